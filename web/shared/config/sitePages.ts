import { isLanguage } from '../i18n/languages';
import { routePatternMatch } from './routePattern';
import { paths } from './paths';

/**
 * The information site's page templates, in the order a path is matched against them (the search before
 * a news item's slug). Each `id` is the template's name in its page data (`componentChunkName`): the names
 * React Router's routes had when it drew these pages, kept for the clients that read the page data. The
 * site (web/site) draws them on the server; the tools (web/tools) load them as documents, and the build
 * lists them for the server among the paths that are pages.
 */
export const SITE_PAGES = [
  { id: 'routes/home', route: paths.home.route },
  { id: 'routes/newsList', route: paths.news.route },
  { id: 'routes/newsListPage', route: paths.news.pageRoute },
  { id: 'routes/newsSearch', route: paths.newsSearch.route, perRequest: true },
  { id: 'routes/newsArticle', route: paths.newsArticle.route },
  { id: 'routes/customPage', route: paths.customPage.route },
  { id: 'routes/downloads', route: paths.downloads.route },
  { id: 'routes/faq', route: paths.faq.route },
  { id: 'routes/siteExchangeRates', route: paths.siteExchangeRates.route },
  { id: 'routes/internalTools', route: paths.internalTools.route },
] as const satisfies readonly { id: string; route: string; perRequest?: boolean }[];

export type SitePageId = (typeof SITE_PAGES)[number]['id'];

/** A template's full pattern, under the language: "/:lang/news/:slug". */
export function sitePagePattern(route: string): string {
  return `/:lang/${route}`.replace(/\/$/, '');
}

/** The shared data of every page of a language (the frame's: footer pages, settings), as page data names it. */
export const SITE_LAYOUT_ID = 'routes/languageLayout';

/** The page of the information site a path (decoded) is, with the path's parameters and language. */
export function sitePageAt(pathname: string) {
  for (const page of SITE_PAGES) {
    const params = routePatternMatch(sitePagePattern(page.route), pathname);
    if (params && isLanguage(params.lang)) return { page, params, language: params.lang };
  }
  return undefined;
}

/** Whether a path (decoded) is a page of the information site, which the server draws. */
export function isSitePagePath(pathname: string): boolean {
  return sitePageAt(pathname) !== undefined;
}

/** Whether a page of the site is drawn for each request, from its query (a search's results). */
export function isPerRequestSitePage(page: (typeof SITE_PAGES)[number]): boolean {
  return 'perRequest' in page && page.perRequest;
}
