import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../database/database.js';

/** Keycloak's default algorithm; every OpenID Connect client supports it. */
export const SIGNING_ALGORITHM = 'RS256';

export interface IdentitySecrets {
  /** Private JWKs, newest first: the first signs, all verify. */
  readonly signingKeys: readonly JWK[];
  /** Keys for the provider's signed cookies, newest first. */
  readonly cookieKeys: readonly string[];
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true, modulusLength: 2048 });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: SIGNING_ALGORITHM, use: 'sig' };
}

/**
 * Loads the keys every instance shares, making the first ones on a new database. The first key of each
 * kind has a fixed id, so two instances starting together on one PostgreSQL agree on it.
 */
export async function loadIdentitySecrets(database: Database): Promise<IdentitySecrets> {
  await database.query(
    `insert into identity_secret (id, kind, secret) values ('signing-key-1', 'signing-key', $1)
     on conflict (id) do nothing`,
    [JSON.stringify(await newSigningKey())],
  );
  await database.query(
    `insert into identity_secret (id, kind, secret) values ('cookie-key-1', 'cookie-key', $1)
     on conflict (id) do nothing`,
    [JSON.stringify(randomBytes(32).toString('base64url'))],
  );
  const rows = await database.query<{ kind: string; secret: unknown }>(
    `select kind, secret from identity_secret where retired_at is null order by created_at desc, id desc`,
  );
  return {
    signingKeys: rows.filter((row) => row.kind === 'signing-key').map((row) => row.secret as JWK),
    cookieKeys: rows.filter((row) => row.kind === 'cookie-key').map((row) => row.secret as string),
  };
}

/**
 * Adds a new signing key, which signs from the next start of each instance, and retires all but the
 * previous one: tokens it signed stay valid until they expire (minutes), then it can go at the next
 * rotation.
 */
export async function rotateSigningKey(database: Database): Promise<string> {
  const key = await newSigningKey();
  await database.transaction(async (transaction) => {
    await transaction.query(
      `update identity_secret set retired_at = now()
       where kind = 'signing-key' and retired_at is null
         and id not in (select id from identity_secret where kind = 'signing-key' and retired_at is null
                        order by created_at desc, id desc limit 1)`,
    );
    await transaction.query(`insert into identity_secret (id, kind, secret) values ($1, 'signing-key', $2)`, [
      `signing-key-${key.kid ?? randomUUID()}`,
      JSON.stringify(key),
    ]);
  });
  return key.kid ?? '';
}

/** The public half of each signing key, as a JWKS document publishes it. */
export function publicJwk(key: JWK): JWK {
  const { kty, n, e, kid, alg, use } = key;
  return { kty, n, e, kid, alg, use } as JWK;
}
