import {
  CONTENT_LIMITS,
  contentExcerpt,
  contentPlainText,
  contentQueryProblem,
  contentTextIn,
  type ContentQueryProblem,
  type SiteSource,
} from '@tsw/domain';
import { SITE_LIMITS } from '../../config/siteLimits';
import type { Language } from '../../i18n/languages';
import { summaryOf, type NewsSummary } from './newsPageData';

/** A news item a search found, with the part of its text around the first word found. */
export interface NewsSearchResult {
  readonly item: NewsSummary;
  readonly excerpt: string;
}

export interface NewsSearchData {
  /** The words searched, cut to what a search reads (the box shows them again). */
  readonly query: string;
  /** Why nothing was searched: no word, or too long. */
  readonly problem: ContentQueryProblem | null;
  /** The items found, newest first, at most `SITE_LIMITS.newsSearchResults`. */
  readonly results: readonly NewsSearchResult[];
  readonly total: number;
}

/**
 * The public news search (decision 0009): the content service's search over every language's titles and
 * bodies, the items found listed newest first, as the news list orders them.
 */
export function newsSearchData(source: SiteSource, language: Language, rawQuery: string): NewsSearchData {
  const problem = contentQueryProblem(rawQuery) ?? null;
  const query = rawQuery.slice(0, CONTENT_LIMITS.searchTextMaxLength);
  if (problem) return { query, problem, results: [], total: 0 };
  const found = new Set(source.search('news', query).map((item) => item.id));
  const items = source.items('news').filter((item) => found.has(item.id));
  const results = items.slice(0, SITE_LIMITS.newsSearchResults).map((item) => {
    const view = source.view(item, language);
    const { text } = contentTextIn(item, language);
    const plain = `${text.summary ?? ''} ${contentPlainText(text.body ?? '')}`;
    return {
      item: summaryOf(view),
      excerpt: contentExcerpt(plain, query, SITE_LIMITS.newsSearchExcerpt),
    };
  });
  return { query, problem: null, results, total: items.length };
}
