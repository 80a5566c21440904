import type { SiteSource } from '@tsw/domain';
import { paths } from '../../shared/config/paths';
import { listPageCount, SITE_LIMITS } from '../../shared/config/siteLimits';
import { LANGUAGE_CODES } from '../../shared/i18n/languages';

/**
 * Every page of the information site in every language: the server generates each of them, and
 * any of them whose data changed after an edit.
 */
export function sitePagePaths(source: SiteSource): string[] {
  const newsPages = listPageCount(source.items('news').length, SITE_LIMITS.newsPerPage);
  return LANGUAGE_CODES.flatMap((language) => [
    paths.home.build(language),
    ...Array.from({ length: newsPages }, (_, index) => paths.news.build(language, index + 1)),
    ...source.items('news').map((item) => decodeURIComponent(paths.newsArticle.build(language, item.slug))),
    ...source.items('page').map((item) => decodeURIComponent(paths.customPage.build(language, item.slug))),
    paths.downloads.build(language),
    paths.faq.build(language),
    paths.siteExchangeRates.build(language),
    paths.internalTools.build(language),
  ]);
}
