import { SERVER_PATHS } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnvironment } from '../config/config.js';
import { injectTransport } from '../testing/injectTransport.js';
import { SignInFlow } from '../testing/signInFlow.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';
import { createTestUser, TEST_PASSWORD } from '../testing/testUsers.js';

/**
 * A value the database cannot hold (found by the fuzzer, bench/src/fuzz.ts): the request is refused with a
 * 400 that says why, never a 500, and what was stored stays as it was.
 */
describe(`values the database refuses, on ${testDatabaseKind()}`, () => {
  let portal: TestPortal;
  let authorization: string;

  beforeAll(async () => {
    portal = await openTestPortal({
      prepare: (database) => createTestUser(database, 'refusal-user', []),
    });
    const flow = new SignInFlow(injectTransport(portal.app), {
      publicUrl: configFromEnvironment({}).identity.publicUrl,
      username: 'refusal-user',
      password: TEST_PASSWORD,
    });
    authorization = `Bearer ${(await flow.signIn()).tokens.access_token}`;
  });
  afterAll(() => portal.close());

  it('refuses a name holding the character U+0000 and keeps the name stored', async () => {
    const account = () =>
      portal.app.inject({ method: 'GET', url: SERVER_PATHS.account, headers: { authorization } });
    const before = (await account()).json<{ firstName: string; lastName: string }>();
    const response = await portal.app.inject({
      method: 'PUT',
      url: SERVER_PATHS.account,
      headers: { authorization },
      payload: { firstName: 'Amina', lastName: 'Rahman\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALUE_NOT_STORABLE',
      message: expect.stringContaining('U+0000'),
    });
    const after = (await account()).json<{ firstName: string; lastName: string }>();
    expect([after.firstName, after.lastName]).toEqual([before.firstName, before.lastName]);
  });

  it('answers a sign-in request holding U+0000 without a server error', async () => {
    const flow = new SignInFlow(injectTransport(portal.app), {
      publicUrl: configFromEnvironment({}).identity.publicUrl,
      username: 'refusal-user',
      password: TEST_PASSWORD,
    });
    // An unknown client named with U+0000, then the portal's own client with it in its state.
    for (const params of [{ client_id: '\u0000\u0001' }, { state: 'abc\u0000def' }] as Record<
      string,
      string
    >[]) {
      const response = await flow.request('GET', flow.authorizationUrl(params));
      expect(response.status, `${JSON.stringify(params)} ${response.body.slice(0, 2000)}`).toBeLessThan(500);
    }
  });
});
