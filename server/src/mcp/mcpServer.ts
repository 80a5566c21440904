import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Language } from '@tsw/domain';
import type { Problem } from '../http/problem.js';
import { CLASSIFY_GOODS_PROMPT, classifyGoodsPromptText } from './classifyGoodsPrompt.js';
import { mcpLanguageOf, mcpProblemMessage } from './mcpProblemMessages.js';
import { mcpArgumentsProblem, mcpOutputProblem, type McpApi, type McpTool } from './mcpTool.js';

/** The server's name and version, as `initialize` answers. */
const MCP_SERVER_INFO = { name: 'trade-single-window', version: '0.1.0' };

const MCP_INSTRUCTIONS =
  "The customs administration's single-window portal: its national tariff with taxes, the HS code finder, " +
  "the import taxation simulation, the traders' guide of required documents, customs exchange rates, SROs " +
  'and reference tables, each as in force on a date (default today). Answers are information, not a ' +
  'binding ruling.';

/**
 * The SDK (about 11 MiB of heap with zod and ajv), loaded with the first MCP request: a portal whose
 * assistants never call it does not carry it (issue 48's heap cap).
 */
async function loadSdk() {
  const [server, transport, types, ajv] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/index.js'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
    import('@modelcontextprotocol/sdk/types.js'),
    import('@modelcontextprotocol/sdk/validation/ajv'),
  ]);
  return {
    Server: server.Server,
    Transport: transport.StreamableHTTPServerTransport,
    types,
    // A server makes its own Ajv unless given one: that was most of a tool call's cost. None is compiled
    // with it here (it checks what a client answers to elicitation, which these tools never ask).
    validator: new ajv.AjvJsonSchemaValidator(),
  };
}
let sdk: ReturnType<typeof loadSdk> | undefined;

/** What one MCP request may do: the portal's API with the caller's token, in the caller's language. */
export interface McpCaller {
  readonly api: McpApi;
  readonly acceptLanguage: string | undefined;
  readonly country: string;
}

function toolError(problem: Problem, language: Language) {
  return {
    isError: true,
    content: [
      {
        type: 'text' as const,
        text: `${mcpProblemMessage(problem, language)} (${problem.problems?.[0]?.code ?? problem.code})`,
      },
    ],
  };
}

/**
 * The MCP server of the portal's tools, stateless (decision 0015): each request gets its own server and
 * transport, which end with it, so that any instance answers any request and nothing is kept between them.
 */
export class McpService {
  private readonly byName: ReadonlyMap<string, McpTool>;
  /** Each tool as `tools/list` gives it: its schemas as plain JSON Schema. */
  private readonly listed: readonly object[];

  constructor(tools: readonly McpTool[]) {
    this.byName = new Map(tools.map((tool) => [tool.name, tool]));
    this.listed = tools.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: JSON.parse(JSON.stringify(tool.inputSchema)) as object,
      outputSchema: JSON.parse(JSON.stringify(tool.outputSchema)) as object,
      annotations: { readOnlyHint: true, openWorldHint: false },
    }));
  }

  /** Answers one HTTP request of the Streamable HTTP transport; the body is already parsed. */
  async handle(
    request: IncomingMessage,
    response: ServerResponse,
    body: unknown,
    caller: McpCaller,
  ): Promise<void> {
    const { Server, Transport, types, validator } = await (sdk ??= loadSdk());
    const server = new Server(MCP_SERVER_INFO, {
      capabilities: { tools: {}, prompts: {} },
      instructions: MCP_INSTRUCTIONS,
      jsonSchemaValidator: validator,
    });
    server.setRequestHandler(types.ListToolsRequestSchema, () => ({ tools: this.listed as never }));
    server.setRequestHandler(types.CallToolRequestSchema, async (call) => {
      const tool = this.byName.get(call.params.name);
      const input = call.params.arguments ?? {};
      const language = mcpLanguageOf(input.language, caller.acceptLanguage);
      if (!tool) {
        throw new types.McpError(types.ErrorCode.InvalidParams, `There is no tool ${call.params.name}.`);
      }
      const refused = mcpArgumentsProblem(tool.inputSchema, input);
      if (refused) return toolError(refused, language);
      const outcome = await tool.run(input, { api: caller.api, language, country: caller.country });
      if (!outcome.ok) return toolError(outcome.problem, language);
      const unexpected = mcpOutputProblem(tool.outputSchema, outcome.output);
      if (unexpected) return toolError(unexpected, language);
      return {
        content: [{ type: 'text' as const, text: tool.text(outcome.output) }],
        structuredContent: outcome.output as Record<string, unknown>,
      };
    });
    server.setRequestHandler(types.ListPromptsRequestSchema, () => ({
      prompts: [{ ...CLASSIFY_GOODS_PROMPT, arguments: [...CLASSIFY_GOODS_PROMPT.arguments] }],
    }));
    server.setRequestHandler(types.GetPromptRequestSchema, (asked) => {
      if (asked.params.name !== CLASSIFY_GOODS_PROMPT.name) {
        throw new types.McpError(types.ErrorCode.InvalidParams, `There is no prompt ${asked.params.name}.`);
      }
      const language = mcpLanguageOf(asked.params.arguments?.language, caller.acceptLanguage);
      const text = classifyGoodsPromptText(asked.params.arguments?.description ?? '', language);
      return {
        description: CLASSIFY_GOODS_PROMPT.description,
        messages: [{ role: 'user' as const, content: { type: 'text' as const, text } }],
      };
    });
    // Stateless: no session id, and JSON answers rather than a stream, since no tool sends progress.
    const transport = new Transport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    // Closing the server closes its transport (each close builds an error for pending requests: once is enough).
    response.on('close', () => void server.close());
    await server.connect(transport);
    await transport.handleRequest(request, response, body);
  }
}
