import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database, SqlExecutor } from '../database/database.js';

/** Keycloak's default algorithm; every OpenID Connect client supports it. */
export const SIGNING_ALGORITHM = 'RS256';

/**
 * How long a next key must have been published before a rotation makes it sign: every instance reads the
 * keys within seconds, and a client that keeps the JWKS reads it again well within this.
 */
export const KEY_PUBLISHED_BEFORE_SIGNING_MS = 60_000;

export interface IdentitySecrets {
  /**
   * Private JWKs: the first signs; all are published and verify: the one that signed before the last
   * rotation, and the next one, published before it signs.
   */
  readonly signingKeys: readonly JWK[];
  /** Keys for the provider's signed cookies, newest first. */
  readonly cookieKeys: readonly string[];
  /** The key of the sign-in forms' CSRF tokens: its own secret, neither a cookie key nor a signing key. */
  readonly csrfKey: string;
  /** Changes whenever the signing keys do: instances compare it to reload them. */
  readonly version: string;
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true, modulusLength: 2048 });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: SIGNING_ALGORITHM, use: 'sig' };
}

const randomSecret = () => JSON.stringify(randomBytes(32).toString('base64url'));

/** Adds a next signing key, unless there is one (two instances starting together make one between them). */
async function addNextKey(executor: SqlExecutor): Promise<string | undefined> {
  const key = await newSigningKey();
  const [added] = await executor.query<{ id: string }>(
    `insert into identity_secret (id, kind, secret) values ($1, 'signing-key', $2)
     on conflict (kind) where kind = 'signing-key' and signing_from is null and retired_at is null do nothing
     returning id`,
    [`signing-key-${key.kid ?? randomUUID()}`, JSON.stringify(key)],
  );
  return added ? key.kid : undefined;
}

/** The version of the signing keys in use: their ids and whether each signs. */
export async function signingKeysVersion(database: Database): Promise<string> {
  const [row] = await database.query<{ version: string | null }>(
    `select string_agg(id || ':' || coalesce(signing_from::text, 'next'), ',' order by id) as version
     from identity_secret where kind = 'signing-key' and retired_at is null`,
  );
  return row?.version ?? '';
}

/** Reads the keys every instance shares. */
export async function readIdentitySecrets(database: Database): Promise<IdentitySecrets> {
  const version = await signingKeysVersion(database);
  const rows = await database.query<{ kind: string; secret: unknown }>(
    `select kind, secret from identity_secret where retired_at is null
     order by signing_from is null, signing_from desc, created_at desc, id desc`,
  );
  const ofKind = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.secret);
  return {
    signingKeys: ofKind('signing-key') as JWK[],
    cookieKeys: ofKind('cookie-key') as string[],
    csrfKey: (ofKind('csrf-key')[0] as string | undefined) ?? '',
    version,
  };
}

/**
 * Loads the keys every instance shares, making the missing ones: on a new database the first of each kind,
 * which has a fixed id so that two instances starting together on one PostgreSQL agree on it; and a next
 * signing key, published from now on.
 */
export async function loadIdentitySecrets(database: Database): Promise<IdentitySecrets> {
  const [signing] = await database.query<{ id: string }>(
    `select id from identity_secret where kind = 'signing-key' and signing_from is not null and retired_at is null
     limit 1`,
  );
  if (!signing) {
    await database.query(
      `insert into identity_secret (id, kind, secret, signing_from)
       values ('signing-key-1', 'signing-key', $1, now()) on conflict (id) do nothing`,
      [JSON.stringify(await newSigningKey())],
    );
  }
  for (const kind of ['cookie-key', 'csrf-key']) {
    await database.query(
      `insert into identity_secret (id, kind, secret) values ($1, $2, $3) on conflict (id) do nothing`,
      [`${kind}-1`, kind, randomSecret()],
    );
  }
  if (!(await hasNextKey(database))) await addNextKey(database);
  return readIdentitySecrets(database);
}

async function hasNextKey(executor: SqlExecutor): Promise<boolean> {
  const [next] = await executor.query<{ id: string }>(
    `select id from identity_secret
     where kind = 'signing-key' and signing_from is null and retired_at is null`,
  );
  return next !== undefined;
}

export type KeyRotation =
  { readonly signing: string; readonly next: string } | { readonly tooSoonSeconds: number };

/**
 * Makes the next key sign (instances take it within their refresh interval, without a restart), publishes a
 * new next key, and retires every key but the one that signed until now, whose tokens stay valid until they
 * expire. A next key published less than `publishedForMs` ago is left to be read first.
 */
export async function rotateSigningKey(
  database: Database,
  publishedForMs = KEY_PUBLISHED_BEFORE_SIGNING_MS,
): Promise<KeyRotation> {
  if (!(await hasNextKey(database))) await addNextKey(database);
  return database.transaction(async (transaction) => {
    const [next] = await transaction.query<{ id: string; secret: JWK; age_ms: number }>(
      `select id, secret, (extract(epoch from now() - created_at) * 1000)::float8 as age_ms
       from identity_secret where kind = 'signing-key' and signing_from is null and retired_at is null
       for update`,
    );
    if (!next) throw new Error('Another rotation ran at the same time: run it again.');
    if (next.age_ms < publishedForMs) {
      return { tooSoonSeconds: Math.ceil((publishedForMs - next.age_ms) / 1000) };
    }
    await transaction.query(
      `update identity_secret set retired_at = now()
       where kind = 'signing-key' and retired_at is null and signing_from is not null
         and id <> (select id from identity_secret where kind = 'signing-key' and retired_at is null
                    and signing_from is not null order by signing_from desc, id desc limit 1)`,
    );
    await transaction.query(`update identity_secret set signing_from = now() where id = $1`, [next.id]);
    return { signing: next.secret.kid ?? '', next: (await addNextKey(transaction)) ?? '' };
  });
}

/** The public half of each signing key, as a JWKS document publishes it. */
export function publicJwk(key: JWK): JWK {
  const { kty, n, e, kid, alg, use } = key;
  return { kty, n, e, kid, alg, use } as JWK;
}
