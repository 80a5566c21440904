import { DEFAULT_LIST_PAGE_SIZE, LIST_PAGE_SIZES } from '../../portal/listPaging.js';

/** The tariff search's limits, declared once for the form, the API and the ranking. */
export const TARIFF_SEARCH_LIMITS = {
  /** A code search needs at least a chapter. */
  codeMinDigits: 2,
  codeMaxDigits: 12,
  /**
   * A keyword search needs at least this many letters, vowel signs counted (tariffQuery.ts): "tv", চা
   * (tea) and গম (wheat) are searches; a lone letter is not.
   */
  keywordMinLength: 2,
  keywordMaxLength: 200,
  /** Page sizes the result table offers, as every list does. */
  pageSizes: LIST_PAGE_SIZES,
  defaultPageSize: DEFAULT_LIST_PAGE_SIZE,
  /** Ranked results kept for paging and sorting: beyond, they are not useful. */
  maxResults: 500,
  /** Recent searches kept on the device. */
  recentSearchesKept: 10,
} as const;
