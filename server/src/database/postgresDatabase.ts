import pg from 'pg';
import type { Database, SqlExecutor } from './database.js';
import { listenOnPostgres } from './postgresListener.js';

/** A PostgreSQL server; several portal instances may share it. */
export async function openPostgresDatabase(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, an administrator, a dropped test database) is an 'error'
  // event on the pool; unhandled, it would stop the whole process. The pool drops that connection and opens
  // a new one for the next query, and a query in flight fails on its own.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL ended an idle connection: ${error.message}`);
  });
  // Fail at start, with the server's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const listeners = new Set<() => Promise<void>>();
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
    async listen(channel, heard) {
      const stop = await listenOnPostgres(url, channel, heard);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}
