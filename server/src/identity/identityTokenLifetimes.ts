/**
 * Lifetimes in seconds, Keycloak's defaults: access tokens (a machine client's too) and ID tokens live
 * AUTH_ACCESS_TOKEN_SECONDS (5 minutes; the web front end refreshes them under 5 s of validity), a
 * refresh token half an hour past its last use, a browser session at most 10 hours.
 */
export function identityTokenLifetimes(accessTokenSeconds: number) {
  return {
    ...IDENTITY_TOKEN_LIFETIMES,
    AccessToken: accessTokenSeconds,
    IdToken: accessTokenSeconds,
    ClientCredentials: accessTokenSeconds,
  };
}

const IDENTITY_TOKEN_LIFETIMES = {
  AccessToken: 300,
  IdToken: 300,
  ClientCredentials: 300,
  AuthorizationCode: 60,
  RefreshToken: 1800,
  Interaction: 3600,
  Session: 36_000,
  Grant: 36_000,
} as const;
