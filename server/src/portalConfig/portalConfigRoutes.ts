import { PORTAL_COUNTRIES, SERVER_PATHS, type SitePortal } from '@tsw/domain';
import Type from 'typebox';
import type { Config } from '../config/config.js';
import type { TypedApp } from '../http/typedApp.js';

const PORTAL_CONFIG_RESPONSE = Type.Object({
  country: Type.Enum(PORTAL_COUNTRIES, { description: 'ISO 3166 code of the administration.' }),
  timeZone: Type.String({
    description: "The administration's time zone (TIME_ZONE): what 'today' is for dated reference data.",
  }),
  services: Type.Record(Type.String(), Type.String(), {
    description:
      'Base URL of each service the front end calls: referenceData, externalRates, manifest, taxation, tradersGuide, hsFinder.',
  }),
});

/** The configuration the front end is told: the answer here, and what generated pages are drawn with. */
export function portalConfigBody(config: Pick<Config, 'country' | 'serviceUrls' | 'timeZone'>): SitePortal {
  return { country: config.country, timeZone: config.timeZone, services: { ...config.serviceUrls } };
}

/** What the front end reads at run time, so that one build serves any country and any backend. */
export function registerPortalConfigRoutes(
  app: TypedApp,
  config: Pick<Config, 'country' | 'serviceUrls' | 'timeZone'>,
): void {
  const body = portalConfigBody(config);
  app.get(
    SERVER_PATHS.portalConfig,
    {
      schema: {
        tags: ['Portal'],
        summary: 'The country, its time zone and the service addresses the web front end uses',
        response: { 200: PORTAL_CONFIG_RESPONSE },
      },
    },
    async () => body,
  );
}
