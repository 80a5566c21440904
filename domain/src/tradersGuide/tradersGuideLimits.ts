/** The traders' guide's limits, declared once for the screens, the service, the editors and their checks. */
export const TRADERS_GUIDE_LIMITS = {
  /** Consignments one request may hold: a declaration's page of items. */
  maxConsignments: 100,
  /** Codes one list of a rule may hold (commodity prefixes, origins, procedures). */
  maxCodesPerList: 500,
  /** A commodity prefix's digits: a chapter (2) down to a full national line (10). */
  commodityPrefixMinDigits: 2,
  commodityPrefixMaxDigits: 10,
  /** A condition's, an authority's or a source's length, in one language. */
  textMaxLength: 1000,
  sourceUrlMaxLength: 500,
  /**
   * Rules one CSV import may hold, and its size in bytes: an administration's whole set of rules (the portal
   * ships 48) with room to spare. Each bounds what a file can make the server hold while it is checked.
   */
  importMaxRules: 10_000,
  importMaxBytes: 8 * 1024 * 1024,
  /** A row of the import, in characters: every list at its longest code count, every text at its longest. */
  importRowMaxCharacters: 64 * 1024,
  /** A consignment's amounts (statistical value, net mass…): digits before and after the point. */
  amountMaxIntegerDigits: 15,
  amountMaxDecimals: 6,
  /** Rules an editors' list answers at once. */
  editorPageMax: 200,
} as const;
