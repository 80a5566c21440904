import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_ROLES } from '@tsw/domain';
import { configFromEnvironment } from '../config/config.js';
import { injectTransport } from '../testing/injectTransport.js';
import { mintAccessToken } from '../testing/mintToken.js';
import { SignInFlow } from '../testing/signInFlow.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { createTestUser, TEST_PASSWORD } from '../testing/testUsers.js';

/** Operations that need a particular role; every other secured operation lets any signed-in user in. */
const ROLE_REQUIREMENTS: Readonly<Record<string, readonly string[]>> = {
  'GET /api/admin/users': ['administrator'],
  'PUT /api/admin/users/{id}/roles': ['administrator'],
  'PUT /api/admin/users/{id}/disabled': ['administrator'],
  'POST /api/exchange-rates/periods': ['rates-publisher'],
  'GET /api/exchange-rates/periods/latest': ['rates-publisher'],
  'GET /api/content-editor/items': ['content-editor'],
  'POST /api/content-editor/items': ['content-editor'],
  'GET /api/content-editor/items/{id}': ['content-editor'],
  'PUT /api/content-editor/items/{id}': ['content-editor'],
  'GET /api/content-editor/items/{id}/changes': ['content-editor'],
  'POST /api/content-editor/items/{id}/publish': ['content-editor'],
  'POST /api/content-editor/items/{id}/unpublish': ['content-editor'],
  'POST /api/content-editor/preview': ['content-editor'],
  'GET /api/content-editor/media': ['content-editor'],
  'POST /api/content-editor/media': ['content-editor'],
  'GET /api/content-editor/media/{id}': ['content-editor'],
  'GET /api/guide-editor/rules': ['guide-editor'],
  'POST /api/guide-editor/rules': ['guide-editor'],
  'GET /api/guide-editor/rules/{id}': ['guide-editor'],
  'PUT /api/guide-editor/rules/{id}': ['guide-editor'],
  'GET /api/guide-editor/rules/{id}/history': ['guide-editor'],
  'POST /api/guide-editor/rules/{id}/withdraw': ['guide-editor'],
  'POST /api/guide-editor/rules/import': ['guide-editor'],
  'GET /api/guide-editor/rules/export': ['guide-editor'],
  'POST /api/manifest/search': ['declarant', 'customs-officer'],
  'POST /api/manifest/print': ['declarant', 'customs-officer'],
  'GET /api/manifest/manifests/{id}': ['declarant', 'customs-officer'],
  'POST /api/manifest/vessels/search': ['declarant', 'customs-officer'],
  'GET /api/manifest/vessels/{imoNumber}': ['declarant', 'customs-officer'],
  'POST /api/manifest/import': ['customs-officer'],
  'GET /api/content/help-desk/questions': ['help-desk'],
  'POST /api/content/help-desk/questions/{id}/answer': ['help-desk'],
  'POST /api/content/help-desk/questions/{id}/article': ['help-desk'],
};

/** Operations anyone may call: the login configuration, what the public pages read, the tariff book. */
const PUBLIC_OPERATIONS = [
  'GET /keycloak.json',
  'GET /health',
  'GET /api/data-sets',
  'GET /portal-config.json',
  'GET /traders-guide-config.json',
  'GET /tariffBook/{file}',
  'GET /pdf-fonts/{name}',
  'GET /api/content/items/{kind}',
  'GET /api/content/items/{kind}/{slug}',
  'GET /api/content/media/{id}/{fileName}',
  'GET /api/content/sro-documents/{slug}',
  'GET /.well-known/oauth-protected-resource',
  'GET /.well-known/oauth-protected-resource/mcp',
  'GET /llms.txt',
];

/** Public operations that name a thing: with the plausible values of urlOf, nothing is there. */
const PUBLIC_LOOKUPS = [
  'GET /api/content/items/{kind}/{slug}',
  'GET /api/content/media/{id}/{fileName}',
  'GET /api/content/sro-documents/{slug}',
];

interface Operation {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  url: string;
  secured: boolean;
}

/** A request URL for an OpenAPI path: parameters get plausible values. */
function urlOf(path: string): string {
  return path
    .replace('{entity}', 'country')
    .replace('{*}', 'BD')
    .replace('{id}', '00000000-0000-4000-8000-000000000000')
    .replace('{file}', 'ChapterData_01_en.pdf')
    .replace('{name}', 'latin-regular.woff')
    .replace('{kind}', 'news')
    .replace('{slug}', 'no-such-news')
    .replace('{fileName}', 'order.pdf');
}

describe('the authorization matrix', () => {
  let portal: TestPortal;
  let operations: Operation[];
  const tokens: Record<string, string> = {};
  const identity = configFromEnvironment({}).identity;

  beforeAll(async () => {
    portal = await openTestPortal({
      prepare: async (database) => {
        await createTestUser(database, 'roleless', []);
        // Holds every role an operation asks for, so that each is shown to let a holder through.
        await createTestUser(database, 'administrator1', [
          'administrator',
          'rates-publisher',
          'content-editor',
          'guide-editor',
          'customs-officer',
          'help-desk',
        ]);
      },
    });
    const signIn = async (username: string) =>
      (
        await new SignInFlow(injectTransport(portal.app), {
          publicUrl: identity.publicUrl,
          username,
          password: TEST_PASSWORD,
        }).signIn()
      ).tokens;
    tokens.roleless = (await signIn('roleless')).access_token;
    const administrator = await signIn('administrator1');
    tokens.administrator = administrator.access_token;
    // Signed by the same key; here its audience is made the API's too, so that only its type gives it away.
    tokens.idToken = administrator.id_token ?? '';
    tokens.idTokenForApi = await mintAccessToken(portal.database, identity, {
      type: 'JWT',
      claims: { typ: 'ID' },
    });
    tokens.expired = await mintAccessToken(portal.database, identity, { expiresInSeconds: -60 });
    tokens.otherAudience = await mintAccessToken(portal.database, identity, { audience: 'another-api' });
    tokens.foreignKey = await mintAccessToken(portal.database, identity, { foreignKey: true });
    // Every portal role, but held on another client of the realm and on the realm itself.
    tokens.elsewhere = await mintAccessToken(portal.database, identity, {
      claims: {
        resource_access: { account: { roles: [...PORTAL_ROLES] } },
        realm_access: { roles: [...PORTAL_ROLES] },
      },
    });
    const [head, body, signature] = tokens.administrator.split('.');
    tokens.tampered = `${head}.${body}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    // Changing the roles in the payload (keeping the signature) is tampering too.
    const payload = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as Record<string, unknown>;
    payload.resource_access = { portal: { roles: ['administrator'] } };
    const [rHead, , rSignature] = tokens.roleless.split('.');
    tokens.escalated = `${rHead}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${rSignature}`;

    const document = (await portal.app.inject('/docs/json')).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        url: urlOf(path),
        secured: (operation.security ?? []).length > 0,
      })),
    );
  });
  afterAll(() => portal.close());

  const call = (operation: Operation, token?: string) =>
    portal.app.inject({
      method: operation.method,
      url: operation.url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(operation.method === 'GET' ? {} : { payload: {} }),
    });

  it('documents every operation as secured except the public ones', () => {
    const unsecured = operations
      .filter((operation) => !operation.secured)
      .map((operation) => `${operation.method} ${operation.path}`);
    expect(unsecured.sort()).toEqual([...PUBLIC_OPERATIONS].sort());
    expect(operations.filter((operation) => operation.secured).length).toBeGreaterThanOrEqual(8);
  });

  it('refuses every secured operation without a valid token, with 401 and a JSON Problem', async () => {
    for (const operation of operations.filter((candidate) => candidate.secured)) {
      for (const [kind, token] of [
        ['missing', undefined],
        ['expired', tokens.expired],
        ['tampered', tokens.tampered],
        ['escalated', tokens.escalated],
        ['other audience', tokens.otherAudience],
        ['foreign key', tokens.foreignKey],
        ['ID', tokens.idToken],
        ['API-audience ID', tokens.idTokenForApi],
        ['not a JWT', 'not-a-token'],
      ] as const) {
        const response = await call(operation, token);
        expect(response.statusCode, `${operation.method} ${operation.path} with a ${kind} token`).toBe(401);
        expect(response.json()).toMatchObject({ statusCode: 401 });
        expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      }
    }
    const expired = await call(
      { method: 'GET', path: '/api/account', url: '/api/account', secured: true },
      tokens.expired,
    );
    expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('refuses a signed-in user lacking the role with 403, and lets a holder through', async () => {
    for (const operation of operations.filter((candidate) => candidate.secured)) {
      const roles = ROLE_REQUIREMENTS[`${operation.method} ${operation.path}`];
      const roleless = await call(operation, tokens.roleless);
      const holder = await call(operation, tokens.administrator);
      const label = `${operation.method} ${operation.path}`;
      if (roles) {
        expect(roleless.statusCode, label).toBe(403);
        expect(roleless.json()).toMatchObject({ code: 'ROLE_REQUIRED' });
      } else {
        expect([401, 403], label).not.toContain(roleless.statusCode);
      }
      expect([401, 403, 500], label).not.toContain(holder.statusCode);
    }
  });

  it("grants nothing for a role held on another client or on the realm, only on the portal's", async () => {
    const guarded = operations.filter(
      (operation) => operation.secured && ROLE_REQUIREMENTS[`${operation.method} ${operation.path}`],
    );
    expect(guarded.length).toBeGreaterThan(5);
    for (const operation of guarded) {
      const response = await call(operation, tokens.elsewhere);
      expect(response.statusCode, `${operation.method} ${operation.path}`).toBe(403);
    }
  });

  it('lets anyone call the public operations', async () => {
    for (const operation of operations.filter((candidate) => !candidate.secured)) {
      const label = `${operation.method} ${operation.path}`;
      expect((await call(operation)).statusCode, label).toBe(PUBLIC_LOOKUPS.includes(label) ? 404 : 200);
    }
  });
});
