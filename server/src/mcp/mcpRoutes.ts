import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import Type from 'typebox';
import { problem, type Problem } from '../http/problem.js';
import { rateLimited, type RateLimitCheck } from '../http/rateLimiter.js';
import type { TypedApp } from '../http/typedApp.js';
import { BEARER_SECURITY_SCHEME } from '../identity/accessGuard.js';
import type { AccessTokenVerifier } from '../identity/accessTokenVerifier.js';
import { MCP_PATHS } from './mcpPaths.js';
import type { McpService } from './mcpServer.js';
import type { McpApi, McpApiAnswer } from './mcpTool.js';

/** Where the protected resource's metadata names this resource and its authorization server (RFC 9728). */
export function protectedResourceMetadata(publicUrl: string, issuer: string) {
  return {
    resource: `${publicUrl}${MCP_PATHS.mcp}`,
    authorization_servers: [issuer],
    bearer_methods_supported: ['header'],
    scopes_supported: ['openid'],
    resource_name: 'Trade Single Window portal MCP server',
    resource_documentation: `${publicUrl}${MCP_PATHS.llmsText}`,
  };
}

/** The API in process, as the caller: their token, their language and their address (for the API's limits). */
function mcpApiOf(app: FastifyInstance, request: FastifyRequest): McpApi {
  const headers: Record<string, string> = {};
  if (request.headers.authorization) headers.authorization = request.headers.authorization;
  if (request.headers['accept-language']) headers['accept-language'] = request.headers['accept-language'];
  const call = async (options: InjectOptions): Promise<McpApiAnswer> => {
    const response = await app.inject({
      ...options,
      headers: { ...headers, ...(options.headers as Record<string, string> | undefined) },
      remoteAddress: request.ip,
    });
    let body: unknown;
    try {
      body = response.body ? JSON.parse(response.body) : undefined;
    } catch {
      body = undefined;
    }
    if (response.statusCode < 300 && body !== undefined) return { ok: true, body };
    const refused = body as Partial<Problem> | undefined;
    return {
      ok: false,
      problem:
        typeof refused?.code === 'string' && typeof refused.message === 'string'
          ? (refused as Problem)
          : problem(500, 'INTERNAL_ERROR', 'Something went wrong.'),
    };
  };
  return {
    get: (url, options = {}) => call({ method: 'GET', url, ...options }),
    post: (url, body, options = {}) =>
      call({
        method: 'POST',
        url,
        payload: body as object,
        ...(options.query ? { query: options.query } : {}),
      }),
  };
}

/**
 * The MCP server at `/mcp` (issue 47): the Streamable HTTP transport, for bearer tokens of the portal's
 * provider as the API takes them. Without a valid token the answer is the 401 the MCP specification asks
 * for, naming the protected resource's metadata, from which a client finds the provider.
 */
export function registerMcpRoutes(
  app: TypedApp,
  options: {
    service: McpService;
    verify: AccessTokenVerifier;
    rateLimit: RateLimitCheck;
    publicUrl: string;
    issuer: string;
    country: string;
  },
): void {
  const metadataUrl = `${options.publicUrl}${MCP_PATHS.protectedResource}`;
  const metadata = protectedResourceMetadata(options.publicUrl, options.issuer);
  // RFC 9728 §3.1: a client asks at the well-known path, with the resource's path after it or not.
  for (const url of [MCP_PATHS.protectedResource, `${MCP_PATHS.protectedResource}${MCP_PATHS.mcp}`]) {
    app.get(
      url,
      {
        config: { access: 'public' },
        schema: { tags: ['MCP'], summary: 'The MCP server’s protected resource metadata (RFC 9728)' },
      },
      async () => metadata,
    );
  }

  const refuse = (reply: FastifyReply, code: string, message: string, tokenGiven: boolean) =>
    reply
      .status(401)
      .header(
        'WWW-Authenticate',
        `Bearer resource_metadata="${metadataUrl}"${tokenGiven ? `, error="invalid_token", error_description="${code}"` : ''}`,
      )
      .send(problem(401, code, message));

  app.post(
    MCP_PATHS.mcp,
    {
      schema: {
        tags: ['MCP'],
        summary: 'The MCP server (Streamable HTTP transport, stateless, JSON answers)',
        description:
          'JSON-RPC messages of the Model Context Protocol (2025-06-18): tools over the portal’s services, ' +
          'and the classify_goods prompt. Needs a bearer token from the portal’s sign-in; each tool keeps ' +
          'the roles of the API route it calls. See /llms.txt.',
        body: Type.Unknown(),
        // Outside the guarded prefixes (its 401 is the MCP specification's), but it needs a token all the same.
        security: [{ [BEARER_SECURITY_SCHEME]: [] }],
      },
      // Rate limit, then the token, before the body is read.
      async onRequest(request, reply) {
        const retryAfter = await options.rateLimit('mcpRequests', request);
        if (retryAfter > 0) return rateLimited(reply, retryAfter);
        const verified = await options.verify(request.headers.authorization);
        if (!verified.ok) {
          return refuse(reply, verified.code, verified.message, Boolean(request.headers.authorization));
        }
        request.identity = verified.identity;
      },
    },
    async (request, reply) => {
      reply.hijack();
      try {
        await options.service.handle(request.raw, reply.raw, request.body, {
          api: mcpApiOf(app, request),
          acceptLanguage: request.headers['accept-language'],
          country: options.country,
        });
      } catch (error) {
        // Past the hijack Fastify's error handler no longer answers: the request must not hang.
        request.log.error({ err: error }, 'the MCP server failed');
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        }
        reply.raw.end(JSON.stringify(problem(500, 'INTERNAL_ERROR', 'Something went wrong.')));
      }
    },
  );

  // Stateless: no stream of server messages to open (GET) and no session to end (DELETE).
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: MCP_PATHS.mcp,
      schema: { hide: true },
      handler: async (_request, reply) =>
        reply
          .status(405)
          .header('Allow', 'POST')
          .send(problem(405, 'METHOD_NOT_ALLOWED', 'This MCP server is stateless: POST your messages.')),
    });
  }
}
