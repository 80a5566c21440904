import { REFERENCE_SEARCH_LIMITS } from '@tsw/domain';

/** §9's "SRO lookup max 1000": the codes one lookup reads, the reference service's bulk limit. */
export const SRO_LOOKUP_CODES_MAX = REFERENCE_SEARCH_LIMITS.bulkCodesCap;
/** A code longer than the service reads is no CPC3 code. */
const CODE_LENGTH_MAX = REFERENCE_SEARCH_LIMITS.valueLengthCap;

export type SroCp3CodesReading =
  | { readonly codes: readonly string[] }
  | { readonly problem: 'empty' }
  | { readonly problem: 'tooMany'; readonly count: number; readonly max: number }
  | { readonly problem: 'tooLong'; readonly code: string; readonly max: number };

/**
 * The CPC3 codes typed or pasted in the lookup field: separated by spaces, commas, semicolons or lines, each
 * once, in the order given. More than the lookup takes is refused as a whole, not cut: a list pasted from a
 * declaration should not lose its end unnoticed.
 */
export function sroCp3CodesOf(text: string): SroCp3CodesReading {
  const codes = [...new Set(text.split(/[\s,;]+/).filter((code) => code !== ''))];
  if (codes.length === 0) return { problem: 'empty' };
  if (codes.length > SRO_LOOKUP_CODES_MAX) {
    return { problem: 'tooMany', count: codes.length, max: SRO_LOOKUP_CODES_MAX };
  }
  const long = codes.find((code) => code.length > CODE_LENGTH_MAX);
  if (long !== undefined) return { problem: 'tooLong', code: long.slice(0, 20), max: CODE_LENGTH_MAX };
  return { codes };
}
