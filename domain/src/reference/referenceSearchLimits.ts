/** Limits of the reference-data service, declared once for the API schemas, the forms and the docs. */
export const REFERENCE_SEARCH_LIMITS = {
  /** Rows returned when a request names no `max` (the lists' default page size). */
  defaultMax: 10,
  /** Largest `max` a search may ask for (the largest list size the portal defines). */
  maxCap: 10_000,
  /** Largest `offset`: deeper pages of a 10,000-row cap make no sense and cost a scan. */
  offsetCap: 1_000_000,
  restrictionsCap: 50,
  /** Values in one IN / NOT_IN list. */
  valuesCap: 1_000,
  valueLengthCap: 500,
  sortFieldsCap: 10,
  /** Codes in one bulk fetch: also the SRO screen's lookup by CPC3 code (§9, "SRO lookup max 1000"). */
  bulkCodesCap: 1_000,
} as const;
