import type { PortalCountry } from '@tsw/domain';
import type { IdentityConfig } from '../config/config.js';
import type { Database } from '../database/database.js';
import type { RateLimitCheck } from '../http/rateLimiter.js';
import type { TypedApp } from '../http/typedApp.js';
import { accessTokenVerifier, type AccessTokenVerifier } from './accessTokenVerifier.js';
import { registerAccountRoutes } from './accountRoutes.js';
import { registerClientApprovalRoutes } from './clientApprovalRoutes.js';
import { createIdentityProvider } from './identityProvider.js';
import { registerEmbeddedProviderRoutes, registerKeycloakJsonRoute } from './identityRoutes.js';
import { registerLoginActionRoutes } from './loginActionRoutes.js';
import { ReloadingIdentityProvider } from './reloadingIdentityProvider.js';
import { refusingRevokedTokens, RevokedAccessTokens } from './revokedAccessTokens.js';

export interface PortalIdentityService {
  /** What the API checks bearer tokens with. */
  readonly verify: AccessTokenVerifier;
  /** Registers the login configuration and, when embedded, the provider, its pages and the account API. */
  register(app: TypedApp, rateLimit: RateLimitCheck): Promise<void>;
}

/**
 * Sign-in for the portal: with no AUTH_SERVER_URL, the embedded provider under /realms/{realm};
 * otherwise only the login configuration pointing at the Keycloak realm.
 */
export async function openIdentityService(
  database: Database,
  identity: IdentityConfig,
  options: {
    country: PortalCountry;
    /** How often the signing keys and the accounts refused are read again (the latter also when announced). */
    refreshMs: number;
  },
): Promise<PortalIdentityService> {
  const { country } = options;
  if (!identity.embedded) {
    return {
      verify: accessTokenVerifier(identity, () => []),
      register: async (app) => registerKeycloakJsonRoute(app, identity),
    };
  }
  const embedded = await ReloadingIdentityProvider.open(
    database,
    (secrets) => {
      const provider = createIdentityProvider(database, identity, secrets, country);
      // The forwarded headers it reads are Fastify's reading of the request (http/proxyTrust.ts): the
      // client's address as the trusted proxies say, and https when the public address is.
      provider.proxy = true;
      return provider;
    },
    options.refreshMs,
  );
  const revoked = await RevokedAccessTokens.open(database, {
    refreshMs: options.refreshMs,
    accessTokenSeconds: identity.accessTokenSeconds,
  });
  const verify = refusingRevokedTokens(
    accessTokenVerifier(identity, () => embedded.signingKeys),
    revoked,
  );
  const provider = () => embedded.provider;
  return {
    verify,
    async register(app, rateLimit) {
      registerKeycloakJsonRoute(app, identity);
      await registerLoginActionRoutes(app, {
        provider,
        database,
        identity,
        country,
        csrfKey: embedded.csrfKey,
        rateLimit,
      });
      await registerEmbeddedProviderRoutes(app, { provider, database, identity, verify, rateLimit, country });
      registerAccountRoutes(app, { database, clientId: identity.clientId, revoked });
      registerClientApprovalRoutes(app, { database });
      app.addHook('onClose', async () => {
        embedded.stop();
        await revoked.stop();
      });
    },
  };
}
