import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, SqlExecutor } from './database.js';
import { dataDirectoryLock } from './dataDirectoryLock.js';

/**
 * Embedded PostgreSQL persisted in a directory. PGlite runs one statement at a time in this process, so
 * the directory is locked against a second process (a second server or an import) opening it too.
 */
export async function openPgliteDatabase(directory: string | 'memory'): Promise<Database> {
  let releaseLock = () => {};
  let pglite: PGlite;
  if (directory === 'memory') {
    pglite = new PGlite();
  } else {
    mkdirSync(directory, { recursive: true });
    releaseLock = dataDirectoryLock(directory);
    pglite = new PGlite(`${directory}/pgdata`);
  }
  try {
    await pglite.waitReady;
  } catch (error) {
    releaseLock();
    throw error;
  }
  const executor = (target: Pick<PGlite, 'query' | 'exec'>): SqlExecutor => ({
    async query<Row extends object>(sql: string, parameters: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, [...parameters]);
      return result.rows;
    },
    async runScript(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...executor(pglite),
    transaction: (work) => pglite.transaction((transaction) => work(executor(transaction))),
    // One process holds the database, so every notification is sent from this one: none is ever lost.
    async listen(channel, heard) {
      const stop = await pglite.listen(channel, () => heard());
      return () => stop();
    },
    async close() {
      await pglite.close();
      releaseLock();
    },
  };
}
