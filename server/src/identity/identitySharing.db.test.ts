import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { configFromEnvironment } from '../config/config.js';
import type { TypedApp } from '../http/typedApp.js';
import { ReferenceCache } from '../referenceService/referenceCache.js';
import { injectTransport } from '../testing/injectTransport.js';
import { SignInFlow } from '../testing/signInFlow.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { createTestUser, TEST_PASSWORD } from '../testing/testUsers.js';
import { rotateSigningKey } from './identitySecrets.js';
import { LOGIN_THROTTLE, loginSucceeded, reserveLoginAttempt } from './loginThrottle.js';

const config = configFromEnvironment({});

/** Another instance of the portal on the same database, as a second server would be. */
async function secondInstance(portal: TestPortal): Promise<{ app: TypedApp; close(): Promise<void> }> {
  const cache = new ReferenceCache(portal.database);
  await cache.start(60_000);
  const app = await buildApp({
    database: portal.database,
    cache,
    today: () => '2025-11-23' as never,
    portal: config,
    identity: config.identity,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      cache.stop();
    },
  };
}

describe('identity shared through the database', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await openTestPortal({ prepare: (database) => createTestUser(database, 'shared', ['trader']) });
  });
  afterAll(() => portal.close());

  const signInOn = (app: TypedApp) =>
    new SignInFlow(injectTransport(app), {
      publicUrl: config.identity.publicUrl,
      username: 'shared',
      password: TEST_PASSWORD,
    });

  it('lets a second instance accept the first one’s tokens and refresh its sessions', async () => {
    const flow = signInOn(portal.app);
    const { tokens } = await flow.signIn();
    const other = await secondInstance(portal);
    try {
      const account = await other.app.inject({
        url: '/api/account',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(account.statusCode).toBe(200);
      const onOther = new SignInFlow(injectTransport(other.app), flow.options);
      const refreshed = await onOther.refresh(tokens.refresh_token);
      expect(refreshed.status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('signs with a rotated key after a restart, and still accepts tokens of the previous key', async () => {
    const before = (await signInOn(portal.app).signIn()).tokens.access_token;
    const newKid = await rotateSigningKey(portal.database);
    const restarted = await secondInstance(portal);
    try {
      const after = (await signInOn(restarted.app).signIn()).tokens.access_token;
      expect(decodeProtectedHeader(after).kid).toBe(newKid);
      expect(decodeProtectedHeader(before).kid).not.toBe(newKid);
      for (const token of [before, after]) {
        const response = await restarted.app.inject({
          url: '/api/account',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode).toBe(200);
      }
      const jwks = (await restarted.app.inject('/realms/tsw/protocol/openid-connect/certs')).json() as {
        keys: { kid: string; d?: string }[];
      };
      expect(jwks.keys.map((key) => key.kid)).toContain(newKid);
      expect(jwks.keys.every((key) => key.d === undefined)).toBe(true);
      expect(decodeJwt(after).iss).toBe(decodeJwt(before).iss);
    } finally {
      await restarted.close();
    }
  });

  it('counts attempts per address across accounts, gives a success back, and forgets them after the window', async () => {
    const now = new Date('2026-01-01T10:00:00Z');
    for (let attempt = 0; attempt < LOGIN_THROTTLE.failuresPerAddress; attempt++) {
      const subjects = { account: `sprayed-${attempt}`, address: '203.0.113.9' };
      expect(await reserveLoginAttempt(portal.database, subjects, now)).toBe(0);
    }
    const fresh = { account: 'never-tried', address: '203.0.113.9' };
    expect(await reserveLoginAttempt(portal.database, fresh, now)).toBe(LOGIN_THROTTLE.windowMs);
    expect(await reserveLoginAttempt(portal.database, { ...fresh, address: '203.0.113.10' }, now)).toBe(0);
    const later = new Date(now.getTime() + LOGIN_THROTTLE.windowMs + 1);
    expect(await reserveLoginAttempt(portal.database, fresh, later)).toBe(0);

    // Colleagues behind one address signing in rightly never use up its count.
    const office = (index: number) => ({ account: `colleague-${index}`, address: '203.0.113.20' });
    for (let index = 0; index < 2 * LOGIN_THROTTLE.failuresPerAddress; index++) {
      expect(await reserveLoginAttempt(portal.database, office(index), now)).toBe(0);
      await loginSucceeded(portal.database, office(index));
    }
  });
});
