import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testFolder } from '../testing/temporaryFolder.js';
import { openPgliteDatabase } from './pgliteDatabase.js';

describe('openPgliteDatabase in a directory', () => {
  it('creates the database apart on first opening, then opens what it made', async () => {
    const directory = testFolder('tsw-pglite-');
    const first = await openPgliteDatabase(directory);
    await first.runScript('CREATE TABLE kept (note text); INSERT INTO kept VALUES ($$stays$$);');
    // PostgreSQL's buffer cache is the portal's own size, not PGlite's default (issue 48).
    expect(await first.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '32MB' }]);
    await first.close();
    expect(existsSync(join(directory, 'pgdata', 'PG_VERSION'))).toBe(true);

    const again = await openPgliteDatabase(directory);
    expect(await again.query('SELECT note FROM kept')).toEqual([{ note: 'stays' }]);
    await again.close();
  }, 60_000);

  it('says where creating the database failed, and leaves the directory unlocked', async () => {
    const directory = testFolder('tsw-pglite-');
    // A file where the database's directory should be: initdb cannot make it.
    writeFileSync(join(directory, 'pgdata'), 'not a directory');
    await expect(openPgliteDatabase(directory)).rejects.toThrow(
      /Creating the embedded database in .*pgdata failed/,
    );
    expect(existsSync(join(directory, 'portal.lock'))).toBe(false);
  }, 60_000);
});
