import { identityRolesWithin, SERVICE_ACCOUNT_USERNAME_PREFIX } from '@tsw/domain';
import type Provider from 'oidc-provider';
import type { Adapter, ClientMetadata } from 'oidc-provider';
import type { SqlExecutor } from '../database/database.js';
import { apiClientById, apiClientSecretMatches, type ApiClient } from './apiClientStore.js';
import { keycloakClaims } from './keycloakClaims.js';
import type { PortalUser } from './userStore.js';

/** The grant type of Keycloak's "direct access grants" (RFC 6749 §4.3), not built into the provider. */
export const PASSWORD_GRANT_TYPE = 'password';

/**
 * The provider's client metadata for a machine client: no redirects, and one grant. A client made for the
 * password grant does not also get client_credentials: its roles bound its users' tokens, and should not
 * be a token of their own. While the portal does not serve the password grant, such a client is listed
 * with no grant, so that it hears unsupported_grant_type rather than that it does not exist.
 */
function apiClientMetadata(client: ApiClient, passwordGrantServed: boolean): ClientMetadata | undefined {
  if (!client.enabled) return undefined;
  const grantTypes = client.passwordGrant
    ? passwordGrantServed
      ? [PASSWORD_GRANT_TYPE]
      : []
    : ['client_credentials'];
  return {
    client_id: client.clientId,
    // Only the hash: useHashedClientSecrets compares a presented secret with it.
    ...(client.secretHash
      ? { client_secret: client.secretHash, token_endpoint_auth_method: 'client_secret_basic' }
      : { token_endpoint_auth_method: 'none' }),
    grant_types: grantTypes,
    response_types: [],
    redirect_uris: [],
  };
}

/**
 * The provider's clients beyond the web front end's (which is configured statically and looked up first):
 * machine clients, read from `api_client` on every token request, so a client disabled on one instance is
 * refused by all at once (a disabled or unknown one reads as absent: invalid_client); then the clients that
 * registered themselves (`registered`, with MCP_CLIENT_REGISTRATION), the only ones the provider writes.
 * Machine clients are made by the api-clients command, never through the provider.
 */
export function apiClientAdapter(
  database: SqlExecutor,
  passwordGrantServed: boolean,
  registered: Adapter | undefined,
): Adapter {
  const unsupported = () => Promise.reject(new Error('API clients are made with npm run api-clients.'));
  return {
    upsert: unsupported,
    findByUid: async () => undefined,
    findByUserCode: async () => undefined,
    consume: unsupported,
    destroy: unsupported,
    revokeByGrantId: unsupported,
    ...registered,
    async find(id) {
      const client = await apiClientById(database, id);
      if (client) return apiClientMetadata(client, passwordGrantServed);
      return registered?.find(id);
    },
  };
}

/**
 * The provider keeps a client's secret as given and compares it as is; ours hold its hash instead, so the
 * comparison hashes the presented secret first.
 */
export function useHashedClientSecrets(provider: Provider): void {
  provider.Client.prototype.compareClientSecret = function compareHashed(
    this: { clientSecret?: string },
    secret,
  ) {
    return Promise.resolve(apiClientSecretMatches(secret, this.clientSecret));
  };
}

/**
 * A client_credentials token's claims, as Keycloak gives a service account: its own username, and the
 * roles the client was given, as roles of the portal's web client (where every portal role lives).
 */
export function serviceAccountClaims(client: ApiClient, portalClientId: string) {
  return {
    azp: client.clientId,
    typ: 'Bearer',
    preferred_username: `${SERVICE_ACCOUNT_USERNAME_PREFIX}${client.clientId}`,
    realm_access: { roles: [] },
    resource_access: { [portalClientId]: { roles: [...client.roles] } },
  };
}

/** A password-grant token's claims: the user's, with only the roles the API client also holds. */
export function passwordGrantClaims(user: PortalUser, client: ApiClient, sessionUid: string | undefined) {
  return {
    azp: client.clientId,
    typ: 'Bearer',
    ...keycloakClaims({ ...user, ...identityRolesWithin(user, client.roles) }, sessionUid),
  };
}
