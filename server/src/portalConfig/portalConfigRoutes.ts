import { PORTAL_CONFIG_ANSWER, SERVER_PATHS, type SitePortal } from '@tsw/domain';
import type { Config } from '../config/config.js';
import type { TypedApp } from '../http/typedApp.js';

/** The settings `/portal-config.json` tells. */
export type PortalConfigSettings = Pick<Config, 'country' | 'serviceUrls' | 'timeZone'> & {
  readonly identity: Pick<Config['identity'], 'publicUrl' | 'signUp'>;
};

/** The configuration the front end is told: the answer here, and what generated pages are drawn with. */
export function portalConfigBody(config: PortalConfigSettings): SitePortal {
  return {
    country: config.country,
    timeZone: config.timeZone,
    publicUrl: config.identity.publicUrl,
    signUp: config.identity.signUp,
    services: { ...config.serviceUrls },
  };
}

/** What the front end reads at run time, so that one build serves any country and any backend. */
export function registerPortalConfigRoutes(app: TypedApp, config: PortalConfigSettings): void {
  const body = portalConfigBody(config);
  app.get(
    SERVER_PATHS.portalConfig,
    {
      schema: {
        tags: ['Portal'],
        summary: 'The country, its time zone and the service addresses the web front end uses',
        response: { 200: PORTAL_CONFIG_ANSWER },
      },
    },
    async () => body,
  );
}
