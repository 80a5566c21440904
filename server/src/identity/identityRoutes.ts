import { SERVER_PATHS, type PortalCountry } from '@tsw/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import Type from 'typebox';
import type { IdentityConfig } from '../config/config.js';
import type { Database } from '../database/database.js';
import { problem } from '../http/problem.js';
import { rateLimited, type RateLimitCheck } from '../http/rateLimiter.js';
import type { RateLimitName } from '../http/rateLimits.js';
import type { AccessTokenVerifier } from './accessTokenVerifier.js';
import {
  authorizationServerMetadataPath,
  IDENTITY_PATHS,
  realmPath,
  SIGNED_OUT_PATH,
} from './identityPaths.js';
import { keycloakClaims } from './keycloakClaims.js';
import { IDENTITY_MESSAGES, identityPageLanguage } from './pages/identityMessages.js';
import { sendIdentityPage } from './pages/identityPage.js';
import { providerHandoverOf } from './providerHandover.js';
import { messageBody } from './pages/signInForms.js';
import { registerThirdPartyCookieCheck } from './thirdPartyCookieCheck.js';
import { userById } from './userStore.js';

const KEYCLOAK_JSON_SCHEMA = Type.Object(
  {
    realm: Type.String(),
    'auth-server-url': Type.String(),
    'ssl-required': Type.String(),
    resource: Type.String(),
    'public-client': Type.Boolean(),
    'confidential-port': Type.Integer(),
    'use-resource-role-mappings': Type.Boolean({
      description:
        "Whether only the client's roles count (true), or the realm's roles too (AUTH_REALM_ROLES).",
    }),
  },
  { description: "Keycloak's adapter configuration: where and as which client the front end signs in." },
);

/** `GET /keycloak.json`: the login configuration the front end reads, whichever provider is in use. */
export function registerKeycloakJsonRoute(app: FastifyInstance, identity: IdentityConfig): void {
  app.get(
    SERVER_PATHS.keycloakJson,
    { schema: { tags: ['identity'], response: { 200: KEYCLOAK_JSON_SCHEMA } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return {
        realm: identity.realm,
        'auth-server-url': `${identity.authServerUrl.replace(/\/+$/, '')}/`,
        'ssl-required': 'external',
        resource: identity.clientId,
        'public-client': true,
        'confidential-port': 0,
        'use-resource-role-mappings': !identity.realmRoles,
      };
    },
  );
}

/**
 * The session-check frame (OpenID Connect Session Management): the front end posts "client_id
 * session_state" every few seconds and hears "unchanged" while this browser's provider session is
 * the same one, "changed" after a logout or a new sign-in elsewhere.
 */
const LOGIN_STATUS_FRAME = `<!doctype html><html><head><meta charset="utf-8"><title>session check</title></head><body><script>
window.addEventListener('message', function (event) {
  if (event.origin !== window.location.origin || typeof event.data !== 'string') return;
  var sessionState = event.data.split(' ')[1] || '';
  fetch('login-status', { credentials: 'same-origin', cache: 'no-store' })
    .then(function (response) { return response.json(); })
    .then(function (status) { event.source.postMessage(status.session === sessionState ? 'unchanged' : 'changed', event.origin); })
    .catch(function () { event.source.postMessage('error', event.origin); });
});
</script></body></html>`;

const SESSION_COOKIE = '_session';

/** A cookie's value; null when it is there but malformed (not percent-encoding that decodes). */
function cookieValue(header: string | undefined, name: string): string | undefined | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return undefined;
}

/**
 * The 429 of a provider endpoint: a token or registration client reads JSON (the API's problem, which has
 * OAuth's `error` field), a browser sent to sign in reads a page in its language.
 */
function providerRateLimited(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { limit: RateLimitName; retryAfter: number; country: PortalCountry; homeHref: string },
) {
  if (options.limit !== 'authorizationRequests') return rateLimited(reply, options.retryAfter);
  const query = request.query as { ui_locales?: unknown; lang?: unknown };
  const language = identityPageLanguage({
    chosen: typeof query.lang === 'string' ? query.lang : undefined,
    uiLocales: typeof query.ui_locales === 'string' ? query.ui_locales : undefined,
    acceptLanguage: request.headers['accept-language'],
  });
  const messages = IDENTITY_MESSAGES[language];
  reply.header('Retry-After', String(options.retryAfter));
  return sendIdentityPage(reply, 429, {
    language,
    country: options.country,
    title: messages.tooManyRequestsTitle,
    homeHref: options.homeHref,
    body: messageBody(messages.tooManyRequestsTitle, messages.tooManyRequests, {
      href: options.homeHref,
      label: messages.backHome,
    }),
  });
}

/**
 * Mounts the embedded provider at /realms/{realm} (Keycloak's layout) beside our own routes there: the
 * userinfo endpoint that accepts JWT access tokens, the session-check frame and the third-party-cookie check.
 */
export async function registerEmbeddedProviderRoutes(
  app: FastifyInstance,
  options: {
    /** The provider as it is now (a key rotation builds it again). */
    provider: () => Provider;
    database: Database;
    identity: IdentityConfig;
    verify: AccessTokenVerifier;
    rateLimit: RateLimitCheck;
    country: PortalCountry;
  },
): Promise<void> {
  const { provider, database, identity, verify } = options;
  const prefix = realmPath(identity.realm);

  app.get(
    `${prefix}${IDENTITY_PATHS.loginStatusIframe}`,
    { schema: { hide: true } },
    async (_request, reply) =>
      reply
        .header('X-Frame-Options', 'SAMEORIGIN')
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(LOGIN_STATUS_FRAME),
  );

  registerThirdPartyCookieCheck(app, prefix);

  app.get(`${prefix}${IDENTITY_PATHS.loginStatus}`, { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const id = cookieValue(request.headers.cookie, SESSION_COOKIE);
    if (id === null) {
      return reply
        .status(401)
        .send(problem(401, 'SESSION_COOKIE_INVALID', 'The session cookie is malformed: sign in again.'));
    }
    const session = id ? await provider().Session.find(id) : undefined;
    return { session: session?.accountId ? session.uid : null };
  });

  // Our own userinfo: checks the JWT and that its session is still live (logout ends it at once here).
  const userinfo = async (request: FastifyRequest, reply: FastifyReply) => {
    const verified = await verify(request.headers.authorization);
    const sessionUid = verified.ok ? verified.claims.session_state : undefined;
    const session =
      typeof sessionUid === 'string' ? await provider().Session.findByUid(sessionUid) : undefined;
    const user = verified.ok && session ? await userById(database, verified.identity.subject) : undefined;
    if (!user) {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer error="invalid_token"')
        .send(problem(401, 'TOKEN_INVALID', 'Invalid token.'));
    }
    return { sub: user.id, ...keycloakClaims(user, typeof sessionUid === 'string' ? sessionUid : undefined) };
  };
  app.route({
    method: ['GET', 'POST'],
    url: `${prefix}${IDENTITY_PATHS.userinfo}`,
    schema: { hide: true },
    handler: userinfo,
  });

  // RFC 8414: the provider's discovery document, where MCP clients (protocol 2025-06-18) read it first,
  // and where Keycloak also serves it, under the realm. The provider writes every address from PUBLIC_URL.
  for (const url of [
    authorizationServerMetadataPath(identity.realm),
    `${prefix}${IDENTITY_PATHS.authorizationServerMetadata}`,
  ]) {
    app.get(url, { schema: { hide: true } }, async (_request, reply) => {
      const discovery = await app.inject({
        method: 'GET',
        url: `${prefix}${IDENTITY_PATHS.openidConfiguration}`,
      });
      return reply
        .status(discovery.statusCode)
        .header('Cache-Control', 'no-store')
        .header('Access-Control-Allow-Origin', '*')
        .type('application/json; charset=utf-8')
        .send(discovery.body);
    });
  }

  let mounted: { provider: Provider; callback: ReturnType<Provider['callback']> } | undefined;
  const callbackOf = (current: Provider) => {
    if (mounted?.provider !== current) mounted = { provider: current, callback: current.callback() };
    return mounted.callback;
  };
  await app.register(async (scope) => {
    // The provider reads its own request bodies: nothing here may consume the stream first.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
      const handover = providerHandoverOf(request.url, prefix);
      // Counted here, before the provider takes the request over: its answers bypass Fastify's hooks.
      const limit = handover.rateLimit;
      const retryAfter = limit ? await options.rateLimit(limit, request) : 0;
      if (limit && retryAfter > 0) {
        return providerRateLimited(request, reply, {
          limit,
          retryAfter,
          country: options.country,
          homeHref: identity.publicUrl + SIGNED_OUT_PATH,
        });
      }
      // Switched off, the registration endpoint (in any spelling the provider serves: its limit names it)
      // says so rather than the provider's bare 404.
      if (limit === 'clientRegistrations' && !identity.clientRegistration) {
        return reply
          .status(404)
          .header('Cache-Control', 'no-store')
          .send(
            problem(
              404,
              'CLIENT_REGISTRATION_OFF',
              'This portal does not register clients (MCP_CLIENT_REGISTRATION=off): use a token you are given.',
            ),
          );
      }
      reply.hijack();
      request.raw.url = handover.url;
      (request.raw as { originalUrl?: string }).originalUrl = prefix + handover.url;
      callbackOf(provider())(request.raw, reply.raw);
    };
    scope.all(prefix, { schema: { hide: true } }, handOver);
    scope.all(`${prefix}/*`, { schema: { hide: true } }, handOver);
  });
}
