import type { Language } from '../i18n/languages';
import type { ToolSlug } from './tools';

/** Information pages (§1): their path under the language and their name in the navigation. */
export const INFORMATION_PAGES = [
  { slug: 'news', key: 'nav.news' },
  { slug: 'exchange/exchange-rates', key: 'nav.exchangeRates' },
  { slug: 'downloads', key: 'nav.downloads' },
  { slug: 'faq', key: 'nav.faq' },
] as const;
export type InformationPage = (typeof INFORMATION_PAGES)[number]['slug'];

export function informationRouteId(page: InformationPage): string {
  return `information/${page}`;
}

/** The information page a route id names (the route module learns its page from its id). */
export function informationPageOfRoute(id: string | undefined) {
  return INFORMATION_PAGES.find((page) => informationRouteId(page.slug) === id);
}

/**
 * Every URL of the front end, declared once: `route` is the pattern under the language segment that
 * `routes.ts` registers, `build` writes a link. Every URL begins with the language (§2).
 */
export const paths = {
  home: { route: '', build: (language: Language) => `/${language}` },
  accessDenied: { route: 'access-denied', build: (language: Language) => `/${language}/access-denied` },
  account: { route: 'account', build: (language: Language) => `/${language}/account` },
  /** Where a sign-in that came back with an error explains it (§8). */
  signInFailed: {
    route: 'sign-in-failed',
    build: (language: Language, error: string, description?: string) =>
      `/${language}/sign-in-failed?${new URLSearchParams({ error, ...(description ? { error_description: description } : {}) })}`,
  },
  /** The sign-in callback (the client's redirect URI): language-less, as the provider knows one address. */
  signInCallback: { route: 'auth/callback', build: () => '/auth/callback' },
  /** A static page (public/auth/) that hands a silent sign-in's answer to the page framing it. */
  silentSignInCallback: { build: () => '/auth/silent-callback.html' },
  tool: { route: 'tools/:tool', build: (language: Language, tool: ToolSlug) => `/${language}/tools/${tool}` },
  tariffBrowse: {
    route: 'tools/tariff-search/browse',
    build: (language: Language) => `/${language}/tools/tariff-search/browse`,
  },
  tariffLine: {
    route: 'tools/tariff-search/lines/:code',
    build: (language: Language, code: string) => `/${language}/tools/tariff-search/lines/${code}`,
  },
  tariffSection: {
    route: 'tools/tariff-search/sections/:section',
    build: (language: Language, section: string) => `/${language}/tools/tariff-search/sections/${section}`,
  },
  tariffHeading: {
    route: 'tools/tariff-search/headings/:heading',
    build: (language: Language, heading: string) => `/${language}/tools/tariff-search/headings/${heading}`,
  },
  /** Staff publish the customs rates of a new period (role rates-publisher). */
  ratePublishing: {
    route: 'tools/exchange-rates/publish',
    build: (language: Language) => `/${language}/tools/exchange-rates/publish`,
  },
  tariffChapter: {
    route: 'tools/tariff-search/chapters/:chapter',
    build: (language: Language, chapter: string) => `/${language}/tools/tariff-search/chapters/${chapter}`,
  },
  /** One route per information page, its id naming the page. */
  information: {
    routes: INFORMATION_PAGES.map((page) => ({ path: page.slug, id: informationRouteId(page.slug) })),
    build: (language: Language, page: InformationPage) => `/${language}/${page}`,
  },
} as const;

/** Pages prerendered to static HTML at build time, in every language: the public information pages. */
export function prerenderedPaths(languages: readonly Language[]): string[] {
  return languages.flatMap((language) => [
    paths.home.build(language),
    paths.accessDenied.build(language),
    ...INFORMATION_PAGES.map((page) => paths.information.build(language, page.slug)),
  ]);
}

/** Service addresses outside the front end, on this server. */
export const SERVER_PATHS = {
  portalConfig: '/portal-config.json',
  dataSets: '/api/data-sets',
  apiDocs: '/docs/',
  keycloakJson: '/keycloak.json',
  account: '/api/account',
  tariffSearch: '/api/tariff/search',
  tariffSections: '/api/tariff/sections',
  tariffChapters: '/api/tariff/chapters',
  tariffHeadings: '/api/tariff/headings',
  /** The fonts PDF exports embed, by the names of the domain's PDF_FONT_FILES. */
  pdfFonts: '/pdf-fonts',
  /** The tariff book PDFs (§7): TariffBook_{lang}.pdf, ChapterData_{chapter}_{lang}.pdf. */
  tariffBook: '/tariffBook',
  tariffLines: '/api/tariff/lines',
  ratePublication: '/api/exchange-rates/periods',
  health: '/health',
} as const;
