import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../database/database.js';
import { migrateDatabase } from '../database/migrate.js';
import { openPgliteDatabase } from '../database/pgliteDatabase.js';
import { openPostgresDatabase } from '../database/postgresDatabase.js';

/**
 * The database under test: in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL server
 * (scripts/test.sh starts one), a fresh database on it, dropped when the test closes it.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openPgliteDatabase('memory');
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
