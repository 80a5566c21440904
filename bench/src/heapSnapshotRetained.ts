/**
 * What a V8 heap snapshot (a `.heapsnapshot` file, as `--heapsnapshot-signal` writes it) says of memory:
 * its live total, and the memory each named kind of object holds on its own (its retained size: what the
 * heap would lose were those objects gone). Computed as "reachable from them, and from the roots only
 * through them": two walks of the graph per kind, exact for a set of objects, unlike a per-object sum.
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

  const firstEdge = new Uint32Array(count + 1);
  for (let node = 0, edge = 0; node < count; node += 1) {
    firstEdge[node] = edge;
    edge += (nodes[node * nodeFields + edgeCountAt] ?? 0) * edgeFields;
  }
  firstEdge[count] = edges.length;
  const sizeOf = (node: number) => nodes[node * nodeFields + sizeAt] ?? 0;

  /** Marks every node reachable from `starts` by strong edges, not entering `barrier`. */
  const walk = (starts: readonly number[], marked: Uint8Array, barrier: Uint8Array) => {
    const stack = [...starts];
    for (const start of starts) marked[start] = 1;
    while (stack.length > 0) {
      const node = stack.pop() as number;
      for (let edge = firstEdge[node] ?? 0; edge < (firstEdge[node + 1] ?? 0); edge += edgeFields) {
        if (edges[edge + edgeTypeAt] === weakEdge) continue;
        const target = (edges[edge + edgeToAt] ?? 0) / nodeFields;
        if (marked[target] || barrier[target]) continue;
        marked[target] = 1;
        stack.push(target);
      }
    }
  };

  const none = new Uint8Array(count);
  const live = new Uint8Array(count);
  walk([0], live, none);
  let liveBytes = 0;
  let arrayBufferBytes = 0;
  for (let node = 0; node < count; node += 1) {
    if (!live[node]) continue;
    liveBytes += sizeOf(node);
    if (strings[nodes[node * nodeFields + nameAt] ?? 0] === 'system / JSArrayBufferData') {
      arrayBufferBytes += sizeOf(node);
    }
  }

  const retained = new Map<string, { count: number; bytes: number }>();
  for (const className of classNames) {
    const instances: number[] = [];
    for (let node = 0; node < count; node += 1) {
      const at = node * nodeFields;
      if (live[node] && nodes[at + typeAt] === objectType && strings[nodes[at + nameAt] ?? 0] === className) {
        instances.push(node);
      }
    }
    const barrier = new Uint8Array(count);
    for (const instance of instances) barrier[instance] = 1;
    const withoutThem = new Uint8Array(count);
    walk([0], withoutThem, barrier);
    const theirs = new Uint8Array(count);
    walk(instances, theirs, withoutThem);
    let bytes = 0;
    for (let node = 0; node < count; node += 1) if (theirs[node]) bytes += sizeOf(node);
    retained.set(className, { count: instances.length, bytes });
  }
  return { liveBytes, arrayBufferBytes, retained };
}
