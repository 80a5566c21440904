import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of a V8 CPU profile (`node --cpu-prof`) the split reads. */
interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: { readonly functionName: string; readonly url: string };
    readonly children?: readonly number[];
  }[];
  /** Microseconds on the monotonic clock, which `process.hrtime` reads too. */
  readonly startTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** A kind of work, told by a frame of the stack: the frame nearest the sample that some kind claims wins. */
export interface CpuProfileCategory {
  readonly name: string;
  readonly claims: (frame: { readonly functionName: string; readonly url: string }) => boolean;
}

/** Where the CPU went between two instants, per category, in milliseconds; idle time left out. */
export type CpuProfileSplit = ReadonlyMap<string, number>;

/** The one profile `node --cpu-prof --cpu-prof-dir=directory` wrote there. */
export function cpuProfileIn(directory: string): CpuProfile {
  const file = readdirSync(directory).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`No CPU profile in ${directory}: did the portal exit cleanly?`);
  return JSON.parse(readFileSync(join(directory, file), 'utf8')) as CpuProfile;
}

/**
 * How the profiled process spent its CPU between `from` and `to` (process.hrtime in microseconds), by
 * category; samples no category claims count as `other`. Sampling, so repeatable whatever else the machine
 * runs, unlike wall-clock time.
 */
export function cpuProfileSplit(
  profile: CpuProfile,
  window: { readonly from: number; readonly to: number },
  categories: readonly CpuProfileCategory[],
): CpuProfileSplit {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const categoryOf = new Map<number, string>();
  const classify = (id: number): string => {
    let category = categoryOf.get(id);
    if (category !== undefined) return category;
    const node = nodes.get(id);
    if (!node) return 'other';
    const { functionName } = node.callFrame;
    if (functionName === '(idle)') category = '(idle)';
    else if (functionName === '(garbage collector)') category = 'garbage collection';
    else {
      category = categories.find((candidate) => candidate.claims(node.callFrame))?.name;
      const up = parent.get(id);
      category ??= up === undefined ? 'other' : classify(up);
    }
    categoryOf.set(id, category);
    return category;
  };
  const split = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < window.from || time > window.to) return;
    const category = classify(id);
    if (category !== '(idle)') split.set(category, (split.get(category) ?? 0) + delta / 1000);
  });
  return split;
}

/** Now on the clock CPU profiles use, in microseconds. */
export function profileClockNow(): number {
  return Number(process.hrtime.bigint() / 1000n);
}
