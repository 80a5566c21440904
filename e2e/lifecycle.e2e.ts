import { spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { readFileSync, rmSync } from 'node:fs';
import { fetchTransport, SignInFlow } from '@tsw/server/testing/signInFlow';
import { describe, expect, it } from 'vitest';
import { PORTAL_STARTING_TEST_TIMEOUT_MS, startFilePortal, startPortal } from './support/portal.js';

const SERVER_ENTRY = new URL('../server/dist/main.js', import.meta.url).pathname;
/** The French home page's title for a portal of Nigeria. */
const french = JSON.parse(
  readFileSync(new URL('../web/shared/i18n/locales/fr.json', import.meta.url), 'utf8'),
) as { home: { title: string }; country: { NG: string } };
const NIGERIA_HOME_TITLE = french.home.title.replace('{{country}}', french.country.NG);

describe('the portal process', () => {
  it('refuses to start on bad configuration, naming each bad variable', () => {
    const result = spawnSync(process.execPath, [SERVER_ENTRY], {
      env: { ...process.env, PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://db' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL']) expect(result.stderr).toContain(name);
  });

  it(
    'finishes the requests in flight when it is stopped, and keeps its data for the next start',
    { timeout: PORTAL_STARTING_TEST_TIMEOUT_MS },
    async () => {
      // From the run's template: its start in the global setup was a real first start, loading the data.
      const portal = await startFilePortal({ LOG_LEVEL: 'warn' }, { keepData: true });
      try {
        const flow = new SignInFlow(fetchTransport(portal.url), {
          publicUrl: portal.url,
          username: 'trader',
          password: 'trader-sample',
        });
        const authorization = `Bearer ${(await flow.signIn()).tokens.access_token}`;
        // A request whose body is still arriving when the stop comes: it is in flight at the server.
        const body = JSON.stringify({
          max: 5,
          restrictions: [{ field: 'code', operator: 'STARTS_WITH', value: '85' }],
        });
        const answer = new Promise<{ status: number; totalCount: number }>((resolve, reject) => {
          const request = httpRequest(`${portal.url}/rimm-server/commodity/search`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              authorization,
            },
          });
          request.on('response', (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                totalCount: (JSON.parse(text) as { totalCount: number }).totalCount,
              }),
            );
          });
          request.on('error', reject);
          request.write(body.slice(0, 10));
          setTimeout(() => request.end(body.slice(10)), 500);
        });
        await new Promise((resolve) => setTimeout(resolve, 200));
        const stopped = portal.stop();
        expect(await answer).toMatchObject({ status: 200, totalCount: expect.any(Number) });
        await stopped;
        // Once stopped, it takes no new request.
        await expect(fetch(`${portal.url}/health`)).rejects.toThrow();

        // A second start opens the same database: the sample data is there, not loaded again. It reads its
        // settings anew: another country, without a rebuild, names the portal on the pages it draws.
        const again = await startPortal(
          { LOG_LEVEL: 'warn', PORT: new URL(portal.url).port, COUNTRY: 'NG' },
          { dataDirectory: portal.dataDirectory },
        );
        const dataSets = (await (await fetch(`${again.url}/api/data-sets`)).json()) as {
          dataSets: unknown[];
        };
        expect(dataSets.dataSets.length).toBeGreaterThan(20);
        const home = await (await fetch(`${again.url}/fr/`)).text();
        expect(home.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]).toBe(NIGERIA_HOME_TITLE);
        await again.stop();
      } finally {
        rmSync(portal.dataDirectory, { recursive: true, force: true });
      }
    },
  );
});
