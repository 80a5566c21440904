import { createHash } from 'node:crypto';

/*
 * The content security policy of the portal's pages. Scripts from files come only from this site. Inline
 * scripts run only where the build wrote them: the tools' page and the build's own HTML files (React
 * Router's context, its scroll restoration, Mantine's colour scheme), named by their SHA-256 as read from
 * those files. A page the site's renderer draws from content or a request's query (generated, drawn per
 * request, a status page) has no inline script, and its policy allows none: a script that got into its HTML,
 * by whatever flaw, runs nowhere. Styles may be inline: Mantine writes style elements and attributes at run
 * time, and a style cannot run code.
 */

/** What a JSON or text answer may do when a browser opens it: nothing, and nobody may frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The API documentation's pages (Swagger UI): scripts from its files, trying the API on this site. */
export const API_DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Where the pages' scripts may connect and what they may frame, beside this site. */
export interface PagePolicySources {
  /** The service addresses of /portal-config.json: a tool may be pointed at another backend. */
  readonly serviceUrls: readonly string[];
  /** The OpenID Connect provider: the front end fetches its metadata and tokens, and frames its silent sign-in. */
  readonly authServerUrl: string;
}

/** An inline script: `<script …>text</script>` without a src; the text is what the browser hashes. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SOURCE_ATTRIBUTE = /\ssrc\s*=/i;

/** The CSP sources (`'sha256-…'`) of a page's inline scripts, once each, in the page's order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (SOURCE_ATTRIBUTE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The origin of an absolute http(s) address; none for a path on this site. */
function originOf(address: string): string | undefined {
  if (!/^https?:\/\//i.test(address)) return undefined;
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

export class PagePolicy {
  private readonly connect: string;
  private readonly frame: string;
  /** Policies already written, by page: a page is drawn once and answered many times. */
  private readonly written = new WeakMap<object, string>();
  private drawn: string | undefined;

  constructor(sources: PagePolicySources) {
    const authority = originOf(sources.authServerUrl);
    const services = sources.serviceUrls.flatMap((address) => originOf(address) ?? []);
    this.connect = ["'self'", ...new Set([...services, ...(authority ? [authority] : [])])].join(' ');
    this.frame = ["'self'", ...(authority ? [authority] : [])].join(' ');
  }

  /**
   * The policy of one of the build's own pages, whose HTML is `html` (the tools' page, the build's HTML
   * files: never a page drawn from content): its inline scripts are allowed by their hashes. `key` (the
   * page's file) keeps the policy for the next answer. `framedBySite` is for a page this site's own pages
   * frame (the silent sign-in's answer).
   */
  ofBuildPage(html: string, options: { key?: object; framedBySite?: boolean } = {}): string {
    const kept = options.key && this.written.get(options.key);
    if (kept) return kept;
    const policy = this.withScripts(inlineScriptHashes(html), options.framedBySite ?? false);
    if (options.key) this.written.set(options.key, policy);
    return policy;
  }

  /** The policy of a page the site's renderer drew: scripts from this site's files only. */
  ofDrawnPage(): string {
    return (this.drawn ??= this.withScripts([], false));
  }

  private withScripts(hashes: readonly string[], framedBySite: boolean): string {
    return [
      "default-src 'self'",
      `script-src 'self' ${hashes.join(' ')}`.trimEnd(),
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      `connect-src ${this.connect}`,
      `frame-src ${this.frame}`,
      "worker-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      `frame-ancestors ${framedBySite ? "'self'" : "'none'"}`,
    ].join('; ');
  }
}
