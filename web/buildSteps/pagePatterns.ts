import type { RouteEntry } from '../tools/routing/routeConfig';
import { CONTENT_KIND_NAMES, type PagePatterns } from '@tsw/domain';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES } from '../shared/i18n/languages';
import { SITE_PAGES, sitePagePattern } from '../shared/config/sitePages';
import { TOOLS } from '../shared/config/tools';

/** The values a route parameter can take, where the front end knows them all. */
const PARAMETER_VALUES: Readonly<Record<string, readonly string[]>> = {
  ':lang': LANGUAGE_CODES,
  ':tool': TOOLS.map((tool) => tool.slug),
  ':kind': CONTENT_KIND_NAMES,
};

/** Every full route path of the route tree ("/:lang/tools/:tool"), catch-all routes left out. */
export function routePaths(routes: readonly RouteEntry[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    const own = route.index || (route.path !== undefined && !route.children) ? [path || '/'] : [];
    return [...own, ...routePaths(route.children ?? [], path)];
  });
}

/** A route path with each known parameter written out: "/:lang/faq" → "/en/faq", "/fr/faq", … */
function expanded(path: string): string[] {
  return path.split('/').reduce<string[]>(
    (prefixes, segment, index) => {
      const values = PARAMETER_VALUES[segment] ?? [segment];
      return prefixes.flatMap((prefix) =>
        values.map((value) => (index === 0 ? value : `${prefix}/${value}`)),
      );
    },
    [''],
  );
}

/**
 * What the server needs to tell pages from missing paths, the tools' routes and the site's pages: the
 * build writes it into the domain's PAGE_PATTERNS_FILE, which the server reads.
 */
export function pagePatterns(routes: readonly RouteEntry[]): PagePatterns {
  const sitePaths = SITE_PAGES.map((page) => sitePagePattern(page.route));
  return {
    languages: [...LANGUAGE_CODES],
    fallbackLanguage: FALLBACK_LANGUAGE,
    patterns: [...new Set([...routePaths(routes), ...sitePaths].flatMap(expanded))],
  };
}
