import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, SqlExecutor } from './database.js';
import { dataDirectoryLock } from './dataDirectoryLock.js';
import { createPgliteDirectoryIfNone } from './pgliteDirectoryCreation.js';

/**
 * Embedded PostgreSQL persisted in a directory. PGlite runs one statement at a time in this process, so
 * the directory is locked against a second process (a second server or an import) opening it too.
 */
/** An embedded database whose whole data directory can be copied out, to open another from it. */
export interface PgliteDatabase extends Database {
  dumpDataDirectory(): Promise<Blob>;
}

/**
 * PostgreSQL's buffer cache inside PGlite's WebAssembly memory. PGlite's default, 128 MB, is touched whole
 * once a first start has loaded the shipped data, and WebAssembly memory is never given back: it was the
 * largest part of the portal's resident memory (issue 48). The portal's tables hold about 25 MB, its hot
 * reference data is served from memory copies, and a page not in the cache is read from the operating
 * system's file cache: 32 MB leaves every table cached and takes about 100 MB less.
 */
const PGLITE_START_PARAMETERS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * `from`, for a database in memory, is another one's data directory (`dumpDataDirectory`): opening from it
 * skips PostgreSQL's initdb, which takes seconds (the tests open one per file from a migrated copy).
 */
export async function openPgliteDatabase(
  directory: string | 'memory',
  options: { from?: Blob } = {},
): Promise<PgliteDatabase> {
  let releaseLock = () => {};
  let pglite: PGlite;
  if (directory === 'memory') {
    pglite = new PGlite({
      startParams: PGLITE_START_PARAMETERS,
      ...(options.from ? { loadDataDir: options.from } : {}),
    });
  } else {
    mkdirSync(directory, { recursive: true });
    releaseLock = dataDirectoryLock(directory);
    const pgdata = `${directory}/pgdata`;
    try {
      await createPgliteDirectoryIfNone(pgdata, PGLITE_START_PARAMETERS);
    } catch (error) {
      releaseLock();
      throw error;
    }
    pglite = new PGlite(pgdata, { startParams: PGLITE_START_PARAMETERS });
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
    dumpDataDirectory: () => pglite.dumpDataDir('none'),
    async close() {
      await pglite.close();
      releaseLock();
    },
  };
}
