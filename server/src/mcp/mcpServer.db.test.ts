import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { PortalRole } from '@tsw/domain';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, newApiClientSecret } from '../identity/apiClientStore.js';
import { IDENTITY_PATHS, realmPath } from '../identity/identityPaths.js';
import { loadReferenceDataIfEmpty } from '../shippedData/firstStartLoad.js';
import { injectTransport } from '../testing/injectTransport.js';
import { SignInFlow } from '../testing/signInFlow.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { createTestUser, TEST_PASSWORD } from '../testing/testUsers.js';
import { MCP_PATHS } from './mcpPaths.js';
import { MCP_TOOLS } from './mcpTools.js';

const PUBLIC_URL = 'http://localhost:3000';
const FRENCH = (
  JSON.parse(readFileSync(new URL('../../../web/shared/i18n/locales/fr.json', import.meta.url), 'utf8')) as {
    problems: Record<string, string>;
  }
).problems;

/** A good call of every tool, and a bad one with the code of its refusal (asked in French). */
const CALLS: Record<string, { good: Record<string, unknown>; bad: Record<string, unknown>; code: string }> = {
  search_tariff: {
    good: { query: 'mobile phone charger' },
    bad: { date: '2025-11-01' },
    code: 'MISSING_FIELD',
  },
  get_tariff_line: { good: { code: '84713000' }, bad: { code: '99999999' }, code: 'LINE_NOT_FOUND' },
  browse_tariff: { good: { heading: '0901' }, bad: { chapter: '99' }, code: 'CHAPTER_NOT_FOUND' },
  suggest_hs_codes: {
    good: { description: 'canvas sneakers with rubber soles' },
    bad: { description: '   ' },
    code: 'HS_FINDER_QUERY_EMPTY',
  },
  simulate_taxes: {
    good: {
      document: { typeOfDeclaration: 'IM', generalProcedureCode: '4' },
      items: [
        {
          commodityCode: { hsCode: '847130', pr1: '00' },
          currencyCode: { value: 'USD' },
          statValueInForeignCurrency: '12400',
        },
      ],
    },
    bad: { document: { typeOfDeclaration: 'IM' }, items: [] },
    code: 'NO_ITEMS',
  },
  traders_guide: {
    good: {
      document: { typeOfDeclaration: 'IM' },
      items: [{ commodityCode: '03046290', itemCountryOfOriginCode: 'MM' }],
    },
    bad: { document: { typeOfDeclaration: 'IM' }, items: [] },
    code: 'GUIDE_NO_CONSIGNMENTS',
  },
  exchange_rate: { good: { currencies: ['USD', 'EUR'] }, bad: { currencies: 'USD' }, code: 'INVALID_VALUE' },
  convert_currency: {
    good: { amount: '1,000.50', currency: 'USD' },
    bad: { amount: 'ten', currency: 'USD' },
    code: 'AMOUNT_NOT_A_NUMBER',
  },
  lookup_reference: {
    good: { table: 'country', code: 'BD' },
    bad: { table: 'planets' },
    code: 'INVALID_VALUE',
  },
  find_sro: { good: { text: 'exemption' }, bad: {}, code: 'MISSING_FIELD' },
  tariff_changes: {
    good: { scope: '8471' },
    bad: { from: '2025-07-02', to: '2025-07-01' },
    code: 'DATE_RANGE_REVERSED',
  },
};

describe('the MCP server, through the official SDK client on a listening portal', () => {
  let portal: TestPortal;
  let origin: string;
  let clientSecret = '';
  const tokens = new Map<string, Promise<string>>();

  beforeAll(async () => {
    portal = await openTestPortal({
      prepare: async (database, today) => {
        await loadReferenceDataIfEmpty(database, today, { real: true, sample: true });
        clientSecret = newApiClientSecret();
        await createApiClient(database, {
          clientId: 'assistant',
          secret: clientSecret,
          roles: ['trader'],
          passwordGrant: false,
        });
      },
    });
    origin = await portal.app.listen({ host: '127.0.0.1', port: 0 });
  }, 120_000);
  afterAll(() => portal.close());

  /** A signed-in user's access token, from the embedded provider's sign-in. */
  const tokenOf = (username: string, roles: readonly PortalRole[]) => {
    let token = tokens.get(username);
    if (!token) {
      token = (async () => {
        await createTestUser(portal.database, username, roles);
        const flow = new SignInFlow(injectTransport(portal.app), {
          publicUrl: PUBLIC_URL,
          username,
          password: TEST_PASSWORD,
        });
        return (await flow.signIn()).tokens.access_token;
      })();
      tokens.set(username, token);
    }
    return token;
  };

  const connected = async (token: string) => {
    const client = new Client({ name: 'portal-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(MCP_PATHS.mcp, origin), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    });
    await client.connect(transport);
    return client;
  };

  it('lists the tools and the prompt, and answers each tool with structured content of its output schema', async () => {
    const client = await connected(await tokenOf('mcp-trader', ['trader']));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(MCP_TOOLS.map((tool) => tool.name));
    for (const tool of tools) expect(tool.outputSchema?.type).toBe('object');
    for (const tool of MCP_TOOLS.filter((each) => CALLS[each.name])) {
      const result = await client.callTool({ name: tool.name, arguments: CALLS[tool.name]?.good });
      expect(result.isError, `${tool.name}: ${JSON.stringify(result.content)}`).toBeFalsy();
      expect([...Value.Errors(tool.outputSchema, result.structuredContent)], tool.name).toEqual([]);
      expect((result.content as { type: string; text: string }[])[0]?.text, tool.name).toBeTruthy();
    }
    const { prompts } = await client.listPrompts();
    expect(prompts.map((prompt) => prompt.name)).toEqual(['classify_goods']);
    const prompt = await client.getPrompt({
      name: 'classify_goods',
      arguments: { description: 'canvas shoes' },
    });
    expect(JSON.stringify(prompt.messages)).toContain('suggest_hs_codes');
    await client.close();
  }, 60_000);

  it('answers bad input with a tool error in the language asked', async () => {
    const client = await connected(await tokenOf('mcp-trader', ['trader']));
    for (const [name, { bad, code }] of Object.entries(CALLS)) {
      const result = await client.callTool({ name, arguments: { ...bad, language: 'fr' } });
      const text = (result.content as { text: string }[])[0]?.text ?? '';
      expect(result.isError, `${name}: ${text}`).toBe(true);
      expect(text, name).toContain(`(${code})`);
      expect(text.startsWith((FRENCH[code] ?? '?').split('{{')[0] ?? '?'), `${name}: ${text}`).toBe(true);
    }
    await client.close();
  });

  it("refuses a trader an officer's tool, and gives it to a declarant and to a machine client's token", async () => {
    const trader = await connected(await tokenOf('mcp-trader', ['trader']));
    const arguments_ = {
      restrictions: [{ field: 'voyageNumber', operator: 'STARTS_WITH', value: 'V' }],
      max: 5,
    };
    const refused = await trader.callTool({
      name: 'search_manifests',
      arguments: { ...arguments_, language: 'fr' },
    });
    expect(refused.isError).toBe(true);
    expect((refused.content as { text: string }[])[0]?.text).toBe(`${FRENCH.ROLE_REQUIRED} (ROLE_REQUIRED)`);
    const declarant = await connected(await tokenOf('mcp-declarant', ['declarant']));
    expect(
      (await declarant.callTool({ name: 'search_manifests', arguments: arguments_ })).isError,
    ).toBeFalsy();

    const tokenResponse = await fetch(new URL(realmPath('tsw') + IDENTITY_PATHS.token, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: 'assistant',
        client_secret: clientSecret,
        // RFC 8707, as an MCP client names the server it wants the token for.
        resource: `${PUBLIC_URL}${MCP_PATHS.mcp}`,
      }),
    });
    const { access_token } = (await tokenResponse.json()) as { access_token: string };
    const machine = await connected(access_token);
    const answer = await machine.callTool({ name: 'search_tariff', arguments: { query: '0901' } });
    expect(answer.isError).toBeFalsy();
    await Promise.all([trader.close(), declarant.close(), machine.close()]);
  });

  it('answers 401 without a token, naming the protected resource metadata, which names the provider', async () => {
    const response = await fetch(new URL(MCP_PATHS.mcp, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(response.status).toBe(401);
    const metadataUrl = `${PUBLIC_URL}${MCP_PATHS.protectedResource}`;
    expect(response.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${metadataUrl}"`);
    const metadata = (await (await fetch(new URL(MCP_PATHS.protectedResource, origin))).json()) as Record<
      string,
      unknown
    >;
    expect(metadata).toMatchObject({
      resource: `${PUBLIC_URL}${MCP_PATHS.mcp}`,
      authorization_servers: [`${PUBLIC_URL}/realms/tsw`],
    });
    const llms = await (await fetch(new URL(MCP_PATHS.llmsText, origin))).text();
    for (const tool of MCP_TOOLS) expect(llms).toContain(`\`${tool.name}\``);
  });
});
