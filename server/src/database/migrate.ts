import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { Database } from './database.js';

const MIGRATIONS_DIRECTORY = new URL('../../migrations/', import.meta.url);

/** Any constant: instances starting together on one PostgreSQL take turns applying migrations. */
const MIGRATION_LOCK_KEY = 4_270_301;

export class EditedMigrationError extends Error {}

interface Migration {
  version: string;
  sql: string;
  checksum: string;
}

function migrationsOnDisk(): Migration[] {
  return readdirSync(MIGRATIONS_DIRECTORY)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => {
      const sql = readFileSync(new URL(name, MIGRATIONS_DIRECTORY), 'utf8');
      return {
        version: name.replace(/\.sql$/, ''),
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    });
}

/**
 * Applies the migrations not yet recorded, in order, in one transaction. A released migration is never
 * edited: one whose file no longer matches what was applied stops the start.
 */
export async function migrateDatabase(database: Database): Promise<string[]> {
  const migrations = migrationsOnDisk();
  return database.transaction(async (transaction) => {
    await transaction.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await transaction.query(`
      create table if not exists schema_migration (
        version text primary key,
        checksum text not null,
        applied_at timestamptz not null default now()
      )`);
    const applied = new Map(
      (
        await transaction.query<{ version: string; checksum: string }>(
          'select version, checksum from schema_migration',
        )
      ).map((row) => [row.version, row.checksum]),
    );
    const newlyApplied: string[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.version);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new EditedMigrationError(
            `Migration ${migration.version} was edited after it was applied; add a new migration instead.`,
          );
        }
        continue;
      }
      await transaction.runScript(migration.sql);
      await transaction.query('insert into schema_migration (version, checksum) values ($1, $2)', [
        migration.version,
        migration.checksum,
      ]);
      newlyApplied.push(migration.version);
    }
    return newlyApplied;
  });
}
