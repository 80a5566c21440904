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
  close(): Promise<void>;
}
