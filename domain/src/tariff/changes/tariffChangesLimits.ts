/** The limits of the tariff changes between two dates (issue 46), declared once for the API and the screen. */
export const TARIFF_CHANGES_LIMITS = {
  /** The dates asked about lie within these: a tariff of another century is a typing mistake. */
  earliestDate: '1900-01-01',
  latestDate: '2099-12-31',
  /** Longer than a date's ten characters, so that a mistyped one is named INVALID_DATE, not refused unread. */
  dateMaxLength: 20,
  /** A scope is a chapter (2 digits), a heading (4) or a subheading or line (6 to 12). */
  scopeMaxDigits: 12,
  /** A scope may be written with dots and spaces (8471.30.00): its length as written. */
  scopeMaxLength: 20,
} as const;
