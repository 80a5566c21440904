import { resolve } from 'node:path';
import Type, { type Static } from 'typebox';
import Value from 'typebox/value';
import { PORTAL_COUNTRIES, SERVER_PATHS, type RoleScope } from '@tsw/domain';
import { CENTRAL_BANK_RATES_PATH } from '../centralBankRates/centralBankRateRoutes.js';
import { CONTENT_PATH } from '../content/contentJson.js';
import { SRO_DOCUMENTS_PATH } from '../content/sroDocumentRoutes.js';
import { HS_FINDER_PATH } from '../hsFinder/hsFinderRoutes.js';
import { MANIFEST_PATH } from '../manifests/manifestRoutes.js';
import { TAXATION_PATH } from '../taxation/taxationRoutes.js';
import { TRADERS_GUIDE_PATH } from '../tradersGuide/tradersGuideRoutes.js';
import { addressListOf, proxyTrustOf, type ProxyTrust } from '../http/proxyTrust.js';
import { isLoopbackUrl } from './loopbackAddress.js';

/**
 * Where the front end sends each kind of call; by default this server. Pointing one at an existing
 * ASYCUDA-style backend needs no rebuild of the front end.
 */
const SERVICE_URLS = {
  REFERENCE_DATA_URL: ['referenceData', '/rimm-server/', 'reference data (rimm-server search and lookups)'],
  EXTERNAL_RATES_URL: ['externalRates', `${CENTRAL_BANK_RATES_PATH}/`, 'central bank exchange rates'],
  MANIFEST_URL: ['manifest', `${MANIFEST_PATH}/`, 'cargo manifests'],
  TAXATION_URL: ['taxation', `${TAXATION_PATH}/`, 'import tax simulation'],
  TRADERS_GUIDE_URL: ['tradersGuide', `${TRADERS_GUIDE_PATH}/`, "the traders' guide"],
  HS_FINDER_URL: ['hsFinder', `${HS_FINDER_PATH}/`, 'the HS code finder (AI suggestions)'],
  CONTENT_URL: [
    'content',
    `${CONTENT_PATH}/`,
    "the content service (news and help-desk search, the help desk's questions)",
  ],
  TARIFF_CHANGES_URL: [
    'tariffChanges',
    SERVER_PATHS.tariffChanges,
    'the tariff changes between two dates (called with ?from=&to=&scope=)',
  ],
  SRO_DOCUMENTS_URL: [
    'sroDocuments',
    `${SRO_DOCUMENTS_PATH}/`,
    "SROs' documents (a reference SRO's path is read under it)",
  ],
} as const;

const SERVICE_URL_SETTINGS = Object.fromEntries(
  Object.entries(SERVICE_URLS).map(([name, [, fallback, what]]) => [
    name,
    Type.String({
      pattern: '^(https?://|/)',
      default: fallback,
      description: `Base URL the front end calls for ${what}.`,
    }),
  ]),
) as { [Name in keyof typeof SERVICE_URLS]: ReturnType<typeof Type.String> };

export type ServiceName = (typeof SERVICE_URLS)[keyof typeof SERVICE_URLS][0];

/**
 * Every setting the server reads from its environment, with its default. docs/configuration.md's
 * table is this list; `configFromEnvironment` refuses to start on any bad value and names each one.
 */
export const CONFIG_SCHEMA = Type.Object({
  PORT: Type.Integer({
    minimum: 1,
    maximum: 65535,
    default: 3000,
    description: 'Port for the API and the web front end.',
  }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0', description: 'Address to listen on.' }),
  DATA_DIR: Type.String({
    minLength: 1,
    default: './data',
    description:
      'Directory of the embedded database (PGlite), created on first start, and of the pages kept between starts.',
  }),
  DATABASE_URL: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://',
      description: 'postgres://… to use a PostgreSQL server instead of the embedded database.',
    }),
  ),
  LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    default: 'info',
    description: 'Structured (JSON) log level: fatal, error, warn, info, debug, trace or silent.',
  }),
  TIME_ZONE: Type.String({
    minLength: 1,
    default: 'Asia/Dhaka',
    description: "The administration's time zone: it decides what 'today' is for dated reference data.",
  }),
  REFERENCE_DATA: Type.Enum(['true', 'false'], {
    default: 'true',
    description:
      'Load the real reference data the portal ships (the tariff, the international code lists) on first start, when the database holds no reference data.',
  }),
  SAMPLE_DATA: Type.Enum(['true', 'false'], {
    default: 'true',
    description:
      'Load the sample data on first start, where no public source exists (banks, companies, declarants, procedures, the previous tariff year, exchange rates, sample accounts and content).',
  }),
  WEB_DIST: Type.String({
    minLength: 1,
    default: './web/build/client',
    description: 'The built web front end served at /.',
  }),
  COUNTRY: Type.Enum(PORTAL_COUNTRIES, {
    default: 'BD',
    description: `The administration whose portal this is (name, logo, print titles): ${PORTAL_COUNTRIES.join(', ')}.`,
  }),
  ...SERVICE_URL_SETTINGS,
  NODE_ENV: Type.Optional(
    Type.String({
      description:
        'production: refuse to start with SAMPLE_DATA=true on a PUBLIC_URL other than this machine, where the sample accounts would be reachable.',
    }),
  ),
  PUBLIC_URL: Type.Optional(
    Type.String({
      pattern: '^https?://[^/?#]+$',
      description:
        'Origin people reach the portal at (https://portal.example.gov), no path. Sign-in redirects and token issuers use it. Default: http://localhost:PORT.',
    }),
  ),
  AUTH_SERVER_URL: Type.Optional(
    Type.String({
      pattern: '^https?://',
      description:
        'A Keycloak server (https://sso.example.gov) to sign in with instead of the embedded provider; its realm is AUTH_REALM. Plain http only on this machine (localhost).',
    }),
  ),
  AUTH_REALM: Type.String({
    pattern: '^[A-Za-z0-9_-]{1,64}$',
    default: 'tsw',
    description: 'The realm: the embedded provider answers under /realms/{AUTH_REALM}.',
  }),
  AUTH_CLIENT_ID: Type.String({
    pattern: '^[A-Za-z0-9_.-]{1,64}$',
    default: 'portal',
    description: 'The public client the web front end signs in as; its client roles are the portal roles.',
  }),
  AUTH_REALM_ROLES: Type.Enum(['true', 'false'], {
    default: 'false',
    description:
      "Count the realm's roles (realm_access) as portal roles too, for a Keycloak realm that grants them there. By default only the roles of AUTH_CLIENT_ID (resource_access) count: another client's roles grant nothing.",
  }),
  AUTH_ACCESS_TOKEN_SECONDS: Type.Integer({
    minimum: 10,
    maximum: 3600,
    default: 300,
    description:
      'Lifetime of the embedded provider’s access and ID tokens (Keycloak’s default: 300). A logout cannot recall a token already issued, so keep it short.',
  }),
  AUTH_AUDIENCE: Type.String({
    minLength: 1,
    default: 'portal-api',
    description:
      'Audience every access token must carry for the API to accept it (with Keycloak: an audience mapper on the client).',
  }),
  AUTH_PASSWORD_GRANT: Type.Enum(['true', 'false'], {
    default: 'false',
    description:
      "Serve the password grant (Keycloak's direct access grants) at the token endpoint, for API clients made with --password-grant: scripts written for a deployed reference server. Failures count like the login form's.",
  }),
  SIGN_UP: Type.Enum(['true', 'false'], {
    default: 'true',
    description:
      'Let visitors create their own trader account on the sign-in page (throttled per address). false: accounts come from an administrator (npm run users -- add), and the portal offers no sign-up.',
  }),
  MCP_CLIENT_REGISTRATION: Type.Enum(['on', 'off'], {
    default: 'on',
    description:
      'Let MCP clients (assistants) register themselves with the embedded provider (RFC 7591): public clients with PKCE only, answering on the loopback address of this machine, rate limited per address, and a signed-in person approves each one on a consent page. off: no registration endpoint; assistants use a token they are given.',
  }),
  REFERENCE_REFRESH_MS: Type.Integer({
    minimum: 100,
    maximum: 3_600_000,
    default: 5000,
    description: 'How often an instance checks for reference data changed by another instance.',
  }),
  TARIFF_SYNONYMS_FILE: Type.Optional(
    Type.String({
      minLength: 1,
      description:
        'A JSON file of more everyday names for the tariff search, {"names": {"phone charger": "850440"}}, added to the ones the portal ships.',
    }),
  ),
  TRUST_PROXY: Type.String({
    minLength: 1,
    default: 'false',
    description:
      'Behind reverse proxies (TLS, load balancer): their number (1) or their addresses (10.0.0.5,10.1.0.0/16), whose X-Forwarded-For/-Proto/-Host are trusted, so that sign-in throttling counts the real client address and cookies are marked secure.',
  }),
  RATE_LIMIT_EXEMPT: Type.Optional(
    Type.String({
      minLength: 1,
      description:
        'Client addresses and ranges (10.0.0.5,10.1.0.0/16) the rate limits do not count: a monitoring or load-testing host. Sign-in throttling still counts them.',
    }),
  ),
  SHUTDOWN_TIMEOUT_MS: Type.Integer({
    minimum: 0,
    maximum: 600_000,
    default: 10_000,
    description: 'How long a stop waits for requests in flight.',
  }),
  WORKERS: Type.Integer({
    minimum: 1,
    maximum: 64,
    default: 1,
    description:
      'Server processes sharing the port, to use several cores (about one per core); above 1 needs DATABASE_URL.',
  }),
});

export type RawConfig = Static<typeof CONFIG_SCHEMA>;

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDirectory: string;
  readonly databaseUrl: string | undefined;
  readonly logLevel: string;
  readonly timeZone: string;
  readonly loadReferenceData: boolean;
  readonly loadSampleData: boolean;
  readonly webDirectory: string;
  readonly referenceRefreshMs: number;
  readonly shutdownTimeoutMs: number;
  /** Server processes sharing the port; 1 is this process alone. */
  readonly workers: number;
  /** An administrator's own everyday names for the tariff search, added to the shipped ones. */
  readonly tariffSynonymsFile: string | undefined;
  /** Whether X-Forwarded-* headers from a reverse proxy are believed. */
  readonly trustProxy: ProxyTrust;
  /** Client addresses and ranges the rate limits do not count. */
  readonly rateLimitExempt: readonly string[];
  readonly country: (typeof PORTAL_COUNTRIES)[number];
  readonly serviceUrls: Readonly<Record<ServiceName, string>>;
  readonly identity: IdentityConfig;
}

export interface IdentityConfig {
  /** Where people reach the portal; the embedded provider's issuer lives under it. */
  readonly publicUrl: string;
  /** Base URL of the OpenID Connect server (this portal's own when embedded). */
  readonly authServerUrl: string;
  readonly embedded: boolean;
  readonly realm: string;
  readonly clientId: string;
  /** Whether the realm's roles count as portal roles too (else only the client's: RoleScope). */
  readonly realmRoles: boolean;
  readonly audience: string;
  /** Lifetime of access and ID tokens the embedded provider issues. */
  readonly accessTokenSeconds: number;
  /** Whether the embedded provider serves the password grant (to API clients made for it). */
  readonly passwordGrant: boolean;
  /** Whether visitors may create their own accounts (SIGN_UP). */
  readonly signUp: boolean;
  /** Whether MCP clients may register themselves with the embedded provider (MCP_CLIENT_REGISTRATION). */
  readonly clientRegistration: boolean;
}

/** Which of a token's roles count here. */
export function roleScopeOf(identity: Pick<IdentityConfig, 'clientId' | 'realmRoles'>): RoleScope {
  return { clientId: identity.clientId, realmRoles: identity.realmRoles };
}

/** Keycloak's layout: a realm's issuer is {server}/realms/{realm}. */
export function issuerOf(identity: Pick<IdentityConfig, 'authServerUrl' | 'realm'>): string {
  return `${identity.authServerUrl.replace(/\/+$/, '')}/realms/${identity.realm}`;
}

/** Variables whose values may hold passwords: never repeated in an error. */
const SECRET_VARIABLES = new Set(['DATABASE_URL']);

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The portal cannot start: fix these environment variables.\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    );
  }
}

function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Reads and checks the configuration; throws a ConfigError naming every bad variable. */
export function configFromEnvironment(environment: NodeJS.ProcessEnv): Config {
  const names = Object.keys(CONFIG_SCHEMA.properties);
  const input: Record<string, unknown> = {};
  for (const name of names) {
    const value = environment[name];
    if (value !== undefined && value !== '') input[name] = value;
  }
  const converted = Value.Convert(CONFIG_SCHEMA, Value.Default(CONFIG_SCHEMA, input));
  const problems: string[] = [];
  // One line per variable, however many rules it breaks.
  for (const [name, schema] of Object.entries(CONFIG_SCHEMA.properties)) {
    const value = (converted as Record<string, unknown>)[name];
    const [error] = value === undefined ? [] : [...Value.Errors(schema, value)];
    if (error) {
      const shown = SECRET_VARIABLES.has(name) ? '(value hidden)' : JSON.stringify(input[name]);
      problems.push(
        `${name}=${shown}: ${error.message}. ${(schema as { description?: string }).description ?? ''}`.trim(),
      );
    }
  }
  const raw = converted as RawConfig;
  if (typeof raw.TIME_ZONE === 'string' && !validTimeZone(raw.TIME_ZONE)) {
    problems.push(
      `TIME_ZONE=${JSON.stringify(raw.TIME_ZONE)}: not a time zone known to this system (e.g. Asia/Dhaka).`,
    );
  }
  if (typeof raw.WORKERS === 'number' && raw.WORKERS > 1 && !raw.DATABASE_URL) {
    problems.push(
      `WORKERS=${raw.WORKERS}: several server processes need a PostgreSQL server (DATABASE_URL); the embedded database belongs to one process.`,
    );
  }
  const proxyTrust = proxyTrustOf(raw.TRUST_PROXY);
  if ('problem' in proxyTrust) {
    problems.push(`TRUST_PROXY=${JSON.stringify(raw.TRUST_PROXY)}: ${proxyTrust.problem}.`);
  }
  const rateLimitExempt =
    raw.RATE_LIMIT_EXEMPT === undefined ? { addresses: [] } : addressListOf(raw.RATE_LIMIT_EXEMPT);
  if ('problem' in rateLimitExempt) {
    problems.push(`RATE_LIMIT_EXEMPT=${JSON.stringify(raw.RATE_LIMIT_EXEMPT)}: ${rateLimitExempt.problem}.`);
  }
  if (typeof raw.AUTH_SERVER_URL === 'string' && /^http:/i.test(raw.AUTH_SERVER_URL)) {
    if (!isLoopbackUrl(raw.AUTH_SERVER_URL)) {
      problems.push(
        `AUTH_SERVER_URL=${JSON.stringify(raw.AUTH_SERVER_URL)}: plain http would carry passwords and tokens readable on the way; use https (http only for localhost).`,
      );
    }
  }
  const publicUrl = raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`;
  if (
    raw.NODE_ENV === 'production' &&
    raw.SAMPLE_DATA === 'true' &&
    raw.AUTH_SERVER_URL === undefined &&
    !isLoopbackUrl(publicUrl)
  ) {
    problems.push(
      `SAMPLE_DATA=true: with NODE_ENV=production at ${publicUrl}, an address others reach, a first start would create sample accounts; set SAMPLE_DATA=false and create the first administrator with \`npm run users -- add\` (docs/signing-in.md).`,
    );
  }
  if (problems.length > 0 || 'problem' in proxyTrust || 'problem' in rateLimitExempt) {
    throw new ConfigError(problems);
  }
  return {
    port: raw.PORT,
    host: raw.HOST,
    dataDirectory: resolve(raw.DATA_DIR),
    databaseUrl: raw.DATABASE_URL,
    logLevel: raw.LOG_LEVEL,
    timeZone: raw.TIME_ZONE,
    loadReferenceData: raw.REFERENCE_DATA === 'true',
    loadSampleData: raw.SAMPLE_DATA === 'true',
    webDirectory: resolve(raw.WEB_DIST),
    referenceRefreshMs: raw.REFERENCE_REFRESH_MS,
    shutdownTimeoutMs: raw.SHUTDOWN_TIMEOUT_MS,
    workers: raw.WORKERS,
    trustProxy: proxyTrust.trust,
    rateLimitExempt: rateLimitExempt.addresses,
    tariffSynonymsFile: raw.TARIFF_SYNONYMS_FILE ? resolve(raw.TARIFF_SYNONYMS_FILE) : undefined,
    country: raw.COUNTRY,
    serviceUrls: Object.fromEntries(
      Object.entries(SERVICE_URLS).map(([name, [service]]) => [
        service,
        (raw as unknown as Record<string, string>)[name],
      ]),
    ) as Record<ServiceName, string>,
    identity: {
      publicUrl,
      authServerUrl: raw.AUTH_SERVER_URL ?? publicUrl,
      embedded: raw.AUTH_SERVER_URL === undefined,
      realm: raw.AUTH_REALM,
      clientId: raw.AUTH_CLIENT_ID,
      realmRoles: raw.AUTH_REALM_ROLES === 'true',
      audience: raw.AUTH_AUDIENCE,
      accessTokenSeconds: raw.AUTH_ACCESS_TOKEN_SECONDS,
      passwordGrant: raw.AUTH_PASSWORD_GRANT === 'true',
      signUp: raw.SIGN_UP === 'true',
      clientRegistration: raw.MCP_CLIENT_REGISTRATION === 'on',
    },
  };
}
