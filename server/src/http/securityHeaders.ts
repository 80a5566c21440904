import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries: no MIME sniffing, no framing by other sites (clickjacking on sign-in and
 * tool pages), no full URLs (with their queries) leaked to other sites, and over https, HSTS. The sign-in
 * pages carry their own content security policy; the portal's pages do not have one yet (issue 29: their
 * inline scripts need hashes first).
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  options: { sameOriginFramePaths?: readonly string[]; publicUrl: string },
): void {
  const sameOriginFramePaths = options.sameOriginFramePaths ?? [];
  // Served over https (PUBLIC_URL), browsers are told to come back only over https for a year, so that no
  // later visit starts in plain http where a network could read or redirect it. Set on the raw answer, it
  // reaches the sign-in provider's own answers too, which bypass Fastify's hooks. Not for other subdomains:
  // an administration's other hosts are not ours to bind.
  if (options.publicUrl.startsWith('https://')) {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.raw.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
      done();
    });
  }
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

const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
