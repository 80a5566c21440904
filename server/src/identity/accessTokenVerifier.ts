import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JWK, type JWTPayload } from 'jose';
import { identityFromClaims, type PortalIdentity } from '@tsw/domain';
import { issuerOf, type IdentityConfig } from '../config/config.js';
import { IDENTITY_PATHS } from './identityPaths.js';
import { publicJwk } from './identitySecrets.js';

export type TokenRefusal = 'TOKEN_MISSING' | 'TOKEN_EXPIRED' | 'TOKEN_INVALID';

export type VerifiedToken =
  | { readonly ok: true; readonly identity: PortalIdentity; readonly claims: JWTPayload }
  | { readonly ok: false; readonly code: TokenRefusal; readonly message: string };

/** Algorithms a token may be signed with; never `none` nor a symmetric one an attacker could choose. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384'];
/** Clocks of the provider and the API may differ by this much. */
const CLOCK_TOLERANCE_SECONDS = 5;

export type AccessTokenVerifier = (authorization: string | undefined) => Promise<VerifiedToken>;

/**
 * Tokens already verified, kept until they expire: a signature check costs about 0.2 ms, more than a
 * whole reference search, and a user sends the same token with every call for its five minutes. The
 * oldest entries go first when the cache is full.
 */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Checks a bearer token's signature (the embedded provider's keys, or the Keycloak realm's published
 * ones), issuer, audience and expiry, and reads the identity from its Keycloak-shaped claims.
 */
export function accessTokenVerifier(
  identity: IdentityConfig,
  signingKeys: readonly JWK[],
): AccessTokenVerifier {
  const issuer = issuerOf(identity);
  const keys = identity.embedded
    ? createLocalJWKSet({ keys: signingKeys.map(publicJwk) })
    : createRemoteJWKSet(new URL(issuer + IDENTITY_PATHS.jwks));
  const verified = new Map<string, { identity: PortalIdentity; claims: JWTPayload; expiresAtMs: number }>();
  return async (authorization) => {
    const match = /^Bearer ([A-Za-z0-9_.~+/-]+=*)$/i.exec(authorization?.trim() ?? '');
    const known = match?.[1] ? verified.get(match[1]) : undefined;
    if (known) {
      if (known.expiresAtMs + CLOCK_TOLERANCE_SECONDS * 1000 > Date.now()) {
        return { ok: true, identity: known.identity, claims: known.claims };
      }
      verified.delete(match?.[1] ?? '');
    }
    if (!match?.[1]) {
      return {
        ok: false,
        code: 'TOKEN_MISSING',
        message: 'Sign in: send the access token as "Authorization: Bearer …".',
      };
    }
    try {
      const { payload } = await jwtVerify(match[1], keys, {
        issuer,
        audience: identity.audience,
        algorithms: ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp', 'sub'],
      });
      const user = identityFromClaims(payload);
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value ?? '');
      verified.set(match[1], { identity: user, claims: payload, expiresAtMs: (payload.exp ?? 0) * 1000 });
      return { ok: true, identity: user, claims: payload };
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
}
