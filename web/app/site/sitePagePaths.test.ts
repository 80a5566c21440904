import type { ContentItem, ContentKind, IsoDate, SiteSource } from '@tsw/domain';
import { describe, expect, it } from 'vitest';
import { newsArticleData, newsListData } from '../features/news/newsPageData';
import { sitePagePaths } from './sitePagePaths';

function newsItem(slug: string, date: string): ContentItem {
  return {
    id: slug,
    kind: 'news',
    slug,
    date,
    status: 'published',
    sample: false,
    version: 1,
    publishedAt: null,
    updatedAt: '2026-01-01T00:00:00Z',
    updatedBy: 'editor',
    translations: { en: { title: slug, body: 'Body' } },
  };
}

/** A site of 23 news items (three pages of ten) and one Bengali custom page. */
const items: Partial<Record<ContentKind, ContentItem[]>> = {
  news: Array.from({ length: 23 }, (_, index) =>
    newsItem(`item-${index}`, `2026-01-${String(28 - index).padStart(2, '0')}`),
  ),
  page: [{ ...newsItem('আমাদের-সম্পর্কে', '2026-01-01'), kind: 'page' }],
};
const source: SiteSource = {
  today: '2026-02-01' as IsoDate,
  portal: { country: 'BD', timeZone: 'Asia/Dhaka', services: {} },
  items: (kind) => items[kind] ?? [],
  view: (item, language) => ({
    id: item.id,
    kind: item.kind,
    slug: item.slug,
    language: 'en',
    fallback: language !== 'en',
    title: item.translations.en?.title ?? '',
    sample: false,
    publishedAt: null,
    updatedAt: item.updatedAt,
  }),
  exchangeRates: [],
};

describe('the pages of the site', () => {
  it('lists every page in every language: the news list’s pages, each item and custom page', () => {
    const paths = sitePagePaths(source);
    for (const language of ['en', 'fr', 'es', 'ar', 'bn']) {
      expect(paths).toEqual(
        expect.arrayContaining([
          `/${language}`,
          `/${language}/news`,
          `/${language}/news/page/2`,
          `/${language}/news/page/3`,
          `/${language}/news/item-22`,
          `/${language}/custom-pages/আমাদের-সম্পর্কে`,
          `/${language}/downloads`,
          `/${language}/faq`,
          `/${language}/exchange/exchange-rates`,
          `/${language}/tools`,
        ]),
      );
    }
    expect(paths).not.toContain('/en/news/page/4');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('pages the news ten at a time, newest first, and has no page past the last', () => {
    expect(newsListData(source, 'en', 1).items.map((item) => item.slug)[0]).toBe('item-0');
    expect(newsListData(source, 'en', 3)).toMatchObject({ page: 3, pageCount: 3, total: 23 });
    expect(newsListData(source, 'en', 3).items).toHaveLength(3);
    expect(() => newsListData(source, 'en', 4)).toThrow();
    expect(() => newsListData(source, 'en', 0)).toThrow();
  });

  it('gives an item with its older and newer neighbours; an unknown one is no page', () => {
    const { article, older, newer } = newsArticleData(source, 'bn', 'item-1');
    expect([article.slug, older?.slug, newer?.slug]).toEqual(['item-1', 'item-2', 'item-0']);
    expect(article.fallback).toBe(true);
    expect(() => newsArticleData(source, 'en', 'nowhere')).toThrow();
  });
});
