import pg from 'pg';
import type { Database, SqlExecutor } from './database.js';

/** A PostgreSQL server; several portal instances may share it. */
export async function openPostgresDatabase(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Fail at start, with the server's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const executor = (target: pg.Pool | pg.PoolClient): SqlExecutor => ({
    async query<Row extends object>(sql: string, parameters: readonly unknown[] = []) {
      const result = await target.query<Row & pg.QueryResultRow>(sql, [...parameters]);
      return result.rows;
    },
    async runScript(sql: string) {
      await target.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...executor(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(executor(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
