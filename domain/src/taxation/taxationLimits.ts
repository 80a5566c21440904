/** The taxation service's limits, declared once for the screens, the service and their checks. */
export const TAXATION_LIMITS = {
  /** Items one simulation may hold: a declaration's page of items, not a whole manifest. */
  maxItems: 100,
  /** Digits an amount may have before its decimals: beyond, it is a typing accident, not a consignment. */
  amountMaxIntegerDigits: 13,
  /** Decimals an amount may have (a currency's minor unit at most, and exchange rates' six). */
  amountMaxDecimals: 6,
  /** A description's length, as the tariff line's. */
  descriptionMaxLength: 500,
} as const;
