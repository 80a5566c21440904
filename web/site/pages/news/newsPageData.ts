import { contentMentionsOf, type ContentView, type SiteSource } from '@tsw/domain';
import { listPageCount, SITE_LIMITS } from '../../../shared/config/siteLimits';
import type { Language } from '../../../shared/i18n/languages';

/** A news item as a list shows it: no body. */
export type NewsSummary = Omit<ContentView, 'bodyHtml'>;

export interface NewsListData {
  readonly items: readonly NewsSummary[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

export function summaryOf({ bodyHtml: _body, ...summary }: ContentView): NewsSummary {
  return summary;
}

/** The newest news first, one page of them; a page past the last is no page (undefined: 404). */
export function newsListData(source: SiteSource, language: Language, page: number): NewsListData | undefined {
  const all = source.items('news');
  const pageCount = listPageCount(all.length, SITE_LIMITS.newsPerPage);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return undefined;
  const start = (page - 1) * SITE_LIMITS.newsPerPage;
  return {
    items: all
      .slice(start, start + SITE_LIMITS.newsPerPage)
      .map((item) => summaryOf(source.view(item, language))),
    page,
    pageCount,
    total: all.length,
  };
}

export interface NewsArticleData {
  readonly article: ContentView;
  /** The next older and newer items, for reading on. */
  readonly older: NewsSummary | null;
  readonly newer: NewsSummary | null;
  /** The SROs and downloads the item mentions (by number or title), each offering its file. */
  readonly mentions: readonly ContentView[];
}

/** An item with its neighbours and what it mentions; an unknown slug is no page (undefined: 404). */
export function newsArticleData(
  source: SiteSource,
  language: Language,
  slug: string,
): NewsArticleData | undefined {
  const all = source.items('news');
  const index = all.findIndex((item) => item.slug === slug.normalize('NFC'));
  const item = all[index];
  if (!item) return undefined;
  const neighbour = (at: number) => {
    const other = all[at];
    return other ? summaryOf(source.view(other, language)) : null;
  };
  const texts = Object.values(item.translations).flatMap((text) =>
    text ? [text.title, text.summary ?? '', text.body ?? ''] : [],
  );
  const mentions = contentMentionsOf(texts, [...source.items('sro'), ...source.items('download')])
    .map((mentioned) => source.view(mentioned, language))
    .filter((view) => view.file !== undefined);
  return {
    article: source.view(item, language),
    older: neighbour(index + 1),
    newer: neighbour(index - 1),
    mentions,
  };
}

/** The newest items, for the home page. */
export function latestNews(source: SiteSource, language: Language): NewsSummary[] {
  return source
    .items('news')
    .slice(0, SITE_LIMITS.homeNews)
    .map((item) => summaryOf(source.view(item, language)));
}
