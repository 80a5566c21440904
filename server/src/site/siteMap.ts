import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type Language } from '@tsw/domain';

/** Where search engines look for the site's map and for what they may crawl. */
export const SITE_MAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/** The sitemap protocol's limit: one file lists at most 50,000 addresses. */
export const SITE_MAP_LIMIT = 50_000;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/** A page's address under the public URL, percent-encoded (Bengali slugs) as the protocol asks. */
function siteAddress(publicUrl: string, path: string): string {
  return xmlText(`${publicUrl.replace(/\/+$/, '')}${encodeURI(path)}`);
}

/** A page's path without its language (`/en/faq` → `/faq`), and its language; undefined off the languages. */
function pageLanguageOf(path: string): { language: Language; rest: string } | undefined {
  const [, first = '', rest = ''] = /^\/([^/]+)(\/.*)?$/.exec(path) ?? [];
  const language = LANGUAGE_CODES.find((code) => code === first);
  return language ? { language, rest } : undefined;
}

/**
 * The sitemap of the generated pages (sitemaps.org 0.9): each page once, with the same page in every
 * language it exists in as its alternates (`hreflang`), and the fallback language's as `x-default`, as
 * search engines read them. Beyond the protocol's 50,000 addresses the rest is left out.
 */
export function siteMapXml(publicUrl: string, pagePaths: Iterable<string>): string {
  const paths = [...pagePaths].slice(0, SITE_MAP_LIMIT);
  const languagesOf = new Map<string, Language[]>();
  for (const path of paths) {
    const page = pageLanguageOf(path);
    if (!page) continue;
    languagesOf.set(page.rest, [...(languagesOf.get(page.rest) ?? []), page.language]);
  }
  const entries = paths.map((path) => {
    const page = pageLanguageOf(path);
    const languages = page ? (languagesOf.get(page.rest) ?? []) : [];
    const alternates = page
      ? [
          ...languages.map((language) => [language, `/${language}${page.rest}`] as const),
          ...(languages.includes(FALLBACK_LANGUAGE)
            ? [['x-default', `/${FALLBACK_LANGUAGE}${page.rest}`] as const]
            : []),
        ]
      : [];
    return [
      '  <url>',
      `    <loc>${siteAddress(publicUrl, path)}</loc>`,
      ...alternates.map(
        ([language, alternate]) =>
          `    <xhtml:link rel="alternate" hreflang="${language}" href="${siteAddress(publicUrl, alternate)}"/>`,
      ),
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** What crawlers may read: the information site, with its map; the API and the sign-in server are no pages. */
export function robotsText(publicUrl: string, disallowed: readonly string[]): string {
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl.replace(/\/+$/, '')}${SITE_MAP_PATH}`,
    '',
  ].join('\n');
}
