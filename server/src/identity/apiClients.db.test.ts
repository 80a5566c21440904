import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../database/database.js';
import { storeReferenceFixtures } from '../testing/referenceFixtures.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { createTestUser, TEST_PASSWORD } from '../testing/testUsers.js';
import { setAccountDisabled } from './accountRevocation.js';
import { createApiClient, newApiClientSecret, updateApiClient } from './apiClientStore.js';
import { IDENTITY_PATHS, realmPath } from './identityPaths.js';

const TOKEN_URL = realmPath('tsw') + IDENTITY_PATHS.token;
const SEARCH_URL = '/rimm-server/commodity/search';
/** A route that needs a role (rates-publisher): the 403 of a token without it. */
const ROLE_URL = '/api/exchange-rates/periods/latest';
/** What a script written for a deployed reference server sends, in the form of Costa Rica's ATENA guide. */
const SEARCH_BODY = {
  restrictions: [{ field: 'description', operator: 'CONTAINS', value: 'horses' }],
  restrictBy: 'AND',
  meta: { operator: 'EQUALS', validityDate: '2025-11-01' },
  selectFields: ['*'],
  sortByFields: { code: 'ASC' },
  distinct: false,
  max: 10,
  offset: 0,
};

/** Secrets of the confidential clients, as the api-clients command prints them once. */
const secrets: Record<string, string> = {};

async function prepareClients(database: Database): Promise<void> {
  await storeReferenceFixtures(database);
  await createTestUser(database, 'broker1', ['trader', 'rates-publisher']);
  await createTestUser(database, 'guessed-broker', ['trader']);
  const confidential = async (
    clientId: string,
    roles: ('trader' | 'rates-publisher')[],
    passwordGrant = false,
  ) => {
    secrets[clientId] = newApiClientSecret();
    await createApiClient(database, { clientId, secret: secrets[clientId], roles, passwordGrant });
  };
  await confidential('reader', ['trader']);
  await confidential('publisher', ['rates-publisher']);
  await confidential('script', ['trader'], true);
  await confidential('switched-off', ['trader'], true);
  await updateApiClient(database, 'switched-off', { enabled: false });
  await createApiClient(database, {
    clientId: 'public-script',
    secret: undefined,
    roles: ['trader', 'rates-publisher'],
    passwordGrant: true,
  });
}

function basic(clientId: string, secret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
}

async function tokenRequest(portal: TestPortal, fields: Record<string, string>, headers = {}) {
  const response = await portal.app.inject({
    method: 'POST',
    url: TOKEN_URL,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json<Record<string, unknown>>(),
  };
}

async function tokenOf(portal: TestPortal, fields: Record<string, string>, headers = {}): Promise<string> {
  const { status, body } = await tokenRequest(portal, fields, headers);
  expect(status, JSON.stringify(body)).toBe(200);
  return String(body.access_token);
}

function call(portal: TestPortal, token: string, url: string) {
  return portal.app.inject({
    method: url === SEARCH_URL ? 'POST' : 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(url === SEARCH_URL ? { payload: SEARCH_BODY } : {}),
  });
}

describe('machine clients', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await openTestPortal({
      prepare: prepareClients,
      environment: { AUTH_PASSWORD_GRANT: 'true' },
    });
  });
  afterAll(() => portal.close());

  it('gives a confidential client a Keycloak-shaped token with its roles (client_credentials)', async () => {
    const { status, body } = await tokenRequest(
      portal,
      { grant_type: 'client_credentials' },
      { authorization: basic('reader', secrets.reader ?? '') },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
    const claims = decodeJwt(String(body.access_token));
    expect(claims).toMatchObject({
      iss: 'http://localhost:3000/realms/tsw',
      aud: 'portal-api',
      azp: 'reader',
      client_id: 'reader',
      preferred_username: 'service-account-reader',
      realm_access: { roles: [] },
      resource_access: { portal: { roles: ['trader'] } },
    });
    const search = await call(portal, String(body.access_token), SEARCH_URL);
    expect(search.statusCode).toBe(200);
    expect(search.json()).toMatchObject({
      totalCount: 2,
      resultList: [{ code: '01012100' }, { code: '01012900' }],
    });
    // The secret in the form (client_secret_post) does as well.
    await expect(
      tokenOf(portal, {
        grant_type: 'client_credentials',
        client_id: 'reader',
        client_secret: secrets.reader ?? '',
      }),
    ).resolves.toMatch(/^ey/);
  });

  it('refuses a client_credentials token without the role a route needs (403), and admits one with it', async () => {
    const reader = await tokenOf(
      portal,
      { grant_type: 'client_credentials' },
      { authorization: basic('reader', secrets.reader ?? '') },
    );
    const forbidden = await call(portal, reader, ROLE_URL);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'ROLE_REQUIRED' });
    const publisher = await tokenOf(
      portal,
      { grant_type: 'client_credentials' },
      { authorization: basic('publisher', secrets.publisher ?? '') },
    );
    expect([401, 403]).not.toContain((await call(portal, publisher, ROLE_URL)).statusCode);
  });

  it('answers the password grant at Keycloak’s token path as a deployed server does, and the token searches', async () => {
    const { status, body } = await tokenRequest(portal, {
      grant_type: 'password',
      client_id: 'script',
      client_secret: secrets.script ?? '',
      username: 'broker1',
      password: TEST_PASSWORD,
    });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['access_token', 'token_type', 'expires_in', 'session_state', 'scope']),
    );
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 300, scope: 'profile email' });
    const token = String(body.access_token);
    expect(decodeJwt(token)).toMatchObject({
      azp: 'script',
      preferred_username: 'broker1',
      email: 'broker1@example.test',
      session_state: body.session_state,
      sid: body.session_state,
      // The user is also a rates publisher, but the client may only read.
      resource_access: { portal: { roles: ['trader'] } },
      realm_access: { roles: [] },
    });
    expect((await call(portal, token, SEARCH_URL)).json()).toMatchObject({ totalCount: 2 });
    expect((await call(portal, token, ROLE_URL)).statusCode).toBe(403);
    const userinfo = await portal.app.inject({
      url: realmPath('tsw') + IDENTITY_PATHS.userinfo,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(userinfo.statusCode).toBe(200);
    expect(userinfo.json()).toMatchObject({ preferred_username: 'broker1' });
  });

  it('refuses the password grant to a disabled account, and the token it had at once', async () => {
    const user = await createTestUser(portal.database, 'departed-broker', ['trader']);
    const grant = {
      grant_type: 'password',
      client_id: 'public-script',
      username: 'departed-broker',
      password: TEST_PASSWORD,
    };
    const token = await tokenOf(portal, grant);
    expect((await call(portal, token, SEARCH_URL)).statusCode).toBe(200);
    await setAccountDisabled(portal.database, user.id, true);
    // The instance hears of it from the database within milliseconds (never by its check every 5 s).
    await vi.waitFor(
      async () => {
        const refused = await call(portal, token, SEARCH_URL);
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toMatchObject({ code: 'TOKEN_REVOKED' });
      },
      { timeout: 1000, interval: 20 },
    );
    expect(await tokenRequest(portal, grant)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Account disabled' },
    });
  });

  it('serves the password grant to a public client with its client_id alone, within that client’s roles', async () => {
    const token = await tokenOf(portal, {
      grant_type: 'password',
      client_id: 'public-script',
      username: 'broker1',
      password: TEST_PASSWORD,
    });
    expect(decodeJwt(token).resource_access).toEqual({ portal: { roles: ['rates-publisher', 'trader'] } });
    expect([401, 403]).not.toContain((await call(portal, token, ROLE_URL)).statusCode);
    // A public client has no secret to prove: it gets no client_credentials token.
    const refused = await tokenRequest(portal, {
      grant_type: 'client_credentials',
      client_id: 'public-script',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'invalid_request' });
  });

  it('answers bad requests with OAuth error JSON, never a 500', async () => {
    const script = { client_id: 'script', client_secret: secrets.script ?? '' };
    const cases: [string, Record<string, string>, Record<string, string>, number, string][] = [
      ['no grant type', { ...script }, {}, 400, 'invalid_request'],
      ['an unknown grant', { ...script, grant_type: 'magic' }, {}, 400, 'unsupported_grant_type'],
      ['no username', { ...script, grant_type: 'password', password: 'x' }, {}, 400, 'invalid_request'],
      // Its roles bound its users' tokens: they are no token of its own.
      [
        'client_credentials for a password-grant client',
        { ...script, grant_type: 'client_credentials' },
        {},
        400,
        'invalid_request',
      ],
      ['no password', { ...script, grant_type: 'password', username: 'broker1' }, {}, 400, 'invalid_request'],
      [
        'a wrong secret',
        { grant_type: 'client_credentials' },
        { authorization: basic('reader', 'not-the-secret') },
        401,
        'invalid_client',
      ],
      ['no client', { grant_type: 'client_credentials' }, {}, 400, 'invalid_request'],
      [
        'an unknown client',
        { grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'x' },
        {},
        401,
        'invalid_client',
      ],
      [
        'a disabled client',
        {
          grant_type: 'password',
          client_id: 'switched-off',
          client_secret: secrets['switched-off'] ?? '',
          username: 'broker1',
          password: TEST_PASSWORD,
        },
        {},
        401,
        'invalid_client',
      ],
      [
        'the password grant for a client not made for it',
        {
          grant_type: 'password',
          client_id: 'reader',
          client_secret: secrets.reader ?? '',
          username: 'broker1',
          password: TEST_PASSWORD,
        },
        {},
        400,
        'invalid_request',
      ],
      [
        "the web front end's client",
        { grant_type: 'password', client_id: 'portal', username: 'broker1', password: TEST_PASSWORD },
        {},
        400,
        'invalid_request',
      ],
      [
        'a wrong password',
        { ...script, grant_type: 'password', username: 'broker1', password: 'wrong password' },
        {},
        400,
        'invalid_grant',
      ],
    ];
    for (const [label, fields, headers, status, error] of cases) {
      const response = await tokenRequest(portal, fields, headers);
      expect(response.status, label).toBe(status);
      expect(response.headers['content-type'], label).toMatch(/^application\/json/);
      expect(response.body, label).toMatchObject({ error, error_description: expect.any(String) });
    }
  });

  it('keeps only a hash of each secret, and refuses a client at once when it is disabled', async () => {
    const [row] = await portal.database.query<{ secret_hash: string }>(
      'select secret_hash from api_client where client_id = $1',
      ['publisher'],
    );
    expect(row?.secret_hash).toMatch(/^sha256\$/);
    expect(row?.secret_hash).not.toContain(secrets.publisher);
    const request = () =>
      tokenRequest(
        portal,
        { grant_type: 'client_credentials' },
        { authorization: basic('publisher', secrets.publisher ?? '') },
      );
    expect((await request()).status).toBe(200);
    await updateApiClient(portal.database, 'publisher', { enabled: false });
    expect((await request()).body).toMatchObject({ error: 'invalid_client' });
    await updateApiClient(portal.database, 'publisher', { enabled: true });
    expect((await request()).status).toBe(200);
  });

  it('counts wrong passwords like the login form: after five, even the right one waits (429)', async () => {
    const attempt = (password: string) =>
      tokenRequest(portal, {
        grant_type: 'password',
        client_id: 'public-script',
        username: 'guessed-broker',
        password,
      });
    for (let failure = 0; failure < 5; failure++) {
      const refused = await attempt(`guess ${failure}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ error: 'invalid_grant', error_description: 'Invalid user credentials' });
    }
    const locked = await attempt(TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ error: 'invalid_grant' });
    expect(String(locked.body.error_description)).toMatch(/try again in 1[45] minutes/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
  });
});

describe('the password grant, off by default', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await openTestPortal({ prepare: prepareClients });
  });
  afterAll(() => portal.close());

  it('is refused even for a client made for it, while client_credentials works', async () => {
    const refused = await tokenRequest(portal, {
      grant_type: 'password',
      client_id: 'script',
      client_secret: secrets.script ?? '',
      username: 'broker1',
      password: TEST_PASSWORD,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'unsupported_grant_type' });
    const token = await tokenOf(
      portal,
      { grant_type: 'client_credentials' },
      { authorization: basic('reader', secrets.reader ?? '') },
    );
    expect((await call(portal, token, SEARCH_URL)).statusCode).toBe(200);
  });
});
