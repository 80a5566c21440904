import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries: no MIME sniffing, no framing by other sites (clickjacking on sign-in and
 * tool pages), no full URLs (with their queries) leaked to other sites. A content security policy waits
 * for the sign-in work, which decides the identity provider's origins.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  sameOriginFramePaths: readonly string[] = [],
): void {
  // A callback hook, not an async one: it runs on every answer, and a promise each time costs.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (sameOriginFramePaths.length > 0 && sameOriginFramePaths.includes(pathOf(request.url)))
      reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('X-Content-Type-Options', 'nosniff');
    // A route that must be framed by this site (the session-check frame) says SAMEORIGIN itself; one that
    // any site may frame (the third-party-cookie check) says so with a policy's frame-ancestors instead.
    if (!reply.hasHeader('X-Frame-Options') && !reply.hasHeader('Content-Security-Policy'))
      reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    done(null, payload);
  });
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
