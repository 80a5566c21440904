import type { SqlExecutor } from '../database/database.js';

/**
 * Failed sign-ins allowed per account and per address within the window, counted in the database so
 * that every instance sees them. Past the limit, attempts are refused until the window ends, whatever
 * the password: a guesser gets five tries per quarter hour per account.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  failuresPerAccount: 5,
  failuresPerAddress: 30,
  /** Accounts created from one address in a window: a family or an office, not a script filling the table. */
  signUpsPerAddress: 10,
} as const;

interface CountedKey {
  readonly key: string;
  readonly limit: number;
}

export interface ThrottleSubjects {
  /** The account as `throttledAccountOf` names it. */
  readonly account: string;
  readonly address: string;
}

/**
 * What an account's attempts are counted under: the account found, however it was named (its username or
 * its email address, in any case), so that alternating them gives a guesser no more tries; a login that
 * names no account, as typed (without case).
 */
export function throttledAccountOf(account: { id: string } | undefined, login: string): string {
  return account ? `id:${account.id}` : `login:${login.trim().toLowerCase()}`;
}

function keysOf(subjects: ThrottleSubjects): CountedKey[] {
  return [
    { key: `account:${subjects.account}`, limit: LOGIN_THROTTLE.failuresPerAccount },
    { key: `address:${subjects.address}`, limit: LOGIN_THROTTLE.failuresPerAddress },
  ];
}

/**
 * Counts an attempt against the account and the address before its password is checked, and says whether it
 * may go on: milliseconds until another attempt is allowed, 0 when this one may go ahead. The count and the
 * check are one statement, so parallel guesses each see the others' counts: a check made before a slow hash,
 * with the failure recorded after it, let fifty parallel guesses all through. A right password gives its
 * attempt back (`loginSucceeded`); a refused one stays counted, without extending the window.
 */
export function reserveLoginAttempt(
  executor: SqlExecutor,
  subjects: ThrottleSubjects,
  now: Date,
): Promise<number> {
  return countAttempt(executor, keysOf(subjects), now);
}

/** Counts a sign-up from an address, as `reserveLoginAttempt` counts a sign-in; every one counts. */
export function reserveSignUp(executor: SqlExecutor, address: string, now: Date): Promise<number> {
  return countAttempt(
    executor,
    [{ key: `sign-up:${address}`, limit: LOGIN_THROTTLE.signUpsPerAddress }],
    now,
  );
}

async function countAttempt(executor: SqlExecutor, keys: readonly CountedKey[], now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const values = keys.map((_, index) => `($${index + 3}, 1, $1)`).join(', ');
  // `failures` counts the window's attempts not proven right. A window that has ended starts again at one.
  const rows = await executor.query<{ subject: string; failures: number; window_started_at: Date }>(
    `insert into login_failure (subject, failures, window_started_at) values ${values}
     on conflict (subject) do update set
       failures = case when login_failure.window_started_at <= $2 then 1 else login_failure.failures + 1 end,
       window_started_at = case when login_failure.window_started_at <= $2 then $1 else login_failure.window_started_at end
     returning subject, failures, window_started_at`,
    [now, windowStart, ...keys.map(({ key }) => key)],
  );
  let wait = 0;
  for (const { key, limit } of keys) {
    const row = rows.find((found) => found.subject === key);
    if (!row || row.failures <= limit) continue;
    const ends = new Date(row.window_started_at).getTime() + LOGIN_THROTTLE.windowMs;
    wait = Math.max(wait, ends - now.getTime(), 1);
  }
  return wait;
}

/**
 * A right password: the account's count clears, and the address gets its attempt back. The address's count
 * is not cleared (one success should not reset a spray over many accounts), and colleagues signing in behind
 * one address do not use it up.
 */
export async function loginSucceeded(executor: SqlExecutor, subjects: ThrottleSubjects): Promise<void> {
  const [account, address] = keysOf(subjects);
  await executor.query('delete from login_failure where subject = $1', [account?.key]);
  await executor.query('update login_failure set failures = greatest(failures - 1, 0) where subject = $1', [
    address?.key,
  ]);
}
