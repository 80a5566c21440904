/*
 * How a query word matched a tariff line (issue 41), apart from the ranker that finds it: the search
 * answer's schema and the screens read these without loading the ranker.
 */

/**
 * Where a query word was found for a line: its own text, its translation, its subheading, or above; in the
 * order of the ranker's field weights.
 */
export const TARIFF_MATCH_FIELDS = ['line', 'translation', 'subheading', 'heading'] as const;
export type TariffMatchField = (typeof TARIFF_MATCH_FIELDS)[number];
/** How a query word matched a word of the tariff, weighed in that order. */
export const TARIFF_MATCH_KINDS = ['exact', 'prefix', 'typo'] as const;
export type TariffMatchKind = (typeof TARIFF_MATCH_KINDS)[number];

/**
 * Why a line ranks where it does (issue 41): for each query word, the word of the tariff it matched, how
 * and where; and the everyday names that led to the line.
 */
export interface TariffMatchExplanation {
  readonly words: readonly {
    readonly word: string;
    /** Not found for this line. */
    readonly found: null | {
      readonly term: string;
      readonly match: TariffMatchKind;
      readonly field: TariffMatchField;
    };
  }[];
  readonly names: readonly { readonly phrase: string; readonly code: string }[];
}
