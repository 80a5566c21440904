import { describe, expect, it } from 'vitest';
import { siteSourceForTests as source } from '../../render/siteSourceForTests';
import { newsArticleData, newsListData } from './newsPageData';

describe('the news pages of the site', () => {
  it('pages the news ten at a time, newest first, and has no page past the last', () => {
    expect(newsListData(source, 'en', 1)?.items.map((item) => item.slug)[0]).toBe('item-0');
    expect(newsListData(source, 'en', 3)).toMatchObject({ page: 3, pageCount: 3, total: 23 });
    expect(newsListData(source, 'en', 3)?.items).toHaveLength(3);
    expect(newsListData(source, 'en', 4)).toBeUndefined();
    expect(newsListData(source, 'en', 0)).toBeUndefined();
  });

  it('gives an item with its older and newer neighbours; an unknown one is no page', () => {
    const found = newsArticleData(source, 'bn', 'item-1');
    const { article, older, newer } = found ?? expect.unreachable();
    expect([article.slug, older?.slug, newer?.slug]).toEqual(['item-1', 'item-2', 'item-0']);
    expect(article.fallback).toBe(true);
    expect(newsArticleData(source, 'en', 'nowhere')).toBeUndefined();
  });
});
