import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { SERVER_PATHS } from '@tsw/domain';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../http/rateLimits.js';
import { MCP_PATHS } from '../mcp/mcpPaths.js';
import { fetchTransport, SignInFlow, type FlowResponse } from '../testing/signInFlow.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { createTestUser, TEST_PASSWORD } from '../testing/testUsers.js';
import { authorizationServerMetadataPath, IDENTITY_PATHS, realmPath } from './identityPaths.js';

/** The portal's configured address; the tests reach it on the port it listens on. */
const PUBLIC_URL = 'http://localhost:3000';
const REALM = realmPath('tsw');
const REGISTRATION = `${REALM}${IDENTITY_PATHS.registration}`;
/** Where the assistant listens for its code, as a desktop assistant does (mcp-remote). */
const REDIRECT_URL = 'http://127.0.0.1:33418/oauth/callback';

/**
 * The assistant's side of the SDK's OAuth client: it keeps what the SDK gives it (its registration, the
 * PKCE verifier, the tokens), and notes the address the SDK would open in the person's browser.
 */
class AssistantAuth implements OAuthClientProvider {
  information: OAuthClientInformationMixed | undefined;
  savedTokens: OAuthTokens | undefined;
  verifier = '';
  authorizationUrl: URL | undefined;
  constructor(readonly name: string) {}
  get redirectUrl() {
    return REDIRECT_URL;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: this.name,
      redirect_uris: [REDIRECT_URL],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  clientInformation() {
    return this.information;
  }
  saveClientInformation(information: OAuthClientInformationMixed) {
    this.information = information;
  }
  tokens() {
    return this.savedTokens;
  }
  saveTokens(tokens: OAuthTokens) {
    this.savedTokens = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

describe('MCP clients that register themselves (RFC 7591) and ask a person to consent', () => {
  let portal: TestPortal;
  let origin: string;
  /** The SDK's requests, sent to the listening portal whatever address the metadata names. */
  const portalFetch = (url: string | URL, init?: RequestInit) =>
    fetch(String(url).replace(PUBLIC_URL, origin), init);

  beforeAll(async () => {
    portal = await openTestPortal();
    origin = await portal.app.listen({ host: '127.0.0.1', port: 0 });
    await createTestUser(portal.database, 'assistant-user', ['trader', 'declarant']);
  }, 120_000);
  afterAll(() => portal.close());

  /** The person's browser: opens the address, signs in when asked, and stops at the consent page or the assistant. */
  const browse = async (browser: SignInFlow, url: string): Promise<FlowResponse> => {
    let response = await browser.request('GET', url);
    for (let hop = 0; hop < 8; hop++) {
      const location = String(response.headers.location ?? '');
      if (response.status === 200 && /name="password"/.test(response.body)) {
        response = await browser.submit(response, { username: 'assistant-user', password: TEST_PASSWORD });
      } else if (location && !location.startsWith(REDIRECT_URL)) {
        response = await browser.request('GET', location);
      } else {
        return response;
      }
    }
    throw new Error('too many redirects');
  };
  const browserOf = () =>
    new SignInFlow(fetchTransport(origin), { publicUrl: PUBLIC_URL, username: '', password: '' });
  const decide = async (browser: SignInFlow, consentPage: FlowResponse, decision: 'allow' | 'deny') => {
    expect(consentPage.status).toBe(200);
    let response = await browser.submit(consentPage, { decision });
    for (let hop = 0; hop < 5 && !String(response.headers.location ?? '').startsWith(REDIRECT_URL); hop++) {
      response = await browser.request('GET', String(response.headers.location));
    }
    return new URL(String(response.headers.location)).searchParams;
  };
  const register = (metadata: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
    portal.app.inject({ method: 'POST', url: REGISTRATION, payload: metadata, remoteAddress });

  it('registers through the SDK, asks the person, and calls /mcp with the token it gets', async () => {
    const auth = new AssistantAuth('Desk assistant');
    const serverUrl = new URL(`${PUBLIC_URL}${MCP_PATHS.mcp}`);
    const first = new StreamableHTTPClientTransport(serverUrl, { authProvider: auth, fetch: portalFetch });
    await expect(new Client({ name: 'assistant', version: '1.0.0' }).connect(first)).rejects.toThrow(
      UnauthorizedError,
    );
    // The SDK found the provider through the resource's metadata, registered, and built the address.
    const clientId = auth.information?.client_id ?? '';
    expect(clientId).toMatch(/\S{16,}/);
    expect(auth.information).not.toHaveProperty('client_secret');
    const authorizationUrl = auth.authorizationUrl ?? new URL('about:blank');
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl.searchParams.get('resource')).toBe(serverUrl.href);

    const browser = browserOf();
    const consentPage = await browse(browser, authorizationUrl.href);
    expect(consentPage.body).toContain('Desk assistant');
    expect(consentPage.body).toContain('Not verified');
    expect(consentPage.body).toContain('127.0.0.1:33418');
    expect(consentPage.body).toContain('<li>Trader</li><li>Declarant</li>');
    // The form's answer ends at the assistant's address: the page's policy lets the browser follow it there.
    expect(consentPage.headers['content-security-policy']).toContain(
      "form-action 'self' http://127.0.0.1:33418",
    );
    const callback = await decide(browser, consentPage, 'allow');
    expect(callback.get('state')).toBe(authorizationUrl.searchParams.get('state'));

    await first.finishAuth(callback.get('code') ?? '');
    const claims = decodeJwt(auth.savedTokens?.access_token ?? '');
    expect(claims).toMatchObject({
      aud: 'portal-api',
      azp: clientId,
      preferred_username: 'assistant-user',
      resource_access: { portal: { roles: expect.arrayContaining(['trader', 'declarant']) } },
    });
    expect(auth.savedTokens?.refresh_token).toBeTruthy();
    const assistant = new Client({ name: 'assistant', version: '1.0.0' });
    await assistant.connect(
      new StreamableHTTPClientTransport(serverUrl, { authProvider: auth, fetch: portalFetch }),
    );
    const { tools } = await assistant.listTools();
    expect(tools.map((tool) => tool.name)).toContain('search_tariff');
    await assistant.close();

    // The approval is remembered: in a new browser session the person signs in and is not asked again.
    const again = await browse(browserOf(), authorizationUrl.href);
    expect(String(again.headers.location)).toMatch(/^http:\/\/127\.0\.0\.1:33418\/oauth\/callback\?code=/);

    // Its refresh token works (and rotates) until the approval is withdrawn from the account.
    const refresh = (refreshToken: string) =>
      portalFetch(`${PUBLIC_URL}${REALM}${IDENTITY_PATHS.token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: clientId,
          refresh_token: refreshToken,
        }),
      });
    const refreshed = await refresh(auth.savedTokens?.refresh_token ?? '');
    expect(refreshed.status).toBe(200);
    const rotated = (await refreshed.json()) as { refresh_token: string; access_token: string };
    expect(decodeJwt(rotated.access_token)).toMatchObject({ azp: clientId, aud: 'portal-api' });

    const bearer = { authorization: `Bearer ${rotated.access_token}` };
    const listed = await portal.app.inject({ url: SERVER_PATHS.accountClients, headers: bearer });
    expect(listed.json()).toMatchObject([
      { clientId, clientName: 'Desk assistant', redirectHosts: ['127.0.0.1:33418'] },
    ]);
    const portalGrant = await portal.app.inject({
      method: 'DELETE',
      url: `${SERVER_PATHS.accountClients}/portal`,
      headers: bearer,
    });
    expect(portalGrant.statusCode).toBe(404);
    const withdrawn = await portal.app.inject({
      method: 'DELETE',
      url: `${SERVER_PATHS.accountClients}/${clientId}`,
      headers: bearer,
    });
    expect(withdrawn.statusCode).toBe(204);
    expect((await portal.app.inject({ url: SERVER_PATHS.accountClients, headers: bearer })).json()).toEqual(
      [],
    );
    const afterWithdrawal = await refresh(rotated.refresh_token);
    expect(afterWithdrawal.status).toBe(400);
    expect(await afterWithdrawal.json()).toMatchObject({ error: 'invalid_grant' });
  }, 60_000);

  it('returns access_denied to the client when the person denies it', async () => {
    const registered = await register({ client_name: 'Unwanted', redirect_uris: [REDIRECT_URL] });
    expect(registered.statusCode).toBe(201);
    const client = registered.json<{ client_id: string; token_endpoint_auth_method: string }>();
    expect(client.token_endpoint_auth_method).toBe('none');
    const query = new URLSearchParams({
      client_id: client.client_id,
      redirect_uri: REDIRECT_URL,
      response_type: 'code',
      scope: 'openid',
      state: 'deny-state',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const browser = browserOf();
    // Without PKCE, or asking not to be shown anything, it gets no code.
    const withoutPkce = new URLSearchParams(query);
    withoutPkce.delete('code_challenge');
    withoutPkce.delete('code_challenge_method');
    const refused = await browse(browser, `${REALM}${IDENTITY_PATHS.authorization}?${withoutPkce}`);
    expect(new URL(String(refused.headers.location)).searchParams.get('error')).toBe('invalid_request');
    const consentPage = await browse(browser, `${REALM}${IDENTITY_PATHS.authorization}?${query}`);
    expect(consentPage.body).toContain('Unwanted');
    const silent = await browser.request(
      'GET',
      `${REALM}${IDENTITY_PATHS.authorization}?${query}&prompt=none`,
    );
    expect(new URL(String(silent.headers.location)).searchParams.get('error')).toBe('consent_required');
    const callback = await decide(browser, consentPage, 'deny');
    expect(callback.get('error')).toBe('access_denied');
    expect(callback.get('state')).toBe('deny-state');
    expect(callback.has('code')).toBe(false);
  });

  it('refuses confidential clients, other grants, other metadata and other redirect URIs', async () => {
    const https = ['https://localhost/callback'];
    const refusals: [Record<string, unknown>, string][] = [
      [
        { redirect_uris: https, token_endpoint_auth_method: 'client_secret_basic' },
        'invalid_client_metadata',
      ],
      [{ redirect_uris: https, token_endpoint_auth_method: 'private_key_jwt' }, 'invalid_client_metadata'],
      [{ redirect_uris: https, grant_types: ['client_credentials'] }, 'invalid_client_metadata'],
      [{ redirect_uris: https, grant_types: ['authorization_code', 'implicit'] }, 'invalid_client_metadata'],
      [{ redirect_uris: https, jwks_uri: 'https://assistant.example/jwks' }, 'invalid_client_metadata'],
      [{ redirect_uris: https, client_name: 'x'.repeat(101) }, 'invalid_client_metadata'],
      [{ redirect_uris: ['http://assistant.example/callback'] }, 'invalid_redirect_uri'],
      [{ redirect_uris: ['http://localhost.assistant.example/callback'] }, 'invalid_redirect_uri'],
      [{ redirect_uris: ['cursor://anysphere.cursor-retrieval/oauth/callback'] }, 'invalid_redirect_uri'],
      [{ redirect_uris: ['https://user:secret@localhost/callback'] }, 'invalid_redirect_uri'],
      // A site's address: an open registration must not make the portal's links lead to it.
      [{ redirect_uris: ['https://claude.ai/api/mcp/auth_callback'] }, 'invalid_redirect_uri'],
      [{ redirect_uris: [] }, 'invalid_redirect_uri'],
    ];
    for (const [metadata, error] of refusals) {
      const refused = await register(metadata, '10.0.0.1');
      expect(refused.statusCode, JSON.stringify(metadata)).toBe(400);
      expect(refused.json(), JSON.stringify(metadata)).toMatchObject({ error });
    }
    for (const uri of ['http://localhost:8080/cb', 'http://[::1]:9000/cb', 'https://127.0.0.1:8443/cb']) {
      const registered = await register({ redirect_uris: [uri] }, '10.0.0.1');
      expect(registered.statusCode, uri).toBe(201);
      // No method named: a public client, with no secret made for it.
      expect(registered.json(), uri).toMatchObject({ token_endpoint_auth_method: 'none' });
      expect(registered.json(), uri).not.toHaveProperty('client_secret');
    }
  });

  it('is advertised where MCP clients look, and limited per address', async () => {
    for (const path of [
      authorizationServerMetadataPath('tsw'),
      `${REALM}${IDENTITY_PATHS.authorizationServerMetadata}`,
      `${REALM}${IDENTITY_PATHS.openidConfiguration}`,
    ]) {
      const metadata = (await portal.app.inject({ url: path })).json<Record<string, unknown>>();
      expect(metadata, path).toMatchObject({
        issuer: `${PUBLIC_URL}${REALM}`,
        registration_endpoint: `${PUBLIC_URL}${REGISTRATION}`,
        code_challenge_methods_supported: ['S256'],
      });
    }
    const { max } = RATE_LIMITS.clientRegistrations;
    for (let count = 0; count < max; count++) {
      expect((await register({ redirect_uris: [REDIRECT_URL] }, '10.0.0.2')).statusCode).toBe(201);
    }
    const limited = await register({ redirect_uris: [REDIRECT_URL] }, '10.0.0.2');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register({ redirect_uris: [REDIRECT_URL] }, '10.0.0.3')).statusCode).toBe(201);
  });

  it('forgets a registered client once its lease has run out', async () => {
    const registered = await register({ redirect_uris: [REDIRECT_URL] }, '10.0.0.4');
    const { client_id } = registered.json<{ client_id: string }>();
    const [row] = await portal.database.query<{ days: number }>(
      `select extract(epoch from expires_at - now()) / 86400 as days from oidc_payload
       where model = 'Client' and id = $1`,
      [client_id],
    );
    expect(Math.round(Number(row?.days))).toBe(90);
    await portal.database.query(
      `update oidc_payload set expires_at = now() - interval '1 second' where model = 'Client' and id = $1`,
      [client_id],
    );
    const token = await portal.app.inject({
      method: 'POST',
      url: `${REALM}${IDENTITY_PATHS.token}`,
      payload: `grant_type=refresh_token&client_id=${client_id}&refresh_token=x`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(token.json()).toMatchObject({ error: 'invalid_client' });
  });
});

describe('MCP_CLIENT_REGISTRATION=off', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await openTestPortal({ environment: { MCP_CLIENT_REGISTRATION: 'off' } });
  }, 120_000);
  afterAll(() => portal.close());

  it('advertises no registration endpoint, and refuses registrations', async () => {
    const discovery = await portal.app.inject({ url: authorizationServerMetadataPath('tsw') });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json()).not.toHaveProperty('registration_endpoint');
    const refused = await portal.app.inject({
      method: 'POST',
      url: REGISTRATION,
      payload: { redirect_uris: [REDIRECT_URL] },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'CLIENT_REGISTRATION_OFF' });
  });
});
