import { errors, type ClientMetadata, type KoaContextWithOIDC } from 'oidc-provider';

/**
 * The client metadata property through which the provider hands us a registration to check (its
 * `extraClientMetadata` validator runs only for declared properties); it also marks the client as one that
 * registered itself.
 */
export const REGISTERED_CLIENT_MARK = 'registered_dynamically';

/** The metadata a registering client may name; the provider ignores names it does not know (RFC 7591 §2). */
const ACCEPTED_METADATA = new Set([
  'redirect_uris',
  'token_endpoint_auth_method',
  'grant_types',
  'response_types',
  'application_type',
  'client_name',
  'client_uri',
  'logo_uri',
  'tos_uri',
  'policy_uri',
  'contacts',
  'scope',
  'software_id',
  'software_version',
  REGISTERED_CLIENT_MARK,
]);

/** What a registered client may do: sign a person in with a code (and PKCE), and refresh its tokens. */
const ACCEPTED_GRANT_TYPES = new Set(['authorization_code', 'refresh_token']);

/** The addresses of this machine, where a desktop assistant listens for its code (RFC 8252 §7.3). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The consent page shows the name: longer ones are refused rather than cut. */
export const REGISTERED_CLIENT_NAME_MAX_LENGTH = 100;

/** At most this many redirect URIs: the consent page names their hosts. */
const REDIRECT_URIS_MAX = 10;

/**
 * Why a redirect URI is refused, or undefined when it is one a desktop assistant listens on: http or https to
 * this machine's loopback address, on any port (RFC 8252 §7.3). No fragment (RFC 6749 §3.1.2) and no user
 * name. A web site's address is refused, though the MCP specification allows https: anyone may register, and
 * the provider sends a refused or unanswered sign-in back to a registered address, so a site's address would
 * make the portal's own links lead wherever a stranger chose (RFC 9700 §4.11.2), and a careless Allow would
 * give a stranger's site the person's token. An administrator makes clients for hosted assistants.
 */
export function registeredRedirectUriProblem(uri: unknown): string | undefined {
  if (typeof uri !== 'string') return 'redirect_uris must be strings';
  const parsed = URL.parse(uri);
  if (!parsed) return `${uri} is not an absolute URI`;
  if (uri.includes('#')) return `${uri} must not contain a fragment`;
  if (parsed.username || parsed.password) return `${uri} must not contain a user name or password`;
  if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && LOOPBACK_HOSTS.has(parsed.hostname)) {
    return undefined;
  }
  return `${uri} must lead to this machine: http or https to localhost, 127.0.0.1 or [::1]`;
}

/**
 * Checks a registration (RFC 7591) and completes it: only public clients of the code flow register here,
 * since the portal cannot verify who they are. A client that names no authentication method is made a
 * public one (`none`); one that names another, asks for another grant, or names metadata the portal does not
 * take (keys, sector identifiers, request URIs, logout addresses) is refused with `invalid_client_metadata`;
 * a redirect URI other than this machine's loopback address with `invalid_redirect_uri`.
 */
export function checkRegisteredClient(ctx: KoaContextWithOIDC, metadata: ClientMetadata): void {
  const body = (ctx.oidc.body ?? {}) as Record<string, unknown>;
  for (const name of Object.keys(body)) {
    if (name in metadata && !ACCEPTED_METADATA.has(name)) {
      throw new errors.InvalidClientMetadata(`${name} is not accepted from clients that register themselves`);
    }
  }
  if (body.token_endpoint_auth_method === undefined) {
    // The provider took the default method (client_secret_basic) and made a secret before this check: a
    // public client gets none, neither in the answer nor in the stored registration.
    metadata.token_endpoint_auth_method = 'none';
    delete metadata.client_secret;
    delete metadata.client_secret_expires_at;
  }
  if (metadata.token_endpoint_auth_method !== 'none') {
    throw new errors.InvalidClientMetadata(
      'token_endpoint_auth_method must be none: only public clients (with PKCE) register here',
    );
  }
  const grantTypes = metadata.grant_types ?? [];
  if (
    !grantTypes.includes('authorization_code') ||
    grantTypes.some((type) => !ACCEPTED_GRANT_TYPES.has(type))
  ) {
    throw new errors.InvalidClientMetadata(
      'grant_types must be authorization_code, with refresh_token or without it',
    );
  }
  if ((metadata.response_types ?? []).some((type) => type !== 'code')) {
    throw new errors.InvalidClientMetadata('response_types must be code');
  }
  const name = metadata.client_name;
  if (name !== undefined && (typeof name !== 'string' || name.length > REGISTERED_CLIENT_NAME_MAX_LENGTH)) {
    throw new errors.InvalidClientMetadata(
      `client_name must be a text of at most ${REGISTERED_CLIENT_NAME_MAX_LENGTH} characters`,
    );
  }
  const redirectUris: unknown = metadata.redirect_uris;
  if (!Array.isArray(redirectUris) || redirectUris.length === 0 || redirectUris.length > REDIRECT_URIS_MAX) {
    throw new errors.InvalidRedirectUri(`redirect_uris must hold 1 to ${REDIRECT_URIS_MAX} URIs`);
  }
  for (const uri of redirectUris) {
    const problem = registeredRedirectUriProblem(uri);
    if (problem) throw new errors.InvalidRedirectUri(problem);
  }
  metadata[REGISTERED_CLIENT_MARK] = true;
}

/** Whether a client registered itself (and so needs a person's consent before it gets their tokens). */
export function isRegisteredClient(client: { readonly [key: string]: unknown } | undefined): boolean {
  return client?.[REGISTERED_CLIENT_MARK] === true;
}
