import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { isPortalCountry, type PortalConfig } from '@tsw/domain';

/** The country the front end was built for (COUNTRY at build time, Bangladesh by default). */
export const BUILT_FOR_COUNTRY = isPortalCountry(import.meta.env.VITE_PORTAL_COUNTRY)
  ? import.meta.env.VITE_PORTAL_COUNTRY
  : 'BD';

/**
 * What pages show until the server's configuration arrives, and what prerendered pages say: the country
 * the front end was built for (COUNTRY at build time, Bangladesh by default).
 */
const DEFAULT_PORTAL_CONFIG: PortalConfig = {
  country: BUILT_FOR_COUNTRY,
  // Until the server says otherwise: the device's own zone.
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  // Until the server says otherwise: where the page was opened (nothing while the server draws a page).
  publicUrl: typeof location === 'undefined' ? '' : location.origin,
  services: {},
};

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
    queryFn: async (): Promise<PortalConfig> => (await import('./frameQueries')).portalConfigQuery(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return given ?? data ?? DEFAULT_PORTAL_CONFIG;
}
