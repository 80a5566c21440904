import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../testing/testDatabase.js';
import type { Database } from './database.js';
import { EditedMigrationError, migrateDatabase } from './migrate.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe(`migrateDatabase on ${testDatabaseKind()}`, () => {
  it('records each migration once and applies nothing the second time', async () => {
    const applied = await database.query<{ version: string }>(
      'select version from schema_migration order by version',
    );
    expect(applied.map((row) => row.version)).toContain('0001_reference_records');
    expect(await migrateDatabase(database)).toEqual([]);
  });

  it('refuses to start when a released migration was edited', async () => {
    await database.query(
      "update schema_migration set checksum = 'edited' where version = '0001_reference_records'",
    );
    await expect(migrateDatabase(database)).rejects.toThrow(EditedMigrationError);
  });
});
