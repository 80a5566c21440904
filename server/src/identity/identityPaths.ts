/**
 * The embedded provider's addresses, laid out as Keycloak's so that a client configured for one works
 * with the other: each is relative to the realm's issuer, {origin}/realms/{realm}.
 */
export const IDENTITY_PATHS = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  userinfo: '/protocol/openid-connect/userinfo',
  endSession: '/protocol/openid-connect/logout',
  jwks: '/protocol/openid-connect/certs',
  revocation: '/protocol/openid-connect/revoke',
  /** Dynamic client registration (RFC 7591), where Keycloak has it; served only with MCP_CLIENT_REGISTRATION=on. */
  registration: '/clients-registrations/openid-connect',
  /** The provider's own discovery document (OpenID Connect Discovery). */
  openidConfiguration: '/.well-known/openid-configuration',
  /** The same metadata at the realm, where Keycloak also answers it (RFC 8414's name, issuer-relative). */
  authorizationServerMetadata: '/.well-known/oauth-authorization-server',
  /** The session-check frame of OpenID Connect Session Management (Keycloak's name). */
  loginStatusIframe: '/protocol/openid-connect/login-status-iframe.html',
  /**
   * Keycloak's third-party-cookie check, in a frame of the client's page: the first page sets a test
   * cookie and moves to the second, which tells the page whether the cookie stayed.
   */
  thirdPartyCookiesStep1: '/protocol/openid-connect/3p-cookies/step1.html',
  thirdPartyCookiesStep2: '/protocol/openid-connect/3p-cookies/step2.html',
  /** Which session this browser holds, read by the session-check frame. */
  loginStatus: '/protocol/openid-connect/login-status',
  /** Our own login, sign-up and cancel pages for one interaction: {issuer path}/login-actions/{uid}. */
  loginActions: '/login-actions',
} as const;

/** The web front end's page that completes a sign-in; registered as the client's redirect URI. */
export const SIGN_IN_CALLBACK_PATH = '/auth/callback';
/** The static page a silent sign-in (prompt=none, in a hidden frame) returns to; the web build ships it. */
export const SILENT_SIGN_IN_CALLBACK_PATH = '/auth/silent-callback.html';
/** Where a logout returns to (the front end's root, which picks the language). */
export const SIGNED_OUT_PATH = '/';

/**
 * RFC 8414 §3.1: an issuer with a path has its metadata at the origin's well-known address with the issuer's
 * path after it, `/.well-known/oauth-authorization-server/realms/{realm}`, where MCP clients look first.
 */
export function authorizationServerMetadataPath(realm: string): string {
  return `${IDENTITY_PATHS.authorizationServerMetadata}${realmPath(realm)}`;
}

/** `/realms/{realm}`: the path under which the embedded provider answers. */
export function realmPath(realm: string): string {
  return `/realms/${realm}`;
}
