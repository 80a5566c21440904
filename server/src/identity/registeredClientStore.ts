import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { ClientApproval } from '@tsw/domain';
import type { SqlExecutor } from '../database/database.js';
import { REGISTERED_CLIENT_MARK } from './registeredClientPolicy.js';

/**
 * How long a client that registered itself is kept after its last use (an abandoned registration goes), and
 * how long a person's approval of it is remembered from the day it was given: after three months the person
 * is asked again.
 */
export const REGISTERED_CLIENT_IDLE_SECONDS = 90 * 24 * 3600;

/** A client's lease is renewed at most once a day, so that a token request seldom writes. */
const LEASE_RENEWAL_SECONDS = 24 * 3600;

const leaseEnd = () => new Date(Date.now() + REGISTERED_CLIENT_IDLE_SECONDS * 1000);

/**
 * The provider's store of clients that registered themselves: rows of `oidc_payload` (model `Client`) like
 * its other state, so every instance and a restart see them. Each is kept `REGISTERED_CLIENT_IDLE_SECONDS`
 * past its last authorization or token request, then swept with the provider's other expired rows.
 */
export function registeredClientAdapter(database: SqlExecutor): Adapter {
  const none = async () => undefined;
  return {
    async find(id) {
      if (id.includes('\u0000')) return undefined;
      const [row] = await database.query<{ payload: AdapterPayload; expires_at: Date }>(
        `select payload, expires_at from oidc_payload
         where model = 'Client' and id = $1 and expires_at > now()`,
        [id],
      );
      if (!row) return undefined;
      if (row.expires_at.getTime() < leaseEnd().getTime() - LEASE_RENEWAL_SECONDS * 1000) {
        await database.query(`update oidc_payload set expires_at = $2 where model = 'Client' and id = $1`, [
          id,
          leaseEnd(),
        ]);
      }
      return row.payload;
    },
    async upsert(id, payload) {
      await database.query(
        `insert into oidc_payload (model, id, payload, expires_at) values ('Client', $1, $2, $3)
         on conflict (model, id) do update set payload = excluded.payload, expires_at = excluded.expires_at`,
        [id, JSON.stringify(payload), leaseEnd()],
      );
    },
    async destroy(id) {
      await database.query(`delete from oidc_payload where model = 'Client' and id = $1`, [id]);
    },
    findByUid: none,
    findByUserCode: none,
    consume: none,
    revokeByGrantId: none,
  };
}

interface ApprovalRow {
  client_id: string;
  client: { client_name?: string; redirect_uris?: string[] };
  approved_at: number | null;
  expires_at: Date;
}

/** The hosts of a client's redirect URIs, each once, as the consent page and the account name them. */
export function redirectHostsOf(redirectUris: readonly string[] | undefined): string[] {
  return [...new Set((redirectUris ?? []).map((uri) => URL.parse(uri)?.host ?? uri))];
}

/** The clients (that registered themselves) a person has approved and not withdrawn, newest first. */
export async function clientApprovalsOf(database: SqlExecutor, accountId: string): Promise<ClientApproval[]> {
  const rows = await database.query<ApprovalRow>(
    `select grant_row.payload ->> 'clientId' as client_id, client_row.payload as client,
            (grant_row.payload ->> 'iat')::bigint as approved_at, grant_row.expires_at
     from oidc_payload grant_row
     join oidc_payload client_row
       on client_row.model = 'Client' and client_row.id = grant_row.payload ->> 'clientId'
     where grant_row.model = 'Grant' and grant_row.payload ? 'accountId'
       and grant_row.payload ->> 'accountId' = $1 and grant_row.expires_at > now()
       and client_row.payload ->> $2 = 'true'
     order by approved_at desc nulls last`,
    [accountId, REGISTERED_CLIENT_MARK],
  );
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    if (seen.has(row.client_id)) return [];
    seen.add(row.client_id);
    return [
      {
        clientId: row.client_id,
        clientName: row.client.client_name ?? null,
        redirectHosts: redirectHostsOf(row.client.redirect_uris),
        approvedAt: new Date((row.approved_at ?? 0) * 1000).toISOString(),
        expiresAt: row.expires_at.toISOString(),
      },
    ];
  });
}

/** The newest grant a person gave a client that is still in force: their approval, remembered across sign-ins. */
export async function approvedGrantIdOf(
  database: SqlExecutor,
  accountId: string,
  clientId: string,
): Promise<string | undefined> {
  const [row] = await database.query<{ id: string }>(
    `select id from oidc_payload
     where model = 'Grant' and payload ? 'accountId' and payload ->> 'accountId' = $1
       and payload ->> 'clientId' = $2 and expires_at > now()
     order by (payload ->> 'iat')::bigint desc limit 1`,
    [accountId, clientId],
  );
  return row?.id;
}

/**
 * Withdraws a person's approval of a client: their grants to it end, and with them its codes and refresh
 * tokens. Its access tokens already issued last until they expire (AUTH_ACCESS_TOKEN_SECONDS). Whether
 * there was any to withdraw.
 */
export async function withdrawClientApproval(
  database: SqlExecutor,
  accountId: string,
  clientId: string,
): Promise<boolean> {
  const grants = await database.query<{ id: string }>(
    `delete from oidc_payload
     where model = 'Grant' and payload ? 'accountId' and payload ->> 'accountId' = $1
       and payload ->> 'clientId' = $2
     returning id`,
    [accountId, clientId],
  );
  if (grants.length === 0) return false;
  await database.query(`delete from oidc_payload where grant_id = any($1::text[])`, [
    grants.map((grant) => grant.id),
  ]);
  return true;
}
