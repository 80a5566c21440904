import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startPortalProcess } from '../testing/portalProcess.js';
import { fetchTransport, SignInFlow } from '../testing/signInFlow.js';
import { createServerTestDatabase } from '../testing/testDatabase.js';

const SERVER_URL = process.env.TEST_DATABASE_URL;

/** The processes a process started (Linux). */
function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
}

async function until<T>(read: () => T, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// Several processes need a PostgreSQL server: this runs in the PostgreSQL pass of scripts/test.sh.
describe.skipIf(!SERVER_URL)('the portal as several worker processes (WORKERS)', () => {
  it('answers from its workers, replaces one that dies, and stops them all on SIGTERM', async () => {
    const database = await createServerTestDatabase(SERVER_URL as string);
    try {
      const portal = await startPortalProcess({
        ...process.env,
        DATABASE_URL: database.url,
        WORKERS: '2',
        LOG_LEVEL: 'info',
      });
      await until(portal.output, (output) => output.includes('every worker is ready'));
      const workers = childrenOf(portal.pid);
      expect(workers).toHaveLength(2);
      const flow = new SignInFlow(fetchTransport(portal.url), {
        publicUrl: portal.url,
        username: 'trader',
        password: 'trader-sample',
      });
      const authorization = `Bearer ${(await flow.signIn()).tokens.access_token}`;
      // Each request on its own connection: the supervisor hands connections to the workers in turn.
      const search = async () =>
        (
          await fetch(`${portal.url}/api/tariff/search?q=8471`, {
            headers: { authorization, connection: 'close' },
          })
        ).status;
      expect(await Promise.all(Array.from({ length: 8 }, search))).toEqual(Array(8).fill(200));

      process.kill(workers[0] as number, 'SIGKILL');
      const replaced = await until(
        () => childrenOf(portal.pid),
        (pids) => pids.length === 2 && !pids.includes(workers[0] as number),
      );
      expect(replaced).toContain(workers[1]);
      await until(portal.output, (output) => output.split('every worker is ready').length === 3);
      expect(await Promise.all(Array.from({ length: 8 }, search))).toEqual(Array(8).fill(200));

      expect(await portal.stop()).toBe(0);
      for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
    } finally {
      await database.drop();
    }
  }, 120_000);
});
