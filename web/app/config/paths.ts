import type { Language } from '../i18n/languages';

/** The tools of the signed-in area (§1), by the slug of their URL. */
export const TOOL_SLUGS = [
  'tariff-search',
  'exchange-rates',
  'codification',
  'manifests',
  'vessels',
  'taxation-simulation',
  'traders-guide',
  'ai-tariff-search',
  'sro',
  'help-desk',
] as const;
export type ToolSlug = (typeof TOOL_SLUGS)[number];

/** Information pages (§1), by slug; legacy paths of §2 map onto these. */
export const INFORMATION_PAGES = ['news', 'downloads', 'faq', 'exchange/exchange-rates'] as const;
export type InformationPage = (typeof INFORMATION_PAGES)[number];

/**
 * Every URL of the front end, declared once: `route` is the pattern under the language segment that
 * `routes.ts` registers, `build` writes a link. Every URL begins with the language (§2).
 */
export const paths = {
  home: { route: '', build: (language: Language) => `/${language}` },
  accessDenied: { route: 'access-denied', build: (language: Language) => `/${language}/access-denied` },
  tool: { route: 'tools/:tool', build: (language: Language, tool: ToolSlug) => `/${language}/tools/${tool}` },
  information: {
    route: INFORMATION_PAGES,
    build: (language: Language, page: InformationPage) => `/${language}/${page}`,
  },
} as const;

/** Pages prerendered to static HTML at build time, in every language: the public information pages. */
export function prerenderedPaths(languages: readonly Language[]): string[] {
  return languages.flatMap((language) => [
    paths.home.build(language),
    paths.accessDenied.build(language),
    ...INFORMATION_PAGES.map((page) => paths.information.build(language, page)),
  ]);
}

/** Service addresses outside the front end, on this server. */
export const SERVER_PATHS = {
  portalConfig: '/portal-config.json',
  dataSets: '/api/data-sets',
  apiDocs: '/docs/',
  health: '/health',
} as const;
