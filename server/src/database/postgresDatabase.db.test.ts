import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createServerTestDatabase } from '../testing/testDatabase.js';
import { openPostgresDatabase } from './postgresDatabase.js';

const SERVER_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!SERVER_URL)('a PostgreSQL server database', () => {
  it('survives the server ending its idle connections, and answers the next query', async () => {
    const created = await createServerTestDatabase(SERVER_URL as string);
    const database = await openPostgresDatabase(created.url);
    try {
      expect(await database.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
      const admin = new pg.Client({ connectionString: SERVER_URL });
      await admin.connect();
      const name = new URL(created.url).pathname.slice(1);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
      // The ended connection's error arrives as an event; the process goes on.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await database.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
      await created.drop();
    }
  });

  it('hears notifications, and again after the server ended its listening connection', async () => {
    const created = await createServerTestDatabase(SERVER_URL as string);
    const database = await openPostgresDatabase(created.url);
    const warnings = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      let heard = 0;
      const stop = await database.listen('test_channel', () => heard++);
      await database.query(`select pg_notify('test_channel', '')`);
      await vi.waitFor(() => expect(heard).toBe(1));
      const admin = new pg.Client({ connectionString: SERVER_URL });
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen%'`,
        [new URL(created.url).pathname.slice(1)],
      );
      await admin.end();
      // Back, it says so (what was sent meanwhile is lost), then hears again.
      await vi.waitFor(() => expect(heard).toBe(2), { timeout: 5000 });
      await database.query(`select pg_notify('test_channel', '')`);
      await vi.waitFor(() => expect(heard).toBe(3));
      await stop();
      await database.query(`select pg_notify('test_channel', '')`);
      await database.query('select 1');
      expect(heard).toBe(3);
    } finally {
      warnings.mockRestore();
      await database.close();
      await created.drop();
    }
  });
});
