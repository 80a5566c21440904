import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteStoreIn } from './siteStore.js';

/**
 * A process that starts writing the kept site aside, as a portal does, and stays in the middle of it: a
 * first part written, the file still open, until it is killed.
 */
function writerCaughtMidWrite(directory: string): Promise<{ child: ChildProcess; aside: string }> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const fs = require('node:fs');
       const fd = fs.openSync(require('node:path').join(process.argv[1], 'generated-site.json.' + process.pid + '.tmp'), 'w');
       fs.writeSync(fd, '{"format":1,"context":"c","pages":[' + '["/en/news",{}],'.repeat(10000));
       console.log('writing');
       setInterval(() => {}, 1000);`,
      directory,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve) =>
    child.stdout?.once('data', () => resolve({ child, aside: `generated-site.json.${child.pid}.tmp` })),
  );
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('the pages kept for the next start', () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'tsw-site-store-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('removes the copy a process killed mid-write left aside, and keeps a live writer’s', async () => {
    const dead = await writerCaughtMidWrite(directory);
    await killed(dead.child);
    const live = await writerCaughtMidWrite(directory);
    try {
      const store = siteStoreIn(directory);
      await store.write({ context: 'after the crash', pages: [] });

      expect(existsSync(join(directory, dead.aside))).toBe(false);
      expect(existsSync(join(directory, live.aside))).toBe(true);
      expect(readdirSync(directory).sort()).toEqual(['generated-site.json', live.aside]);
      expect(await store.read()).toMatchObject({ context: 'after the crash', pages: [] });
    } finally {
      await killed(live.child);
    }
  });
});
