import { createHmac } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configFromEnvironment } from '../config/config.js';
import type { TypedApp } from '../http/typedApp.js';
import { injectTransport } from '../testing/injectTransport.js';
import { SignInFlow } from '../testing/signInFlow.js';
import { openSecondInstance } from '../testing/secondInstance.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { createTestUser, TEST_PASSWORD } from '../testing/testUsers.js';
import { revokeSessions, setAccountDisabled } from './accountRevocation.js';
import { readIdentitySecrets, rotateSigningKey } from './identitySecrets.js';
import { LOGIN_THROTTLE, loginSucceeded, reserveLoginAttempt } from './loginThrottle.js';
import { userByLogin } from './userStore.js';

const config = configFromEnvironment({});

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
    const other = await openSecondInstance(portal);
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

  // The users command runs these in its own process; every instance hears of it through the database.
  it('refuses a disabled account’s tokens on every instance at once, and what revoke-sessions ended', async () => {
    const user = await userByLogin(portal.database, 'shared');
    const other = await openSecondInstance(portal);
    const account = (app: TypedApp, token: string) =>
      app.inject({ url: '/api/account', headers: { authorization: `Bearer ${token}` } });
    // Within the second, so never by the check every 5 s: the announcement did it.
    const refusedEverywhere = (token: string) =>
      vi.waitFor(
        async () => {
          for (const app of [portal.app, other.app]) {
            const answer = await account(app, token);
            expect(answer.statusCode).toBe(401);
            expect(answer.json()).toMatchObject({ code: 'TOKEN_REVOKED' });
          }
        },
        { timeout: 1000, interval: 20 },
      );
    try {
      const flow = signInOn(portal.app);
      const { tokens } = await flow.signIn();
      expect((await account(other.app, tokens.access_token)).statusCode).toBe(200);
      await setAccountDisabled(portal.database, user?.id ?? '', true);
      await refusedEverywhere(tokens.access_token);
      expect((await flow.refresh(tokens.refresh_token)).status).toBe(400);
      await setAccountDisabled(portal.database, user?.id ?? '', false);
      // Enabled again, it signs in anew; what it had before stays ended.
      const { tokens: anew } = await signInOn(other.app).signIn();
      expect((await account(portal.app, anew.access_token)).statusCode).toBe(200);
      expect((await account(other.app, tokens.access_token)).statusCode).toBe(401);

      await portal.database.transaction((transaction) => revokeSessions(transaction, user?.id ?? ''));
      await refusedEverywhere(anew.access_token);
      expect((await signInOn(other.app).refresh(anew.refresh_token)).status).toBe(400);
      const [left] = await portal.database.query<{ count: number }>(
        `select count(*)::int as count from oidc_payload where payload ->> 'accountId' = $1`,
        [user?.id],
      );
      expect(left?.count).toBe(0);
      // A sign-in just after, in the same second, is a new session: its tokens count.
      const { tokens: after } = await signInOn(portal.app).signIn();
      expect((await account(other.app, after.access_token)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('publishes the next key before it signs, and rotates it in without a restart', async () => {
    // Two instances that read the keys again every 50 ms, as every instance does every few seconds.
    const [first, second] = [await openSecondInstance(portal, 50), await openSecondInstance(portal, 50)];
    const kids = async (app: TypedApp) =>
      (
        (await app.inject('/realms/tsw/protocol/openid-connect/certs')).json() as {
          keys: { kid: string; d?: string }[];
        }
      ).keys;
    try {
      const before = (await signInOn(first.app).signIn()).tokens;
      const signing = decodeProtectedHeader(before.access_token).kid;
      const published = (await kids(second.app)).map((key) => key.kid);
      const next = published.find((kid) => kid !== signing);
      expect(published).toHaveLength(2);
      expect(published).toContain(signing);

      const rotation = await rotateSigningKey(portal.database, 0);
      // The key that signs now was published before the rotation; a new next one is published.
      expect(rotation).toMatchObject({ signing: next });
      const newNext = 'next' in rotation ? rotation.next : '';
      for (const app of [first.app, second.app]) {
        await vi.waitFor(async () => expect((await kids(app)).map((key) => key.kid)).toContain(newNext));
      }
      const after = (await signInOn(first.app).signIn()).tokens;
      expect(decodeProtectedHeader(after.access_token).kid).toBe(next);
      expect(decodeJwt(after.access_token).iss).toBe(decodeJwt(before.access_token).iss);
      for (const token of [before.access_token, after.access_token]) {
        expect(
          (await second.app.inject({ url: '/api/account', headers: { authorization: `Bearer ${token}` } }))
            .statusCode,
        ).toBe(200);
      }
      // A refresh token of the previous key still refreshes, on the other instance.
      expect((await signInOn(second.app).refresh(before.refresh_token)).status).toBe(200);
      const keys = await kids(second.app);
      expect(keys.map((key) => key.kid).sort()).toEqual([signing, next, newNext].sort());
      expect(keys.every((key) => key.d === undefined)).toBe(true);

      // Another rotation at once would sign with a key some clients may not have read yet.
      expect(await rotateSigningKey(portal.database)).toMatchObject({ tooSoonSeconds: expect.any(Number) });
      // A later one retires the key of two rotations ago.
      await rotateSigningKey(portal.database, 0);
      await vi.waitFor(async () =>
        expect((await kids(second.app)).map((key) => key.kid)).not.toContain(signing),
      );
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('keys the sign-in forms’ CSRF tokens with a secret of their own', async () => {
    const secrets = await readIdentitySecrets(portal.database);
    expect(secrets.csrfKey).toMatch(/^[\w-]{43}$/);
    expect(secrets.cookieKeys).not.toContain(secrets.csrfKey);
    const flow = signInOn(portal.app);
    const { url, page } = await flow.openLoginPage();
    const uid = /login-actions\/([^/?]+)/.exec(url)?.[1] ?? '';
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1];
    const tokenOf = (key: string) => createHmac('sha256', key).update(`login:${uid}`).digest('base64url');
    expect(csrf).toBe(tokenOf(secrets.csrfKey));
    expect(secrets.cookieKeys.map(tokenOf)).not.toContain(csrf);
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
