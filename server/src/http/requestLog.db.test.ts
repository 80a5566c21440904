import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';

describe("the portal's request logs", () => {
  const lines: string[] = [];
  let portal: TestPortal;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    portal = await openTestPortal({ logger: { level: 'info', stream } });
  });
  afterAll(() => portal.close());

  it('never hold a sign-in code, a state or a token from a query', async () => {
    await portal.app.inject({
      method: 'GET',
      url: '/realms/tsw/protocol/openid-connect/logout?id_token_hint=eyJSECRETHINT&state=SECRETSTATE',
    });
    await portal.app.inject({ method: 'GET', url: '/auth/callback?code=SECRETCODE&state=SECRETSTATE2' });
    const logged = lines.join('');
    expect(logged).toContain('/auth/callback?code=[redacted]&state=[redacted]');
    expect(logged).toContain('id_token_hint=[redacted]');
    expect(logged).not.toMatch(/SECRET/);
  });
});
