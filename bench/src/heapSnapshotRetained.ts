/**
 * What a V8 heap snapshot (a `.heapsnapshot` file, as `--heapsnapshot-signal` writes it) says of memory:
 * its live total, and what the objects of each named class retain (as Chromium's developer tools count
 * it: the memory that would go were they gone, from the snapshot's dominator tree). An object of a class
 * inside another of the same class is counted once, in the outer one.
 */
import { readFileSync } from 'node:fs';

interface SnapshotFile {
  readonly snapshot: {
    readonly meta: {
      readonly node_fields: string[];
      readonly node_types: [string[]];
      readonly edge_fields: string[];
      readonly edge_types: [string[]];
    };
  };
  readonly nodes: number[];
  readonly edges: number[];
  readonly strings: string[];
}

export interface HeapSnapshotFigures {
  /** Every live object's own size. */
  readonly liveBytes: number;
  /** Of which ArrayBuffers' contents (PGlite's WebAssembly memory among them). */
  readonly arrayBufferBytes: number;
  /** Per class name asked for: how many objects, and the bytes they retain together. */
  readonly retained: ReadonlyMap<string, { readonly count: number; readonly bytes: number }>;
}

export function heapSnapshotFigures(file: string, classNames: readonly string[]): HeapSnapshotFigures {
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as SnapshotFile;
  const { meta } = snapshot.snapshot;
  const nodeFields = meta.node_fields.length;
  const edgeFields = meta.edge_fields.length;
  const typeAt = meta.node_fields.indexOf('type');
  const nameAt = meta.node_fields.indexOf('name');
  const sizeAt = meta.node_fields.indexOf('self_size');
  const edgeCountAt = meta.node_fields.indexOf('edge_count');
  const edgeTypeAt = meta.edge_fields.indexOf('type');
  const edgeToAt = meta.edge_fields.indexOf('to_node');
  const weakEdge = meta.edge_types[0].indexOf('weak');
  const objectType = meta.node_types[0].indexOf('object');
  const { nodes, edges, strings } = snapshot;
  const count = nodes.length / nodeFields;
  const field = (node: number, at: number) => nodes[node * nodeFields + at] ?? 0;

  const firstEdge = new Uint32Array(count + 1);
  for (let node = 0, edge = 0; node < count; node += 1) {
    firstEdge[node] = edge;
    edge += field(node, edgeCountAt) * edgeFields;
  }
  firstEdge[count] = edges.length;
  const targetsOf = function* (node: number) {
    for (let edge = firstEdge[node] ?? 0; edge < (firstEdge[node + 1] ?? 0); edge += edgeFields) {
      if (edges[edge + edgeTypeAt] !== weakEdge) yield (edges[edge + edgeToAt] ?? 0) / nodeFields;
    }
  };

  // Depth-first post-order from the root (node 0) over strong edges: what is live.
  const postIndex = new Int32Array(count).fill(-1);
  const postOrder: number[] = [];
  const seen = new Uint8Array(count);
  const stack: { node: number; targets: Generator<number> }[] = [{ node: 0, targets: targetsOf(0) }];
  seen[0] = 1;
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { node: number; targets: Generator<number> };
    const next = top.targets.next();
    if (next.done) {
      stack.pop();
      postIndex[top.node] = postOrder.length;
      postOrder.push(top.node);
    } else if (!seen[next.value]) {
      seen[next.value] = 1;
      stack.push({ node: next.value, targets: targetsOf(next.value) });
    }
  }

  // Each live node's predecessors, then its immediate dominator (Cooper, Harvey and Kennedy's iteration).
  const predecessors: number[][] = Array.from({ length: count }, () => []);
  for (const node of postOrder) for (const target of targetsOf(node)) predecessors[target]?.push(node);
  const dominator = new Int32Array(count).fill(-1);
  dominator[0] = 0;
  const intersect = (left: number, right: number) => {
    let a = left;
    let b = right;
    while (a !== b) {
      while ((postIndex[a] ?? 0) < (postIndex[b] ?? 0)) a = dominator[a] ?? 0;
      while ((postIndex[b] ?? 0) < (postIndex[a] ?? 0)) b = dominator[b] ?? 0;
    }
    return a;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (let index = postOrder.length - 2; index >= 0; index -= 1) {
      const node = postOrder[index] as number;
      let found = -1;
      for (const predecessor of predecessors[node] ?? []) {
        if (dominator[predecessor] === -1) continue;
        found = found === -1 ? predecessor : intersect(predecessor, found);
      }
      if (found !== -1 && dominator[node] !== found) {
        dominator[node] = found;
        changed = true;
      }
    }
  }
  const retainedBytes = new Float64Array(count);
  for (const node of postOrder) {
    retainedBytes[node] = (retainedBytes[node] ?? 0) + field(node, sizeAt);
    if (node !== 0) {
      const owner = dominator[node] ?? 0;
      retainedBytes[owner] = (retainedBytes[owner] ?? 0) + (retainedBytes[node] ?? 0);
    }
  }

  let arrayBufferBytes = 0;
  for (const node of postOrder) {
    if (strings[field(node, nameAt)] === 'system / JSArrayBufferData')
      arrayBufferBytes += field(node, sizeAt);
  }
  const classOf = (node: number) =>
    field(node, typeAt) === objectType ? strings[field(node, nameAt)] : undefined;
  const retained = new Map(classNames.map((name) => [name, { count: 0, bytes: 0 }]));
  for (const node of postOrder) {
    const figures = retained.get(classOf(node) ?? '');
    if (!figures) continue;
    figures.count += 1;
    // Counted in an outer object of the same class already?
    let outer = dominator[node] ?? 0;
    while (outer !== 0 && classOf(outer) !== classOf(node)) outer = dominator[outer] ?? 0;
    if (outer === 0) figures.bytes += retainedBytes[node] ?? 0;
  }
  return { liveBytes: retainedBytes[0] ?? 0, arrayBufferBytes, retained };
}
