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
  app.addHook('onSend', async (request, reply, payload) => {
    if (sameOriginFramePaths.includes(request.url.split('?')[0] ?? ''))
      reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('X-Content-Type-Options', 'nosniff');
    // A route that must be framed by this site (the session-check frame) says SAMEORIGIN itself.
    if (!reply.hasHeader('X-Frame-Options')) reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    return payload;
  });
}
