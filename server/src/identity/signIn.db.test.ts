import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectTransport } from '../testing/injectTransport.js';
import { setAccountDisabled } from './accountRevocation.js';
import { LOGIN_THROTTLE } from './loginThrottle.js';
import { IDENTITY_MESSAGES } from './pages/identityMessages.js';
import { userByLogin } from './userStore.js';
import { SignInFlow } from '../testing/signInFlow.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { createTestUser, TEST_PASSWORD } from '../testing/testUsers.js';

const PUBLIC_URL = 'http://localhost:3000';

describe('the embedded identity provider', () => {
  let portal: TestPortal;
  const flow = (username: string, password = TEST_PASSWORD) =>
    new SignInFlow(injectTransport(portal.app), { publicUrl: PUBLIC_URL, username, password });

  beforeAll(async () => {
    portal = await openTestPortal({
      prepare: async (database) => {
        await createTestUser(database, 'trader1', ['trader']);
        await createTestUser(database, 'declarant1', ['declarant']);
      },
    });
  });
  afterAll(() => portal.close());

  it('answers discovery at Keycloak’s paths, with the session-check frame', async () => {
    const response = await portal.app.inject({
      url: '/realms/tsw/.well-known/openid-configuration',
      headers: { host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    const discovery = response.json();
    expect(discovery).toMatchObject({
      issuer: `${PUBLIC_URL}/realms/tsw`,
      authorization_endpoint: `${PUBLIC_URL}/realms/tsw/protocol/openid-connect/auth`,
      token_endpoint: `${PUBLIC_URL}/realms/tsw/protocol/openid-connect/token`,
      userinfo_endpoint: `${PUBLIC_URL}/realms/tsw/protocol/openid-connect/userinfo`,
      end_session_endpoint: `${PUBLIC_URL}/realms/tsw/protocol/openid-connect/logout`,
      jwks_uri: `${PUBLIC_URL}/realms/tsw/protocol/openid-connect/certs`,
      check_session_iframe: `${PUBLIC_URL}/realms/tsw/protocol/openid-connect/login-status-iframe.html`,
    });
    // A shared cache in front of the realm keeps no copy.
    expect(response.headers['cache-control']).toBe('no-store');
    const keycloakJson = (await portal.app.inject('/keycloak.json')).json();
    expect(keycloakJson).toMatchObject({
      realm: 'tsw',
      'auth-server-url': `${PUBLIC_URL}/`,
      resource: 'portal',
      'public-client': true,
    });
  });

  it('names its own addresses in discovery and redirects, whatever host the request names', async () => {
    const discoveryAsked = (testPortal: TestPortal, headers: Record<string, string>) =>
      testPortal.app.inject({
        url: '/realms/tsw/.well-known/openid-configuration',
        headers,
        remoteAddress: '10.0.0.5',
      });
    const endpointsOf = (answer: { json: () => Record<string, unknown> }) =>
      Object.entries(answer.json()).flatMap(([name, value]) =>
        typeof value === 'string' && /^https?:/.test(value) ? [`${name} ${value}`] : [],
      );
    const behindProxy = await openTestPortal({
      environment: { PUBLIC_URL: 'https://portal.example.gov', TRUST_PROXY: '1' },
    });
    try {
      for (const [testPortal, publicUrl, headers] of [
        [portal, PUBLIC_URL, { host: 'evil.example' }],
        [behindProxy, 'https://portal.example.gov', { 'x-forwarded-host': 'evil.example' }],
        [behindProxy, 'https://portal.example.gov', { host: 'evil.example', 'x-forwarded-for': '192.0.2.9' }],
      ] as const) {
        const endpoints = endpointsOf(await discoveryAsked(testPortal, headers));
        expect(endpoints.length).toBeGreaterThan(5);
        expect(endpoints.filter((endpoint) => !endpoint.includes(` ${publicUrl}/realms/tsw`))).toEqual([]);
      }
      // Its redirects too: the way back from a sign-in page, which it writes when the sign-in starts.
      const send = injectTransport(portal.app);
      const browser = new SignInFlow(
        (request) => send({ ...request, headers: { ...request.headers, host: 'evil.example' } }),
        { publicUrl: PUBLIC_URL, username: 'nobody', password: '' },
      );
      const { url } = await browser.openLoginPage();
      const back = await browser.request('GET', `${url}/cancel`);
      expect(back.status).toBe(303);
      expect(String(back.headers.location)).toMatch(new RegExp(`^${PUBLIC_URL}/realms/tsw/`));
    } finally {
      await behindProxy.close();
    }
  });

  it('serves Keycloak’s third-party-cookie check pages, which any site may frame', async () => {
    for (const step of ['step1', 'step2']) {
      const response = await portal.app.inject(`/realms/tsw/protocol/openid-connect/3p-cookies/${step}.html`);
      expect(response.statusCode, step).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['content-security-policy']).toContain('frame-ancestors *');
      expect(response.body).toContain("postMessage(supported ? 'supported' : 'unsupported', '*')");
    }
    const step1 = await portal.app.inject('/realms/tsw/protocol/openid-connect/3p-cookies/step1.html');
    expect(step1.body).toContain("window.location.replace('step2.html')");
    // The other pages of the realm still refuse to be framed.
    const login = await portal.app.inject('/realms/tsw/protocol/openid-connect/login-status');
    expect(login.headers['x-frame-options']).toBe('DENY');
  });

  it("marks the provider's cookies secure exactly when the public address is https", async () => {
    const cookiesOf = async (testPortal: TestPortal, publicUrl: string) => {
      const response = await testPortal.app.inject({
        url: `/realms/tsw/protocol/openid-connect/auth?client_id=portal&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${publicUrl}/auth/callback`)}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`,
      });
      expect(response.statusCode).toBe(303);
      return [response.headers['set-cookie'] ?? []].flat();
    };
    const plain = await cookiesOf(portal, PUBLIC_URL);
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.filter((cookie) => /;\s*secure/i.test(cookie))).toEqual([]);
    const https = await openTestPortal({ environment: { PUBLIC_URL: 'https://portal.example.gov' } });
    try {
      const secure = await cookiesOf(https, 'https://portal.example.gov');
      expect(secure.length).toBeGreaterThan(0);
      expect(secure.every((cookie) => /;\s*secure/i.test(cookie))).toBe(true);
      // Over https, every answer tells browsers to stay on https: the API's, and the provider's own.
      for (const url of ['/health', '/realms/tsw/.well-known/openid-configuration'])
        expect((await https.app.inject(url)).headers['strict-transport-security']).toBe('max-age=31536000');
      expect((await portal.app.inject('/health')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await https.close();
    }
  });

  it('answers a malformed session cookie with 401, and an unknown one with no session', async () => {
    const status = (cookie: string) =>
      portal.app.inject({ url: '/realms/tsw/protocol/openid-connect/login-status', headers: { cookie } });
    const malformed = await status('_session=%E0%A4%A');
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json()).toMatchObject({ code: 'SESSION_COOKIE_INVALID' });
    const unknown = await status(`_session=${'x'.repeat(4000)}; other=%`);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ session: null });
  });

  it('signs in with a Keycloak-shaped access token and ID token', async () => {
    const { tokens, callback } = await flow('trader1').signIn();
    const access = decodeJwt(tokens.access_token);
    expect(access).toMatchObject({
      iss: `${PUBLIC_URL}/realms/tsw`,
      aud: 'portal-api',
      azp: 'portal',
      preferred_username: 'trader1',
      given_name: 'trader1',
      family_name: 'Tester',
      email: 'trader1@example.test',
      realm_access: { roles: ['offline_access'] },
      resource_access: { portal: { roles: ['trader'] } },
    });
    expect(access.session_state).toBe(callback.get('session_state'));
    expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(300);
    const id = decodeJwt(tokens.id_token);
    expect(id).toMatchObject({
      aud: 'portal',
      preferred_username: 'trader1',
      resource_access: { portal: { roles: ['trader'] } },
    });
    expect(id.nonce).toBeTypeOf('string');
    expect(id.session_state).toBe(access.session_state);
    expect(tokens.refresh_token).toBeTypeOf('string');

    const userinfo = await portal.app.inject({
      url: '/realms/tsw/protocol/openid-connect/userinfo',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.statusCode).toBe(200);
    expect(userinfo.json()).toMatchObject({ preferred_username: 'trader1' });
  });

  it('refuses a wrong password with the login page again', async () => {
    const signIn = flow('declarant1');
    const { page } = await signIn.openLoginPage();
    const refused = await signIn.submit(page, { username: 'declarant1', password: 'wrong password' });
    expect(refused.status).toBe(401);
    expect(refused.body).toContain('The username or the password is wrong.');
  });

  it('refuses a disabled account, saying so only to whoever knows its password, until it is enabled', async () => {
    const user = await createTestUser(portal.database, 'suspended', ['trader']);
    await setAccountDisabled(portal.database, user.id, true);
    const signIn = flow('suspended');
    const { page } = await signIn.openLoginPage({ ui_locales: 'bn' });
    const guessed = await signIn.submit(page, { username: 'suspended', password: 'wrong password' });
    expect(guessed.status).toBe(401);
    expect(guessed.body).toContain(IDENTITY_MESSAGES.bn.invalidCredentials);
    const refused = await signIn.submit(guessed, { username: 'suspended', password: TEST_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body).toContain(IDENTITY_MESSAGES.bn.accountDisabled);
    expect(refused.headers.location).toBeUndefined();
    await setAccountDisabled(portal.database, user.id, false);
    await expect(flow('suspended').signIn()).resolves.toBeDefined();
  });

  it('requires PKCE: an authorization request without a code challenge is refused', async () => {
    const signIn = flow('trader1');
    const url = signIn
      .authorizationUrl()
      .replace(/&code_challenge=[^&]+/, '')
      .replace(/&code_challenge_method=S256/, '');
    const response = await signIn.request('GET', url);
    expect(response.status).toBe(303);
    expect(String(response.headers.location)).toMatch(/error=invalid_request/);
    expect(String(response.headers.location)).toMatch(/PKCE/);
  });

  it('refuses a code exchanged with the wrong verifier, and a replayed code', async () => {
    const signIn = flow('trader1');
    const { page } = await signIn.openLoginPage();
    const callback = await signIn.followToCallback(
      await signIn.submit(page, { username: 'trader1', password: TEST_PASSWORD }),
    );
    const code = callback.get('code') ?? '';
    expect((await signIn.exchangeCode(code, 'x'.repeat(43))).status).toBe(400);

    const second = flow('trader1');
    const { page: page2 } = await second.openLoginPage();
    const code2 =
      (
        await second.followToCallback(
          await second.submit(page2, { username: 'trader1', password: TEST_PASSWORD }),
        )
      ).get('code') ?? '';
    const first = await second.exchangeCode(code2);
    expect(first.status).toBe(200);
    const replay = await second.exchangeCode(code2);
    expect(replay.status).toBe(400);
    expect(JSON.parse(replay.body)).toMatchObject({ error: 'invalid_grant' });
    // Replaying the code revokes what it was exchanged for.
    const refresh = await second.refresh((JSON.parse(first.body) as { refresh_token: string }).refresh_token);
    expect(refresh.status).toBe(400);
  });

  it('rotates refresh tokens and refuses a reused one, revoking the grant', async () => {
    const signIn = flow('trader1');
    const { tokens } = await signIn.signIn();
    const rotated = await signIn.refresh(tokens.refresh_token);
    expect(rotated.status).toBe(200);
    const next = JSON.parse(rotated.body) as { refresh_token: string; access_token: string };
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(next.access_token).resource_access).toEqual({ portal: { roles: ['trader'] } });
    const reused = await signIn.refresh(tokens.refresh_token);
    expect(reused.status).toBe(400);
    expect((await signIn.refresh(next.refresh_token)).status).toBe(400);
  });

  // keycloak-js decodes the refresh token as a JWT, as Keycloak issues them (issue 28).
  it('issues refresh tokens as signed JWTs of typ Refresh, and refuses an altered or bare one', async () => {
    const signIn = flow('trader1');
    const { tokens, callback } = await signIn.signIn();
    const refresh = decodeJwt(tokens.refresh_token);
    expect(refresh).toMatchObject({
      typ: 'Refresh',
      iss: `${PUBLIC_URL}/realms/tsw`,
      aud: `${PUBLIC_URL}/realms/tsw`,
      azp: 'portal',
      sub: decodeJwt(tokens.access_token).sub,
      sid: callback.get('session_state'),
      session_state: callback.get('session_state'),
    });
    expect(refresh.jti).toMatch(/^[\w-]{40,}$/);
    expect((refresh.exp ?? 0) - (refresh.iat ?? 0)).toBe(1800);

    // The bare reference inside, or the token with its claims altered, is no refresh token.
    expect((await signIn.refresh(refresh.jti ?? '')).status).toBe(400);
    const [header, , signature] = tokens.refresh_token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...refresh, sub: 'someone-else' })).toString('base64url');
    expect((await signIn.refresh(`${header}.${forged}.${signature}`)).status).toBe(400);
    // An access token is not a refresh token either.
    expect((await signIn.refresh(tokens.access_token)).status).toBe(400);
    // None of these spent the real one.
    expect((await signIn.refresh(tokens.refresh_token)).status).toBe(200);
  });

  it('slows a password guesser: after five failures even the right password waits', async () => {
    await createTestUser(portal.database, 'guessed', ['trader']);
    const signIn = flow('guessed');
    // The account's username and its email address, alternately: five guesses at one account all the same.
    const logins = ['guessed', 'Guessed@Example.test'];
    for (let attempt = 0; attempt < 5; attempt++) {
      const { page } = await signIn.openLoginPage();
      const username = logins[attempt % logins.length] ?? '';
      expect((await signIn.submit(page, { username, password: `guess ${attempt}` })).status).toBe(401);
    }
    const { page } = await signIn.openLoginPage();
    const locked = await signIn.submit(page, { username: 'GUESSED', password: TEST_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatch(/Too many failed attempts. Try again in 1[45] minutes./);
    // Another account from elsewhere is not affected.
    await expect(flow('declarant1').signIn()).resolves.toBeDefined();
  });

  it('counts parallel guesses before their hash: of fifty at once, only the limit is tried', async () => {
    await createTestUser(portal.database, 'sprayed', ['trader']);
    // Each guesser its own client (and cookies), all from one address: 50 guesses at one account…
    const guessAll = async (address: string, usernames: string[]) => {
      const transport = injectTransport(portal.app, { remoteAddress: address });
      const opened = await Promise.all(
        usernames.map(async (username) => {
          const guesser = new SignInFlow(transport, { publicUrl: PUBLIC_URL, username, password: '' });
          return { guesser, username, ...(await guesser.openLoginPage()) };
        }),
      );
      const answers = await Promise.all(
        opened.map(({ guesser, username, page }, index) =>
          guesser.submit(page, { username, password: `guess ${index}` }),
        ),
      );
      return answers.map((answer) => answer.status);
    };
    const atOneAccount = await guessAll('192.0.2.50', Array<string>(50).fill('sprayed'));
    expect(atOneAccount.filter((status) => status === 401)).toHaveLength(LOGIN_THROTTLE.failuresPerAccount);
    expect(atOneAccount.filter((status) => status === 429)).toHaveLength(
      50 - LOGIN_THROTTLE.failuresPerAccount,
    );
    // …and 50 at as many accounts: the address's limit holds.
    const names = Array.from({ length: 50 }, (_, index) => `someone${index}`);
    const fromOneAddress = await guessAll('192.0.2.51', names);
    expect(fromOneAddress.filter((status) => status === 401)).toHaveLength(LOGIN_THROTTLE.failuresPerAddress);
  });

  it('refuses a form without its CSRF token', async () => {
    const signIn = flow('trader1');
    const { url } = await signIn.openLoginPage();
    const forged = await signIn.request('POST', `${url}/login`, {
      username: 'trader1',
      password: TEST_PASSWORD,
      csrf: 'forged',
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.location).toBeUndefined();
  });

  it('signs up a new trader through prompt=create, with every bad field named first', async () => {
    const signIn = flow('newcomer', 'a good long password');
    const { page } = await signIn.openLoginPage({ prompt: 'create', ui_locales: 'fr en' });
    expect(page.body).toContain('<html lang="fr" dir="ltr">');
    expect(page.body).toContain('name="passwordConfirmation"');
    const bad = await signIn.submit(page, {
      username: 'x',
      email: 'nope',
      firstName: '',
      lastName: 'N',
      password: 'short',
      passwordConfirmation: 'short',
      lang: 'en',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('The username needs 3 to 50 characters.');
    expect(bad.body).toContain('This is not an email address.');
    expect(bad.body).toContain('The password needs at least 8 characters.');
    // A machine client's name is not a person's to take.
    const reserved = await signIn.submit(bad, {
      username: 'service-account-reader',
      email: 'reader@example.test',
      firstName: 'Reader',
      lastName: 'Bot',
      password: 'a good long password',
      passwordConfirmation: 'a good long password',
      lang: 'fr',
    });
    expect(reserved.status).toBe(400);
    expect(reserved.body).toContain(IDENTITY_MESSAGES.fr.fieldProblems.USERNAME_RESERVED);
    const taken = await signIn.submit(reserved, {
      username: 'trader1',
      email: 'new@example.test',
      firstName: 'New',
      lastName: 'Comer',
      password: 'a good long password',
      passwordConfirmation: 'a good long password',
      lang: 'en',
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toContain('This username is taken.');
    const created = await signIn.submit(taken, {
      username: 'Newcomer',
      email: 'New@Example.test',
      firstName: 'New',
      lastName: 'Comer',
      password: 'a good long password',
      passwordConfirmation: 'a good long password',
      lang: 'en',
    });
    const callback = await signIn.followToCallback(created);
    const tokens = JSON.parse((await signIn.exchangeCode(callback.get('code') ?? '')).body) as {
      access_token: string;
    };
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      preferred_username: 'newcomer',
      email: 'new@example.com'.replace('.com', '.test'),
      email_verified: false,
      resource_access: { portal: { roles: ['trader'] } },
    });
  });

  it('slows sign-ups from one address: the eleventh in a quarter hour waits', async () => {
    const transport = injectTransport(portal.app, { remoteAddress: '192.0.2.60' });
    const statuses: number[] = [];
    for (let index = 0; index <= LOGIN_THROTTLE.signUpsPerAddress; index++) {
      const username = `family${index}`;
      const signUp = new SignInFlow(transport, { publicUrl: PUBLIC_URL, username, password: '' });
      const { page } = await signUp.openLoginPage({ prompt: 'create' });
      const answer = await signUp.submit(page, {
        username,
        email: `${username}@example.test`,
        firstName: 'Family',
        lastName: 'Member',
        password: 'a good long password',
        passwordConfirmation: 'a good long password',
        lang: 'en',
      });
      statuses.push(answer.status);
      if (answer.status === 429)
        expect(answer.body).toMatch(
          /Too many accounts were created from your network. Try again in 1[45] minutes./,
        );
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_THROTTLE.signUpsPerAddress).fill(303), 429]);
  });

  it('ends the session on logout: the session check sees the change and userinfo refuses the token', async () => {
    const signIn = flow('trader1');
    const { tokens, callback } = await signIn.signIn();
    const status = async () =>
      JSON.parse((await signIn.request('GET', '/realms/tsw/protocol/openid-connect/login-status')).body) as {
        session: string | null;
      };
    expect((await status()).session).toBe(callback.get('session_state'));
    // Anyone's link to the logout page only asks: no script submits it.
    const bare = await signIn.request('GET', '/realms/tsw/protocol/openid-connect/logout');
    expect(bare.status).toBe(200);
    expect(bare.body).toContain('op.logoutForm');
    expect(bare.body).not.toContain('.submit()');
    // The provider's own pages carry the sign-in pages' policy: no script at all here...
    expect(bare.headers['content-security-policy']).toContain("default-src 'none'");
    expect(bare.headers['content-security-policy']).not.toContain('script-src');
    expect((await status()).session).toBe(callback.get('session_state'));
    // Someone else's ID token, opened in this browser, only asks too.
    const { tokens: others } = await flow('declarant1').signIn();
    const foreign = await signIn.request(
      'GET',
      `/realms/tsw/protocol/openid-connect/logout?id_token_hint=${others.id_token}&ui_locales=fr`,
    );
    expect(foreign.status).toBe(200);
    expect(foreign.body).toContain(IDENTITY_MESSAGES.fr.logoutText.replace(/'/g, '&#39;'));
    expect(foreign.body).not.toContain('.submit()');
    expect((await status()).session).toBe(callback.get('session_state'));
    const logout = await signIn.request(
      'GET',
      `/realms/tsw/protocol/openid-connect/logout?id_token_hint=${tokens.id_token}&post_logout_redirect_uri=${encodeURIComponent(`${PUBLIC_URL}/`)}&ui_locales=ar`,
    );
    expect(logout.status).toBe(200);
    expect(logout.body).toContain('dir="rtl"');
    // Named by its own ID token, the page signs out by itself (a bare link only asks: above).
    expect(logout.body).toContain("getElementById('op.logoutForm').submit()");
    // ...and here only the page's own script, by its hash.
    const script = /<script>([\s\S]*?)<\/script>/.exec(logout.body)?.[1] ?? '';
    expect(logout.headers['content-security-policy']).toContain(
      `script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    );
    const form = /<form[^>]*action="([^"]+)"/.exec(logout.body);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logout.body)?.[1] ?? '';
    const confirmed = await signIn.request('POST', (form?.[1] ?? '').replace(/^https?:\/\/[^/]+/, ''), {
      xsrf,
      logout: 'yes',
    });
    expect(confirmed.status).toBe(303);
    expect((await status()).session).toBeNull();
    const userinfo = await portal.app.inject({
      url: '/realms/tsw/protocol/openid-connect/userinfo',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.statusCode).toBe(401);
    expect((await signIn.refresh(tokens.refresh_token)).status).toBe(400);
  });

  it('returns a cancelled sign-in to the portal with access_denied', async () => {
    const signIn = flow('trader1');
    const { url } = await signIn.openLoginPage();
    const callback = await signIn.followToCallback(await signIn.request('GET', `${url}/cancel`));
    expect(callback.get('error')).toBe('access_denied');
  });

  it('explains an expired or unknown sign-in page instead of failing', async () => {
    const response = await portal.app.inject('/realms/tsw/login-actions/unknown-interaction?lang=bn');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('lang="bn"');
  });
});

describe('the embedded identity provider with sign-up turned off (SIGN_UP=false)', () => {
  it('offers no sign-up, and its address says where accounts come from and creates none', async () => {
    const closed = await openTestPortal({ environment: { SIGN_UP: 'false' } });
    try {
      const signIn = new SignInFlow(injectTransport(closed.app), {
        publicUrl: PUBLIC_URL,
        username: 'intruder',
        password: '',
      });
      // Asked to create an account, it shows the login form, without the link to sign up.
      const { url, page } = await signIn.openLoginPage({ prompt: 'create' });
      expect(page.body).toContain('name="password"');
      expect(page.body).not.toContain('passwordConfirmation');
      expect(page.body).not.toContain('/register');
      const shown = await signIn.request('GET', `${url}/register?lang=ar`);
      expect(shown.status).toBe(404);
      expect(shown.body).toContain(IDENTITY_MESSAGES.ar.signUpClosed);
      const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
      const posted = await signIn.request('POST', `${url}/register`, {
        csrf,
        username: 'intruder',
        email: 'intruder@example.test',
        firstName: 'In',
        lastName: 'Truder',
        password: 'a good long password',
        passwordConfirmation: 'a good long password',
      });
      expect(posted.status).toBe(404);
      expect(await userByLogin(closed.database, 'intruder')).toBeUndefined();
      // The front end is told, and offers no sign-up either.
      expect((await closed.app.inject('/portal-config.json')).json()).toMatchObject({ signUp: false });
    } finally {
      await closed.close();
    }
  });
});
