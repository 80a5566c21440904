import { Type, type Static } from 'typebox';
import { PORTAL_COUNTRIES } from './portalCountries.js';

/*
 * What `/portal-config.json` answers, written once: the server's route declares it, the web front end
 * checks what it receives against it, and the generated pages are drawn with it.
 */

export const PORTAL_CONFIG_ANSWER = Type.Object({
  country: Type.Enum(PORTAL_COUNTRIES, { description: 'ISO 3166 code of the administration.' }),
  timeZone: Type.String({
    description: "The administration's time zone (TIME_ZONE): what 'today' is for dated reference data.",
  }),
  publicUrl: Type.String({
    description:
      "Where readers reach the portal (PUBLIC_URL): the full address its pages name each other by (a page's other languages).",
  }),
  signUp: Type.Optional(
    Type.Boolean({
      description:
        'Whether visitors may create their own accounts (SIGN_UP); absent means they may, as before it was told.',
    }),
  ),
  services: Type.Record(Type.String(), Type.String(), {
    description:
      'Base URL of each service the front end calls: referenceData, externalRates, manifest, taxation, tradersGuide, hsFinder, content, tariffChanges, sroDocuments.',
  }),
});

/**
 * The country, its time zone (its 'today' is the default date of validity), the portal's public address and each
 * service's base URL.
 */
export type PortalConfig = Static<typeof PORTAL_CONFIG_ANSWER>;
