import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.js';
import { openTestDatabase, testDatabaseKind } from '../testing/testDatabase.js';
import { createTestUser } from '../testing/testUsers.js';
import { helpDeskQuestionsOf } from './helpDeskStore.js';

const MIGRATION = readFileSync(
  new URL('../../migrations/0012_help_desk_asker_sub.sql', import.meta.url),
  'utf8',
);

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe(`questions keyed by their asker's subject (migration 0012) on ${testDatabaseKind()}`, () => {
  it('gives the questions asked before it to the account of their name, and keeps the others by name', async () => {
    const known = await createTestUser(database, 'known-trader', ['trader']);
    // The table as it was before 0012: questions named by their asker's username only.
    await database.runScript('alter table help_desk_question drop column asker_sub');
    const ask = (id: string, username: string) =>
      database.query(`insert into help_desk_question (id, username, question) values ($1, $2, 'Before')`, [
        id,
        username,
      ]);
    await ask('00000000-0000-4000-8000-000000000001', 'known-trader');
    await ask('00000000-0000-4000-8000-000000000002', 'keycloak-user');
    await database.runScript(MIGRATION);

    const rows = await database.query<{ id: string; asker_sub: string | null }>(
      'select id, asker_sub from help_desk_question order by id',
    );
    expect(rows).toEqual([
      { id: '00000000-0000-4000-8000-000000000001', asker_sub: known.id },
      { id: '00000000-0000-4000-8000-000000000002', asker_sub: null },
    ]);
    const ownersOf = async (sub: string, username: string) =>
      (await helpDeskQuestionsOf(database, { sub, username })).map((question) => question.id);
    expect(await ownersOf(known.id, 'known-trader')).toEqual(['00000000-0000-4000-8000-000000000001']);
    // Another account that takes the name later does not get the question its subject does not own.
    expect(await ownersOf('another-subject', 'known-trader')).toEqual([]);
    expect(await ownersOf('a-keycloak-subject', 'keycloak-user')).toEqual([
      '00000000-0000-4000-8000-000000000002',
    ]);
  });
});
