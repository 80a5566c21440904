import type { JWTPayload } from 'jose';
import type { Database } from '../database/database.js';
import { ACCOUNT_REVOCATION_CHANNEL } from './accountRevocation.js';
import type { AccessTokenVerifier, VerifiedToken } from './accessTokenVerifier.js';

interface AccountCutoff {
  readonly disabled: boolean;
  /** Tokens issued (`iat`) in an earlier second than this are refused… */
  readonly notBeforeSecond: number;
  /** …and those of the sessions ended (in that second too)… */
  readonly revokedSessions: ReadonlySet<string>;
  /** …except those of this session. */
  readonly keptSessionUid: string | undefined;
}

/** A cutoff older than a token's life (and the clocks' tolerance) refuses nothing a token's expiry does not. */
const CUTOFF_MARGIN_SECONDS = 60;

/**
 * The accounts whose access tokens the API refuses, in memory, so that the guard pays a map lookup and no
 * query per call: disabled accounts, and cutoffs before which an account's tokens were revoked. Read at
 * start; read again when a change is announced on the database (LISTEN/NOTIFY, from any instance or the
 * `users` command: milliseconds), and every `refreshMs` in case an announcement was lost
 * ([decision 0010](../../../docs/decisions/0010-revoked-tokens-in-memory-announced.md)).
 */
export class RevokedAccessTokens {
  private cutoffs = new Map<string, AccountCutoff>();
  private nextRead: Promise<void> | undefined;
  private lastRead: Promise<void> = Promise.resolve();
  private unsettled: Promise<void> | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  private timer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly database: Database,
    private readonly tokenSeconds: number,
  ) {}

  static async open(
    database: Database,
    options: { refreshMs: number; accessTokenSeconds: number },
  ): Promise<RevokedAccessTokens> {
    const list = new RevokedAccessTokens(database, options.accessTokenSeconds + CUTOFF_MARGIN_SECONDS);
    await list.refresh();
    list.stopListening = await database.listen(ACCOUNT_REVOCATION_CHANNEL, () => {
      list.refresh().catch(() => undefined);
    });
    // A failed read keeps the list as it was (/health reports the database); the next one tries again.
    list.timer = setInterval(
      () => list.refresh({ periodic: true }).catch(() => undefined),
      options.refreshMs,
    );
    list.timer.unref();
    return list;
  }

  /** Why these claims' token is refused, or undefined. */
  refusal(claims: JWTPayload): string | undefined {
    const cutoff = typeof claims.sub === 'string' ? this.cutoffs.get(claims.sub) : undefined;
    if (!cutoff) return undefined;
    if (cutoff.disabled) return 'This account is disabled.';
    const session = typeof claims.session_state === 'string' ? claims.session_state : undefined;
    if (session !== undefined && session === cutoff.keptSessionUid) return undefined;
    const ended =
      (claims.iat ?? 0) < cutoff.notBeforeSecond ||
      (session !== undefined && cutoff.revokedSessions.has(session));
    return ended ? 'This sign-in was ended: sign in again.' : undefined;
  }

  /**
   * Reads the list again, in a read that starts after this call: a caller that has just committed a change
   * sees it once this resolves. Calls while a read waits to start share it. Unless it is only the periodic
   * check, calls to the API wait for it (`pendingRead`).
   */
  refresh(options: { periodic?: boolean } = {}): Promise<void> {
    if (!this.nextRead) {
      const read = this.lastRead.then(() => {
        this.nextRead = undefined;
        return this.read();
      });
      this.nextRead = read;
      this.lastRead = read.catch(() => undefined);
    }
    const read = this.nextRead;
    if (!options.periodic) {
      this.unsettled = read;
      read
        .catch(() => undefined)
        .then(() => {
          if (this.unsettled === read) this.unsettled = undefined;
        });
    }
    return read;
  }

  /**
   * While a change that was heard is being read, the read to wait for before answering (so that a token is
   * not let through in the milliseconds between hearing and knowing); otherwise undefined.
   */
  pendingRead(): Promise<void> | undefined {
    return this.unsettled;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.stopListening?.();
  }

  private async read(): Promise<void> {
    const disabled = await this.database.query<{ id: string }>(
      'select id from app_user where disabled_at is not null',
    );
    const recent = await this.database.query<{
      account_id: string;
      not_before: number;
      revoked_session_uids: string[];
      kept_session_uid: string | null;
    }>(
      `select account_id, floor(extract(epoch from not_before))::float8 as not_before, revoked_session_uids,
         kept_session_uid
       from account_token_cutoff where not_before > now() - make_interval(secs => $1)`,
      [this.tokenSeconds],
    );
    const cutoffs = new Map<string, AccountCutoff>();
    for (const row of recent) {
      cutoffs.set(row.account_id, {
        disabled: false,
        notBeforeSecond: row.not_before,
        revokedSessions: new Set(row.revoked_session_uids),
        keptSessionUid: row.kept_session_uid ?? undefined,
      });
    }
    for (const { id } of disabled) {
      cutoffs.set(id, {
        disabled: true,
        notBeforeSecond: 0,
        revokedSessions: new Set(),
        keptSessionUid: undefined,
      });
    }
    this.cutoffs = cutoffs;
  }
}

/** The verifier, refusing also the tokens of disabled accounts and of ended sign-ins, on every call. */
export function refusingRevokedTokens(
  verify: AccessTokenVerifier,
  revoked: RevokedAccessTokens,
): AccessTokenVerifier {
  const checked = (verified: VerifiedToken): VerifiedToken => {
    const refusal = verified.ok ? revoked.refusal(verified.claims) : undefined;
    return refusal ? { ok: false, code: 'TOKEN_REVOKED', message: refusal } : verified;
  };
  return (authorization) => {
    const verified = verify(authorization);
    const reading = revoked.pendingRead();
    if (reading) {
      // A failed read leaves the list as it was: the token is checked against that.
      return Promise.all([verified, reading.catch(() => undefined)]).then(([result]) => checked(result));
    }
    return verified instanceof Promise ? verified.then(checked) : checked(verified);
  };
}
