import type { FastifyInstance } from 'fastify';
import { API_CONTENT_SECURITY_POLICY } from './contentSecurityPolicy.js';

/**
 * Headers every answer carries: no MIME sniffing, no framing by other sites (clickjacking on sign-in and
 * tool pages), no full URLs (with their queries) leaked to other sites, and over https, HSTS. Pages carry
 * their own content security policy (the portal's: contentSecurityPolicy.ts; the sign-in server's: its
 * pages); a JSON or text answer, opened in a browser, may run and load nothing.
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
    // The build's scripts and styles are neither framed nor documents: the rest is for pages and data, and
    // on a phone's first tool screen (some forty scripts) those bytes of headers would add up to kilobytes.
    if (SUBRESOURCE_TYPES.test(String(reply.getHeader('Content-Type') ?? ''))) {
      done(null, payload);
      return;
    }
    // A route that must be framed by this site (the session-check frame) says SAMEORIGIN itself; one that
    // any site may frame (the third-party-cookie check) says so with a policy's frame-ancestors instead.
    const policy = reply.getHeader('Content-Security-Policy');
    if (policy === undefined && API_TYPES.test(String(reply.getHeader('Content-Type') ?? '')))
      reply.header('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
    if (
      !reply.hasHeader('X-Frame-Options') &&
      (policy === undefined || String(policy).includes("frame-ancestors 'none'"))
    )
      reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    done(null, payload);
  });
}

const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';
/** Scripts and style sheets: what a page loads, never shows as a page. */
const SUBRESOURCE_TYPES = /^(text|application)\/(javascript|css)\b/i;
/** Answers that are data, not documents: JSON (problems included) and plain text. */
const API_TYPES = /^(application\/([\w.+-]*\+)?json|text\/plain)\b/i;

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
