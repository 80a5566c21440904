import type { Database, SqlExecutor } from '../database/database.js';
import { hashPassword } from './passwordHash.js';
import { setPasswordHash } from './userStore.js';

/** Announces a change to the accounts or sign-ins refused: every instance reads them again on it. */
export const ACCOUNT_REVOCATION_CHANNEL = 'account_revocation';

/** The grants the session of this uid holds, one per client (the provider keeps them in the session). */
async function grantsOfSession(executor: SqlExecutor, sessionUid: string | undefined): Promise<string[]> {
  if (!sessionUid) return [];
  const [session] = await executor.query<{
    payload: { authorizations?: Record<string, { grantId?: string }> };
  }>(`select payload from oidc_payload where model = 'Session' and uid = $1`, [sessionUid]);
  return Object.values(session?.payload.authorizations ?? {}).flatMap((authorization) =>
    authorization.grantId ? [authorization.grantId] : [],
  );
}

/**
 * Ends an account's sessions, grants, codes and refresh tokens, except the session `keptSessionUid` (where
 * its password was just changed) and that session's grants; and refuses, on every instance, the account's
 * access tokens issued until now, except that session's. A token's `iat` counts whole seconds: those of this
 * second are told apart by their session, ended or new.
 */
export async function revokeSessions(
  executor: SqlExecutor,
  accountId: string,
  keptSessionUid?: string,
): Promise<void> {
  const keptGrants = await grantsOfSession(executor, keptSessionUid);
  const ended = await executor.query<{ uid: string }>(
    `delete from oidc_payload
     where payload ? 'accountId' and payload ->> 'accountId' = $1
       and not (model = 'Session' and uid is not distinct from $2)
       and (coalesce(grant_id, case when model = 'Grant' then id end) = any($3::text[])) is not true
     returning case when model = 'Session' then uid end as uid`,
    [accountId, keptSessionUid ?? null, keptGrants],
  );
  // A second cutoff in the same second keeps the sessions the first one ended.
  await executor.query(
    `insert into account_token_cutoff (account_id, not_before, revoked_session_uids, kept_session_uid)
     values ($1, now(), $2, $3)
     on conflict (account_id) do update set
       not_before = excluded.not_before,
       kept_session_uid = excluded.kept_session_uid,
       revoked_session_uids = excluded.revoked_session_uids ||
         case when account_token_cutoff.not_before >= date_trunc('second', excluded.not_before)
              then account_token_cutoff.revoked_session_uids else '{}' end`,
    [accountId, ended.flatMap((row) => (row.uid ? [row.uid] : [])), keptSessionUid ?? null],
  );
  await executor.query(`select pg_notify($1, '')`, [ACCOUNT_REVOCATION_CHANNEL]);
}

/**
 * Sets a new password and, in the same transaction, ends the account's sessions but `keptSessionUid` (the one
 * the change was made in, if any): whoever else knew the old password is signed out.
 */
export async function changePassword(
  database: Database,
  accountId: string,
  password: string,
  keptSessionUid?: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await database.transaction(async (transaction) => {
    await setPasswordHash(transaction, accountId, passwordHash);
    await revokeSessions(transaction, accountId, keptSessionUid);
  });
}

/**
 * Disables an account (it cannot sign in, and every session and token it has ends), or enables it again
 * (it signs in anew: what it had stays ended).
 */
export async function setAccountDisabled(database: Database, accountId: string, disabled: boolean) {
  await database.transaction((transaction) => setAccountDisabledIn(transaction, accountId, disabled));
}

/** `setAccountDisabled` within a transaction the caller holds (which checked the administrators first). */
export async function setAccountDisabledIn(transaction: SqlExecutor, accountId: string, disabled: boolean) {
  await transaction.query(
    `update app_user set disabled_at = case when $2 then coalesce(disabled_at, now()) end, updated_at = now()
     where id = $1`,
    [accountId, disabled],
  );
  if (disabled) await revokeSessions(transaction, accountId);
  else await transaction.query(`select pg_notify($1, '')`, [ACCOUNT_REVOCATION_CHANNEL]);
}
