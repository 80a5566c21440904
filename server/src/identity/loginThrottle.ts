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
} as const;

export interface ThrottleSubjects {
  readonly account: string;
  readonly address: string;
}

function keysOf(subjects: ThrottleSubjects) {
  return [
    { key: `account:${subjects.account.trim().toLowerCase()}`, limit: LOGIN_THROTTLE.failuresPerAccount },
    { key: `address:${subjects.address}`, limit: LOGIN_THROTTLE.failuresPerAddress },
  ];
}

/** Milliseconds until another attempt is allowed; 0 when it is allowed now. */
export async function loginWaitMs(
  executor: SqlExecutor,
  subjects: ThrottleSubjects,
  now: Date,
): Promise<number> {
  let wait = 0;
  for (const { key, limit } of keysOf(subjects)) {
    const [row] = await executor.query<{ failures: number; window_started_at: Date }>(
      'select failures, window_started_at from login_failure where subject = $1',
      [key],
    );
    if (!row || row.failures < limit) continue;
    const ends = new Date(row.window_started_at).getTime() + LOGIN_THROTTLE.windowMs;
    wait = Math.max(wait, ends - now.getTime());
  }
  return wait;
}

export async function recordLoginFailure(
  executor: SqlExecutor,
  subjects: ThrottleSubjects,
  now: Date,
): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  for (const { key } of keysOf(subjects)) {
    // A window that has ended starts again at one failure.
    await executor.query(
      `insert into login_failure (subject, failures, window_started_at) values ($1, 1, $2)
       on conflict (subject) do update set
         failures = case when login_failure.window_started_at <= $3 then 1 else login_failure.failures + 1 end,
         window_started_at = case when login_failure.window_started_at <= $3 then $2 else login_failure.window_started_at end`,
      [key, now, windowStart],
    );
  }
}

/** A successful sign-in clears the account's count (not the address's: one success should not reset a spray). */
export async function clearLoginFailures(executor: SqlExecutor, subjects: ThrottleSubjects): Promise<void> {
  await executor.query('delete from login_failure where subject = $1', [keysOf(subjects)[0]?.key]);
}
