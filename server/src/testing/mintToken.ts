import { generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose';
import type { IdentityConfig } from '../config/config.js';
import { issuerOf } from '../config/config.js';
import type { Database } from '../database/database.js';
import { loadIdentitySecrets, SIGNING_ALGORITHM } from '../identity/identitySecrets.js';

/**
 * Signs an access token as the embedded provider would, with any claims: for the tokens a sign-in
 * never yields (expired, for another audience) and for one signed by a stranger's key.
 */
export async function mintAccessToken(
  database: Database,
  identity: IdentityConfig,
  options: {
    claims?: JWTPayload;
    expiresInSeconds?: number;
    audience?: string;
    foreignKey?: boolean;
    /** The header's `typ` (an access token's `at+jwt` unless given). */
    type?: string;
  } = {},
): Promise<string> {
  const [jwk] = (await loadIdentitySecrets(database)).signingKeys;
  const key = options.foreignKey
    ? (await generateKeyPair(SIGNING_ALGORITHM)).privateKey
    : await importJWK(jwk ?? {}, SIGNING_ALGORITHM);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    resource_access: { portal: { roles: ['administrator', 'trader'] } },
    ...options.claims,
  })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: jwk?.kid ?? '', typ: options.type ?? 'at+jwt' })
    .setIssuer(issuerOf(identity))
    .setAudience(options.audience ?? identity.audience)
    .setSubject('00000000-0000-4000-8000-000000000000')
    .setIssuedAt(now - 600)
    .setExpirationTime(now + (options.expiresInSeconds ?? 300))
    .sign(key);
}
