import { CARGO_IMPORT_LIMITS, type CargoManifest, type RequestProblem } from '@tsw/domain';

/**
 * A manifest as a file gives it, before it is registered: the customs office numbers it when it lands (the
 * next number of its office and year), so `registrationNumber` is 0 until then. Each part keeps the line of
 * the file it starts on, so that every problem is named by its line.
 */
export interface CargoFileManifest {
  readonly line: number;
  readonly manifest: CargoManifest;
  /** The line each bill of lading starts on, in the manifest's order. */
  readonly billLines: readonly number[];
}

/** A problem of an import, named by the line of the file it is on. */
export interface CargoLineProblem extends RequestProblem {
  readonly line: number;
}

/** What a file's counts are limited in, each with its problem's code, its limit and its words. */
const CARGO_FILE_COUNTS = {
  manifests: ['CARGO_TOO_MANY_MANIFESTS', CARGO_IMPORT_LIMITS.manifestsMax, 'manifests'],
  billsOfLading: ['CARGO_TOO_MANY_BILLS', CARGO_IMPORT_LIMITS.billsOfLadingMax, 'bills of lading'],
  containers: ['CARGO_TOO_MANY_CONTAINERS', CARGO_IMPORT_LIMITS.containersMax, 'containers'],
} as const;

export type CargoFileCount = keyof typeof CARGO_FILE_COUNTS;

/** Why reading stops at `line`, in either layout: the file holds more of `what` than the import takes. */
export function cargoCountProblem(line: number, what: CargoFileCount): CargoLineProblem {
  const [code, max, words] = CARGO_FILE_COUNTS[what];
  return {
    line,
    path: 'file',
    code,
    message: `A file holds at most ${max} ${words}; import a larger file in parts.`,
    params: { max },
  };
}

/** YYYY-MM-DD, YYYYMMDD or a date with its time, as manifest files write dates; the day alone is kept. */
export function cargoFileDate(text: string | undefined): string | null {
  const value = (text ?? '').trim();
  if (value === '') return null;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  const dated = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/.exec(value);
  return dated?.[1] ?? value;
}

/**
 * The mode of transport as UN Recommendation 19's first digit: ASYCUDA tables write it with one digit (1)
 * or two (10, maritime).
 */
export function cargoFileMode(text: string | undefined): string {
  return (text ?? '').trim().slice(0, 1);
}

/** A number of the file, or NaN when the text is none. */
export function cargoFileInteger(text: string | undefined): number {
  const value = (text ?? '').trim();
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** Whether a container is full: ASYCUDA writes 1/1 (full) and 1/0 (empty), others F, FCL, LCL, E or MTY. */
export function cargoFileFull(text: string | undefined): boolean {
  const value = (text ?? '').trim().toUpperCase();
  return !(value === '1/0' || value === 'E' || value === 'MTY' || value === 'EMPTY');
}
