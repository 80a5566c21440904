import { useQuery } from '@tanstack/react-query';
import { SERVER_PATHS } from '../config/paths';

export const PORTAL_COUNTRIES = ['BD', 'NG', 'BJ', 'NE', 'GN', 'LY', 'CR'] as const;
export type PortalCountry = (typeof PORTAL_COUNTRIES)[number];

export interface PortalConfig {
  readonly country: PortalCountry;
  /** Base URL of each service: referenceData, externalRates, manifest, taxation, tradersGuide, hsFinder. */
  readonly services: Readonly<Record<string, string>>;
}

/** What prerendered pages show until the server's configuration arrives. */
export const DEFAULT_PORTAL_CONFIG: PortalConfig = { country: 'BD', services: {} };

function isPortalConfig(value: unknown): value is PortalConfig {
  const candidate = value as Partial<PortalConfig> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    PORTAL_COUNTRIES.includes(candidate.country as PortalCountry) &&
    typeof candidate.services === 'object'
  );
}

/** The country and service addresses, read at run time from the server (one build serves any country). */
export function usePortalConfig(): PortalConfig {
  const { data } = useQuery({
    queryKey: ['portal-config'],
    queryFn: async () => {
      const response = await fetch(SERVER_PATHS.portalConfig);
      const body: unknown = await response.json();
      if (!response.ok || !isPortalConfig(body)) throw new Error('portal configuration unreadable');
      return body;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? DEFAULT_PORTAL_CONFIG;
}
