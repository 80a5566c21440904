import { matchPath } from 'react-router';
import { paths } from '../../shared/config/paths';
import { isLanguage } from '../../shared/i18n/languages';

/** The routes whose pages the server generates (each has a `loader` that only the generator runs). */
const SITE_PAGE_ROUTES = [
  paths.home.route,
  paths.news.route,
  paths.news.pageRoute,
  paths.newsArticle.route,
  paths.customPage.route,
  paths.downloads.route,
  paths.faq.route,
  paths.siteExchangeRates.route,
  paths.internalTools.route,
].map((route) => `/:lang/${route}`.replace(/\/$/, ''));

/**
 * Whether a path is a page of the information site, whose page data the server serves (to prefetch it,
 * and for the service worker to keep it): the tools and the 404 page are drawn in the browser instead.
 */
export function isSitePagePath(pathname: string): boolean {
  return SITE_PAGE_ROUTES.some((pattern) => {
    const match = matchPath(pattern, pathname);
    return match !== null && isLanguage(match.params.lang);
  });
}
