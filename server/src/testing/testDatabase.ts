import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../database/database.js';
import { migrateDatabase } from '../database/migrate.js';
import { openPgliteDatabase } from '../database/pgliteDatabase.js';
import { openPostgresDatabase } from '../database/postgresDatabase.js';

/**
 * An empty migrated PGlite's data directory, made once per test worker (test files share their worker's
 * modules): each test file's database opens from it in about a second instead of running PostgreSQL's initdb
 * and the migrations, three to five seconds each.
 */
let migratedDirectory: Promise<Blob> | undefined;
function migratedPgliteDirectory(): Promise<Blob> {
  migratedDirectory ??= (async () => {
    const database = await openPgliteDatabase('memory');
    try {
      await migrateDatabase(database);
      return await database.dumpDataDirectory();
    } finally {
      await database.close();
    }
  })();
  // A failed attempt is not kept: the next file tries again.
  migratedDirectory.catch(() => (migratedDirectory = undefined));
  return migratedDirectory;
}

/**
 * The database under test: in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL server
 * (scripts/test.sh starts one), a fresh database on it, dropped when the test closes it.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openPgliteDatabase('memory', { from: await migratedPgliteDirectory() });
    // Nothing to apply: the copy is migrated. Run all the same, as a start does.
    await migrateDatabase(database);
    return database;
  }
  const created = await createServerTestDatabase(serverUrl);
  const database = await openPostgresDatabase(created.url);
  await migrateDatabase(database);
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/** A fresh, empty database on the PostgreSQL server at `serverUrl`: its URL, and how to drop it. */
export async function createServerTestDatabase(
  serverUrl: string,
): Promise<{ readonly url: string; drop(): Promise<void> }> {
  const name = `tsw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export function testDatabaseKind(): string {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}
