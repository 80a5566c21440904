import { createPrivateKey, type JsonWebKey } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, SignJWT, type JWK } from 'jose';
import type Provider from 'oidc-provider';
import { publicJwk, SIGNING_ALGORITHM } from './identitySecrets.js';

/** Keycloak's `typ` of a refresh token; an access token says `Bearer`, so one is never taken for the other. */
const REFRESH_TYPE = 'Refresh';

/** The part of the provider's token model that makes the value a client receives; not in its types. */
interface IssuedTokenModel {
  getValueAndPayload(this: RefreshTokenFields): Promise<{ value: string; payload: object }>;
}

interface RefreshTokenFields {
  jti?: string;
  accountId?: string;
  clientId?: string;
  sessionUid?: string;
  scope?: string;
}

/**
 * Refresh tokens as Keycloak issues them: a JWT with `typ: "Refresh"`, which keycloak-js decodes. The
 * provider's own refresh token stays what it was, an opaque reference to a stored grant, rotated on every
 * use and revoking the whole grant when a used one comes back; the JWT only carries that reference (its
 * `jti`), signed with the realm's key, and is checked and unwrapped before the provider looks it up
 * ([decision 0006](../../../docs/decisions/0006-refresh-tokens-as-jwts.md)).
 */
export function useJwtRefreshTokens(
  provider: Provider,
  options: { issuer: string; signingKeys: readonly JWK[] },
): void {
  const [signingJwk] = options.signingKeys;
  if (!signingJwk) throw new Error('The identity provider has no signing key.');
  const signingKey = createPrivateKey({ key: signingJwk as JsonWebKey, format: 'jwk' });
  // Every key still in use verifies: a token signed before a key rotation stays good until it expires.
  const verificationKeys = createLocalJWKSet({ keys: options.signingKeys.map(publicJwk) });
  const { RefreshToken } = provider;
  const model = RefreshToken.prototype as unknown as IssuedTokenModel;
  const issueOpaque = model.getValueAndPayload;
  const findOpaque = RefreshToken.find.bind(RefreshToken);

  model.getValueAndPayload = async function wrapInJwt(this: RefreshTokenFields) {
    const issued = await issueOpaque.call(this);
    const { exp, iat } = issued.payload as { exp?: number; iat?: number };
    const jwt = new SignJWT({
      typ: REFRESH_TYPE,
      azp: this.clientId,
      sid: this.sessionUid,
      session_state: this.sessionUid,
      scope: this.scope,
    })
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, typ: 'JWT', kid: signingJwk.kid ?? '' })
      .setIssuer(options.issuer)
      // Keycloak's refresh tokens are for the realm itself, not for an API.
      .setAudience(options.issuer)
      .setSubject(this.accountId ?? '')
      .setJti(issued.value)
      .setIssuedAt(iat);
    if (exp) jwt.setExpirationTime(exp);
    return { ...issued, value: await jwt.sign(signingKey) };
  };

  RefreshToken.find = async function unwrapJwt(value: unknown, findOptions?: { ignoreExpiration?: boolean }) {
    if (typeof value !== 'string') return undefined;
    try {
      const { payload } = await jwtVerify(value, verificationKeys, {
        issuer: options.issuer,
        audience: options.issuer,
        algorithms: [SIGNING_ALGORITHM],
        // The provider decides about expiry (and revocation may ignore it): its stored token has the same exp.
        clockTolerance: findOptions?.ignoreExpiration ? Number.MAX_SAFE_INTEGER : 0,
      });
      if (payload.typ !== REFRESH_TYPE || typeof payload.jti !== 'string') return undefined;
      return await findOpaque(payload.jti, findOptions);
    } catch {
      // Not one of ours (forged, altered, expired, or the bare reference): no such refresh token.
      return undefined;
    }
  } as typeof RefreshToken.find;
}
