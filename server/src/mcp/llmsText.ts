import { SERVER_PATHS } from '@tsw/domain';
import type { TypedApp } from '../http/typedApp.js';
import { REFERENCE_BASE_PATH } from '../referenceService/referenceRoutes.js';
import { CLASSIFY_GOODS_PROMPT } from './classifyGoodsPrompt.js';
import { MCP_PATHS } from './mcpPaths.js';
import type { McpTool } from './mcpTool.js';

/** `/llms.txt` (llmstxt.org): what the portal offers an assistant, with the addresses to start from. */
export function llmsText(options: { publicUrl: string; issuer: string; tools: readonly McpTool[] }): string {
  const { publicUrl, issuer } = options;
  return [
    '# Trade Single Window portal',
    '',
    "> A customs administration's single-window portal: the national tariff with its taxes, an HS code " +
      "finder, the import taxation simulation, the traders' guide of required documents, customs exchange " +
      'rates, SROs and the reference tables, each as in force on a date. Its answers inform; they are not a ' +
      'binding ruling.',
    '',
    'Everything below needs a bearer token from the portal’s OpenID Connect provider (a signed-in user’s, or ' +
      'a machine client’s `client_credentials` token), with the same roles for the MCP tools as for the API. ' +
      'Where the provider names a `registration_endpoint`, an MCP client may register itself (a public ' +
      'client, PKCE) and sign its user in, who approves it on a consent page.',
    '',
    '## MCP server',
    '',
    `- [MCP endpoint](${publicUrl}${MCP_PATHS.mcp}): Streamable HTTP transport, stateless, protocol 2025-06-18.`,
    `- [Protected resource metadata](${publicUrl}${MCP_PATHS.protectedResource}): names the authorization server.`,
    `- [Authorization server](${issuer}/.well-known/openid-configuration): OpenID Connect discovery.`,
    '',
    '### Tools',
    '',
    ...options.tools.map((tool) => `- \`${tool.name}\`: ${tool.description}`),
    '',
    '### Prompts',
    '',
    `- \`${CLASSIFY_GOODS_PROMPT.name}\`: ${CLASSIFY_GOODS_PROMPT.description}`,
    '',
    '## API',
    '',
    `- [API documentation (OpenAPI)](${publicUrl}${SERVER_PATHS.apiDocs}/): every route, its schema and roles.`,
    `- [OpenAPI document](${publicUrl}${SERVER_PATHS.apiDocs}/json)`,
    `- [Reference-data service](${publicUrl}${REFERENCE_BASE_PATH}/): search, lookup and bulk over the dated reference tables.`,
    '',
  ].join('\n');
}

export function registerLlmsTextRoute(app: TypedApp, text: string): void {
  app.get(
    MCP_PATHS.llmsText,
    {
      config: { access: 'public' },
      schema: { tags: ['MCP'], summary: 'What the portal offers an assistant' },
    },
    async (_request, reply) => reply.type('text/markdown; charset=utf-8').send(text),
  );
}
