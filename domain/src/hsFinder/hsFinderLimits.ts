/** The HS code finder's limits, declared once for the screen, the service, the model and its imports. */
export const HS_FINDER_LIMITS = {
  /** A description's length in characters: a long product description fits; a pasted document does not. */
  queryMaxLength: 2_000,
  /** A description needs at least this many letters or digits. */
  queryMinLetters: 2,
  /** Suggestions one answer gives. */
  maxPredictions: 5,
  /** Below this, a suggestion is not shown; when none is left, the answer is "describe it differently". */
  minProbability: 0.02,
  /** The client's timeout (§9). */
  clientTimeoutMs: 15_000,
  /** National lines listed under one suggestion. */
  maxChildren: 50,
  /** Rows one import of past declarations may hold, and its size in bytes. */
  historyImportMaxRows: 2_000_000,
  historyImportMaxBytes: 200 * 1024 * 1024,
  /** A past declaration's goods description, in characters. */
  historyDescriptionMaxLength: 1_000,
} as const;
