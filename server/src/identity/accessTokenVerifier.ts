import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { identityFromClaims, type PortalIdentity } from '@tsw/domain';
import { issuerOf, type IdentityConfig } from '../config/config.js';
import { IDENTITY_PATHS } from './identityPaths.js';
import { publicJwk } from './identitySecrets.js';

export type TokenRefusal = 'TOKEN_MISSING' | 'TOKEN_EXPIRED' | 'TOKEN_INVALID' | 'TOKEN_REVOKED';

export type VerifiedToken =
  | { readonly ok: true; readonly identity: PortalIdentity; readonly claims: JWTPayload }
  | { readonly ok: false; readonly code: TokenRefusal; readonly message: string };

/** Algorithms a token may be signed with; never `none` nor a symmetric one an attacker could choose. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384'];
/** Clocks of the provider and the API may differ by this much. */
const CLOCK_TOLERANCE_SECONDS = 5;

/**
 * Verifies an Authorization header. A token already verified is answered at once, without a promise: the
 * guard runs on every API call.
 */
export type AccessTokenVerifier = (
  authorization: string | undefined,
) => VerifiedToken | Promise<VerifiedToken>;

/**
 * Tokens already verified, kept until they expire: a signature check costs about 0.2 ms, more than a
 * whole reference search, and a user sends the same token with every call for its five minutes. The
 * oldest entries go first when the cache is full.
 */
const VERIFIED_TOKENS_KEPT = 10_000;
/** Characters of a token's end that key the verified ones: part of its signature, so as good as unique. */
const VERIFIED_TOKEN_KEY_LENGTH = 64;

/**
 * An access token says so: `typ: at+jwt` in its header (RFC 9068, the embedded provider's) or `typ: Bearer`
 * among its claims (Keycloak's). An ID token, signed by the same keys and perhaps for the same audience
 * where the client is the API's audience too, says neither (Keycloak's says `ID`): it is no access token.
 */
function isAccessToken(headerType: unknown, claimType: unknown): boolean {
  return (
    (typeof headerType === 'string' && headerType.toLowerCase() === 'at+jwt') ||
    (typeof claimType === 'string' && claimType.toLowerCase() === 'bearer')
  );
}

/**
 * Checks a bearer token's signature (any key the embedded provider publishes, or the Keycloak realm's
 * published ones), issuer, audience and expiry, and reads the identity from its Keycloak-shaped claims.
 */
export function accessTokenVerifier(
  identity: IdentityConfig,
  signingKeys: () => readonly JWK[],
): AccessTokenVerifier {
  const issuer = issuerOf(identity);
  // The embedded provider's keys as they are now: a rotation publishes a new one without a restart.
  let local: { keys: readonly JWK[]; set: JWTVerifyGetKey } | undefined;
  const embeddedKeys: JWTVerifyGetKey = (header, token) => {
    const keys = signingKeys();
    if (local?.keys !== keys) local = { keys, set: createLocalJWKSet({ keys: keys.map(publicJwk) }) };
    return local.set(header, token);
  };
  const keys = identity.embedded ? embeddedKeys : createRemoteJWKSet(new URL(issuer + IDENTITY_PATHS.jwks));
  // Keyed by the token's end (its signature): hashing the whole token (over a kilobyte) on every call costs
  // more than comparing it with the one kept.
  const verified = new Map<string, { token: string; result: VerifiedToken; expiresAtMs: number }>();
  const keyOf = (token: string) => token.slice(-VERIFIED_TOKEN_KEY_LENGTH);
  const check = async (token: string): Promise<VerifiedToken> => {
    try {
      const { payload, protectedHeader } = await jwtVerify(token, keys, {
        issuer,
        audience: identity.audience,
        algorithms: ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp', 'sub'],
      });
      if (!isAccessToken(protectedHeader.typ, payload.typ)) {
        return { ok: false, code: 'TOKEN_INVALID', message: 'Not an access token.' };
      }
      const result: VerifiedToken = { ok: true, identity: identityFromClaims(payload), claims: payload };
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value ?? '');
      verified.set(keyOf(token), { token, result, expiresAtMs: (payload.exp ?? 0) * 1000 });
      return result;
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        return {
          ok: false,
          code: 'TOKEN_EXPIRED',
          message: 'The access token has expired: refresh it or sign in again.',
        };
      }
      return { ok: false, code: 'TOKEN_INVALID', message: 'Invalid token.' };
    }
  };
  return (authorization) => {
    const token = bearerTokenOf(authorization);
    const known = token === undefined ? undefined : verified.get(keyOf(token));
    if (known && known.token === token) {
      if (known.expiresAtMs + CLOCK_TOLERANCE_SECONDS * 1000 > Date.now()) {
        return known.result;
      }
      verified.delete(keyOf(token));
    }
    if (token === undefined || !BEARER_TOKEN.test(token)) {
      return {
        ok: false,
        code: 'TOKEN_MISSING',
        message: 'Sign in: send the access token as "Authorization: Bearer …".',
      };
    }
    return check(token);
  };
}

/** The characters of an RFC 6750 bearer token. */
const BEARER_TOKEN = /^[A-Za-z0-9_.~+/-]+=*$/;
const BEARER_SCHEME = 'bearer ';

/** The token of an `Authorization: Bearer …` header (scheme in any case), unchecked. */
function bearerTokenOf(authorization: string | undefined): string | undefined {
  const header = authorization?.trim();
  if (!header || header.length <= BEARER_SCHEME.length) return undefined;
  if (header.slice(0, BEARER_SCHEME.length).toLowerCase() !== BEARER_SCHEME) return undefined;
  return header.slice(BEARER_SCHEME.length);
}
