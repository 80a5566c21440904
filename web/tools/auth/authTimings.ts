/** The sign-in timings, declared once. */
export const AUTH_TIMINGS = {
  /** Refresh the access token when fewer seconds than this remain. */
  tokenMinValiditySeconds: 5,
  /** How often activity is checked for idleness. */
  idleCheckIntervalMs: 10_000,
  /** After this long without activity, the token is validated again. */
  idleTimeoutMs: 3_600_000,
  /** How long a sign-in in progress (its state and PKCE verifier) is kept. */
  callbackStateSeconds: 3600,
  /** How long the third-party-cookie check frame may take to answer (keycloak-js's default). */
  thirdPartyCheckMs: 10_000,
  /**
   * A page loaded with a sign-in loads the OpenID Connect client this long before the token needs renewing
   * (AuthProvider); with less left, at once.
   */
  clientLeadSeconds: 60,
  /** How often the session-check frame is asked whether the session changed. */
  sessionCheckSeconds: 5,
} as const;
