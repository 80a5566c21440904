/** The administrations a portal may serve (print titles name them), by ISO 3166 code; tariff calls say bd. */
export const PORTAL_COUNTRIES = ['BD', 'NG', 'BJ', 'NE', 'GN', 'LY', 'CR'] as const;

export type PortalCountry = (typeof PORTAL_COUNTRIES)[number];

export function isPortalCountry(text: unknown): text is PortalCountry {
  return typeof text === 'string' && (PORTAL_COUNTRIES as readonly string[]).includes(text);
}
