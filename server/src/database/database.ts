/**
 * The one way the server talks to PostgreSQL, whether embedded (PGlite) or a server (`DATABASE_URL`).
 * Every statement takes bound parameters; SQL text is never built from input.
 */
export interface SqlExecutor {
  query<Row extends object>(sql: string, parameters?: readonly unknown[]): Promise<Row[]>;
  /** Runs several statements with no parameters: for migrations only. */
  runScript(sql: string): Promise<void>;
}

export interface Database extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: it commits when `work` resolves and rolls back when it throws. */
  transaction<Result>(work: (transaction: SqlExecutor) => Promise<Result>): Promise<Result>;
  /**
   * Calls `heard` after each commit that ran `notify <channel>`, in this process or any other on the same
   * database, and also after a lost listening connection is back (what was sent meanwhile is lost). Resolves
   * once listening; the function it gives stops. The channel is a constant, never input.
   */
  listen(channel: string, heard: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
