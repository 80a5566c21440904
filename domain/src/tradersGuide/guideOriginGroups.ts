/**
 * Groups of countries a rule may name as an origin instead of listing each country: trade agreements and
 * regions that import rules cite. Members are ISO 3166 alpha-2 codes; a group's code is never a country's.
 */
export const GUIDE_ORIGIN_GROUPS: Readonly<
  Record<string, { readonly name: string; readonly members: readonly string[] }>
> = {
  /** South Asian Association for Regional Cooperation; SAFTA's members. */
  SAARC: { name: 'SAARC (SAFTA) members', members: ['AF', 'BD', 'BT', 'IN', 'LK', 'MV', 'NP', 'PK'] },
  ASEAN: {
    name: 'ASEAN members',
    members: ['BN', 'ID', 'KH', 'LA', 'MM', 'MY', 'PH', 'SG', 'TH', 'VN'],
  },
  /**
   * Asia-Pacific Trade Agreement (the Bangkok Agreement of 1975): Bangladesh, India, Korea, Laos and Sri Lanka
   * founded it, China acceded in 2001 and Mongolia in 2020 (UN ESCAP, its secretariat).
   */
  APTA: { name: 'APTA members', members: ['BD', 'CN', 'IN', 'KR', 'LA', 'LK', 'MN'] },
  EU: {
    name: 'European Union',
    members: [
      'AT',
      'BE',
      'BG',
      'CY',
      'CZ',
      'DE',
      'DK',
      'EE',
      'ES',
      'FI',
      'FR',
      'GR',
      'HR',
      'HU',
      'IE',
      'IT',
      'LT',
      'LU',
      'LV',
      'MT',
      'NL',
      'PL',
      'PT',
      'RO',
      'SE',
      'SI',
      'SK',
    ],
  },
};

/** Whether an origin code names a group rather than a country. */
export function isGuideOriginGroup(code: string): boolean {
  return Object.hasOwn(GUIDE_ORIGIN_GROUPS, code);
}
