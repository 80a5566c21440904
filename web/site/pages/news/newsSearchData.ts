import {
  CONTENT_LIMITS,
  contentExcerpt,
  contentPlainText,
  contentQueryProblem,
  contentTextIn,
  isNewsCategory,
  type ContentQueryProblem,
  type NewsCategory,
  type SiteSource,
} from '@tsw/domain';
import { SITE_LIMITS } from '../../../shared/config/siteLimits';
import type { Language } from '../../../shared/i18n/languages';
import { summaryOf, type NewsSummary } from './newsPageData';

/** A news item a search found, with the part of its text around the first word found. */
export interface NewsSearchResult {
  readonly item: NewsSummary;
  readonly excerpt: string;
}

export interface NewsSearchData {
  /** The words searched, cut to what a search reads (the box shows them again). */
  readonly query: string;
  /** The category the results are of, when one was asked for (an unknown one is ignored). */
  readonly category: NewsCategory | null;
  /** Why nothing was searched: no word (and no category), or too long. */
  readonly problem: ContentQueryProblem | null;
  /** The items found, newest first, at most `SITE_LIMITS.newsSearchResults`. */
  readonly results: readonly NewsSearchResult[];
  readonly total: number;
}

/**
 * The public news search (decision 0009): the content service's search over every language's titles and
 * bodies, narrowed to a category when one is chosen (a category alone lists its news), the items found
 * listed newest first, as the news list orders them.
 */
export function newsSearchData(
  source: SiteSource,
  language: Language,
  asked: { readonly q: string | null; readonly category: string | null },
): NewsSearchData {
  const rawQuery = asked.q ?? '';
  const query = rawQuery.slice(0, CONTENT_LIMITS.searchTextMaxLength);
  const category = isNewsCategory(asked.category) ? asked.category : null;
  const queryProblem = contentQueryProblem(rawQuery);
  const byCategoryOnly = queryProblem === 'empty' && category !== null && rawQuery.trim() === '';
  if (queryProblem && !byCategoryOnly) {
    return { query, category, problem: queryProblem, results: [], total: 0 };
  }
  const found = byCategoryOnly ? undefined : new Set(source.search('news', query).map((item) => item.id));
  const items = source
    .items('news')
    .filter((item) => (!category || item.category === category) && (!found || found.has(item.id)));
  const results = items.slice(0, SITE_LIMITS.newsSearchResults).map((item) => {
    const view = source.view(item, language);
    const { text } = contentTextIn(item, language);
    const plain = `${text.summary ?? ''} ${contentPlainText(text.body ?? '')}`;
    return {
      item: summaryOf(view),
      excerpt: contentExcerpt(plain, query, SITE_LIMITS.newsSearchExcerpt),
    };
  });
  return { query, category, problem: null, results, total: items.length };
}
