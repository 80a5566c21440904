import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { isPortalCountry, SERVER_PATHS, type PortalCountry } from '@tsw/domain';

export interface PortalConfig {
  readonly country: PortalCountry;
  /** The administration's time zone: its 'today' is the default date of validity. */
  readonly timeZone: string;
  /** Base URL of each service: referenceData, externalRates, manifest, taxation, tradersGuide, hsFinder. */
  readonly services: Readonly<Record<string, string>>;
}

/**
 * What pages show until the server's configuration arrives, and what prerendered pages say: the country
 * the front end was built for (COUNTRY at build time, Bangladesh by default).
 */
export const DEFAULT_PORTAL_CONFIG: PortalConfig = {
  country: isPortalCountry(import.meta.env.VITE_PORTAL_COUNTRY) ? import.meta.env.VITE_PORTAL_COUNTRY : 'BD',
  // Until the server says otherwise: the device's own zone.
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  services: {},
};

function isPortalConfig(value: unknown): value is PortalConfig {
  const candidate = value as Partial<PortalConfig> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    isPortalCountry(candidate.country) &&
    typeof candidate.timeZone === 'string' &&
    typeof candidate.services === 'object' &&
    candidate.services !== null &&
    Object.values(candidate.services).every((url) => typeof url === 'string')
  );
}

/**
 * The configuration a generated page was made with (the site's layout data): pages read it without asking
 * the server, and it is the configuration their HTML was drawn with.
 */
export const PortalConfigContext = createContext<PortalConfig | undefined>(undefined);

/** The country and service addresses, read at run time from the server (one build serves any country). */
export function usePortalConfig(): PortalConfig {
  const given = useContext(PortalConfigContext);
  const { data } = useQuery({
    enabled: !given,
    queryKey: ['portal-config'],
    queryFn: async () => {
      const response = await fetch(SERVER_PATHS.portalConfig);
      const body: unknown = await response.json();
      if (!response.ok || !isPortalConfig(body)) throw new Error('portal configuration unreadable');
      return body;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  return given ?? data ?? DEFAULT_PORTAL_CONFIG;
}
