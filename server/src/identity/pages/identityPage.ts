import { LANGUAGE_CODES, LANGUAGES, type Language, type PortalCountry } from '@tsw/domain';
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { IDENTITY_MESSAGES, interpolate } from './identityMessages.js';

/** Escapes text for HTML content and attribute values. */
export function html(text: string | number): string {
  return String(text).replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] as string,
  );
}

/**
 * Inline so the pages need nothing else from the server; logical properties (inline-start…) mirror the
 * layout in Arabic. Colours keep 4.5:1 contrast or more.
 */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:"Noto Sans","Noto Sans Bengali","Noto Sans Arabic","Noto Naskh Arabic",system-ui,sans-serif;background:#f1f3f5;color:#212529;line-height:1.5}
header{background:#006a4e;color:#fff;padding:12px 20px;display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
header a{color:#fff}
.portal{font-weight:700;font-size:1.1rem;text-decoration:none}
nav ul{list-style:none;display:flex;gap:10px;margin:0;padding:0;flex-wrap:wrap}
nav a{font-size:.9rem}
nav a[aria-current]{font-weight:700;text-decoration:none}
main{max-width:440px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15);padding:24px}
h1{font-size:1.5rem;margin:0 0 8px}
p{margin:0 0 16px}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;padding:9px 10px;font:inherit;border:1px solid #6c757d;border-radius:4px}
input:focus{outline:3px solid #4caf8c;outline-offset:1px}
input[aria-invalid=true]{border-color:#c92a2a}
.hint{font-size:.875rem;color:#495057;margin:4px 0 0}
.field-error{font-size:.875rem;color:#b02525;margin:4px 0 0}
.alert{background:#fff5f5;border:1px solid #c92a2a;color:#8a1c1c;border-radius:4px;padding:10px 12px;margin:0 0 16px}
button{margin-top:20px;width:100%;padding:10px;font:inherit;font-weight:600;color:#fff;background:#006a4e;border:0;border-radius:4px;cursor:pointer}
button.secondary{background:#fff;color:#006a4e;border:1px solid #006a4e;margin-top:10px}
button:focus-visible{outline:3px solid #4caf8c;outline-offset:2px}
.links{margin-top:16px;font-size:.95rem}
.links p{margin:6px 0}
a{color:#006a4e}
`;

/**
 * What the sign-in pages may load and do: their own inline style, images of this site, forms posted here
 * (and, on the way back, the client's redirect: `form-action` also holds the redirects a form's answer makes).
 */
const IDENTITY_PAGE_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

/** The portal's name as its pages show it: "Bangladesh Single Window", in the page's language. */
export function portalNameIn(language: Language, country: PortalCountry): string {
  const countryName = new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  return interpolate(IDENTITY_MESSAGES[language].portalName, { country: countryName });
}

export interface IdentityPageContent {
  readonly language: Language;
  readonly country: PortalCountry;
  readonly title: string;
  /** Trusted HTML built with `html()` for every piece of text. */
  readonly body: string;
  /** Link to the same page in another language (omitted: no language links). */
  readonly languageHref?: (language: Language) => string;
  readonly homeHref: string;
  /** An inline script's text, for the pages that submit themselves. */
  readonly script?: string;
  /**
   * Where the page's form may end up after this site's redirects: the origin of the redirect URI of the
   * sign-in under way (a desktop assistant's loopback address, say), checked by the provider against the client.
   */
  readonly redirectOrigin?: string;
}

/**
 * The policy of a sign-in page: its one inline script, if it has one, is allowed by its hash; its forms go
 * here, and their answers on to the sign-in's redirect origin.
 */
export function identityPagePolicy(script?: string, redirectOrigin?: string): string {
  const redirect =
    redirectOrigin && /^https?:\/\/[^\s;,']+$/.test(redirectOrigin) ? ` ${redirectOrigin}` : '';
  const policy = `${IDENTITY_PAGE_SECURITY_POLICY}; form-action 'self'${redirect}`;
  if (script === undefined) return policy;
  return `${policy}; script-src 'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Answers with a sign-in page: never kept by a cache, under the sign-in pages' security policy. */
export function sendIdentityPage(reply: FastifyReply, status: number, content: IdentityPageContent) {
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', identityPagePolicy(content.script, content.redirectOrigin))
    .type('text/html; charset=utf-8')
    .send(renderIdentityPage(content));
}

export function renderIdentityPage(content: IdentityPageContent): string {
  const messages = IDENTITY_MESSAGES[content.language];
  const portalName = portalNameIn(content.language, content.country);
  const languageLinks = content.languageHref
    ? `<nav aria-label="${html(messages.languageLabel)}"><ul>${LANGUAGE_CODES.map(
        (code) =>
          `<li><a href="${html(content.languageHref?.(code) ?? '')}" lang="${code}" hreflang="${code}"${
            code === content.language ? ' aria-current="true"' : ''
          }>${html(LANGUAGES[code].name)}</a></li>`,
      ).join('')}</ul></nav>`
    : '';
  return `<!doctype html>
<html lang="${content.language}" dir="${LANGUAGES[content.language].direction}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${html(content.title)} · ${html(portalName)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a class="portal" href="${html(content.homeHref)}">${html(portalName)}</a>${languageLinks}</header>
<main><div class="card">${content.body}</div></main>
${content.script ? `<script>${content.script}</script>` : ''}
</body>
</html>`;
}
