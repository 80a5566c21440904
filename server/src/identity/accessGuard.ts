import type { PortalIdentity, PortalRole } from '@tsw/domain';
import { holdsAnyRole, type RoleScope } from '@tsw/domain';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { problem } from '../http/problem.js';
import type { AccessTokenVerifier, VerifiedToken } from './accessTokenVerifier.js';

/**
 * Who may call a route: `'public'`, or signed-in users holding any one of `roles` (an empty list lets
 * every signed-in user through). Routes under the guarded prefixes that declare nothing need sign-in.
 */
/** The OpenAPI security scheme of bearer tokens. */
export const BEARER_SECURITY_SCHEME = 'bearer';

export type RouteAccess = 'public' | { readonly roles: readonly PortalRole[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The signed-in user, on guarded routes. */
    identity: PortalIdentity | null;
    /** The sign-in session the token belongs to (its `session_state`), when it names one. */
    sessionUid: string | null;
  }
}

/** Every request under these prefixes carries a bearer token unless its route says `access: 'public'`. */
export function installAccessGuard(
  app: FastifyInstance,
  verify: AccessTokenVerifier,
  guardedPrefixes: readonly string[],
  scope: RoleScope,
): void {
  app.decorateRequest('identity', null);
  app.decorateRequest('sessionUid', null);
  const isGuarded = (path: string) =>
    guardedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  // Each guarded route gets the guard as its own first hook, so public routes pay nothing for it, and
  // the OpenAPI document says which operations need a token and which roles.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!isGuarded(route.url) || access === 'public') return;
    const roles = access?.roles ?? [];
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    route.schema = {
      ...schema,
      security: [{ [BEARER_SECURITY_SCHEME]: [] }],
      description: [
        schema.description,
        roles.length > 0 ? `Requires one of the roles: ${roles.join(', ')}.` : 'Requires a signed-in user.',
      ]
        .filter(Boolean)
        .join(' '),
    };
    const ownHooks = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guardHook(verify, roles, scope), ...ownHooks];
  });
}

/**
 * The guard of one route. A callback hook, not an async one: a token already verified is answered without
 * a promise, and this runs before every API call.
 */
function guardHook(
  verify: AccessTokenVerifier,
  roles: readonly PortalRole[],
  scope: RoleScope,
): onRequestHookHandler {
  return function guard(request, reply, done) {
    const admit = (verified: VerifiedToken) => {
      if (!verified.ok) {
        reply
          .status(401)
          .header('WWW-Authenticate', `Bearer error="invalid_token", error_description="${verified.code}"`)
          .send(problem(401, verified.code, verified.message));
      } else if (!holdsAnyRole(verified.identity, roles, scope)) {
        reply
          .status(403)
          .send(problem(403, 'ROLE_REQUIRED', `This needs one of these roles: ${roles.join(', ')}.`));
      } else {
        request.identity = verified.identity;
        const sessionUid = verified.claims.session_state;
        request.sessionUid = typeof sessionUid === 'string' ? sessionUid : null;
        done();
      }
    };
    const verified = verify(request.headers.authorization);
    if (verified instanceof Promise) verified.then(admit).catch(done);
    else admit(verified);
  };
}
