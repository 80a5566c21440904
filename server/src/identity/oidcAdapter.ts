import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../database/database.js';

interface PayloadRow {
  payload: AdapterPayload;
  consumed_at: Date | null;
}

/**
 * A request's parameters (a state, a nonce) are kept in the payload as sent; PostgreSQL's JSON holds no
 * U+0000, so that character is kept as U+FFFD rather than failing the sign-in with a server error.
 */
function withoutNul(_key: string, value: unknown): unknown {
  return typeof value === 'string' && value.includes('\u0000') ? value.replaceAll('\u0000', '\ufffd') : value;
}

/**
 * Stores the provider's sessions, grants, codes and tokens in PostgreSQL, so a restart keeps people
 * signed in and instances sharing one database share them. Expired rows read as absent and are swept
 * now and then.
 */
export function oidcAdapterFactory(database: Database): (model: string) => Adapter {
  let writesSinceSweep = 0;
  const sweep = async () => {
    writesSinceSweep = 0;
    await database.query('delete from oidc_payload where expires_at < now()');
  };

  const findWhere = async (model: string, column: 'id' | 'uid' | 'user_code', value: string) => {
    // PostgreSQL's text holds no U+0000: a key with it (a client id sent as "%00") names no row.
    if (value.includes('\u0000')) return undefined;
    const [row] = await database.query<PayloadRow>(
      `select payload, consumed_at from oidc_payload
       where model = $1 and ${column} = $2 and (expires_at is null or expires_at > now())`,
      [model, value],
    );
    if (!row) return undefined;
    return row.consumed_at
      ? { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) }
      : row.payload;
  };

  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      await database.query(
        `insert into oidc_payload (model, id, payload, grant_id, user_code, uid, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
        [
          model,
          id,
          JSON.stringify(payload, withoutNul),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expiresAt,
        ],
      );
      if (++writesSinceSweep >= 500) await sweep();
    },
    find: (id) => findWhere(model, 'id', id),
    findByUid: (uid) => findWhere(model, 'uid', uid),
    findByUserCode: (userCode) => findWhere(model, 'user_code', userCode),
    async consume(id) {
      await database.query('update oidc_payload set consumed_at = now() where model = $1 and id = $2', [
        model,
        id,
      ]);
    },
    async destroy(id) {
      await database.query('delete from oidc_payload where model = $1 and id = $2', [model, id]);
    },
    async revokeByGrantId(grantId) {
      await database.query('delete from oidc_payload where grant_id = $1', [grantId]);
    },
  });
}
