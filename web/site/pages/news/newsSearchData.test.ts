import { CONTENT_LIMITS, type SiteSource } from '@tsw/domain';
import { describe, expect, it } from 'vitest';
import { siteSourceForTests as source } from '../../render/siteSourceForTests';
import { newsSearchData } from './newsSearchData';

describe('the public news search', () => {
  it('lists what the search finds newest first, whatever order the search ranks them in', () => {
    const oldestFirst: SiteSource = {
      ...source,
      search: (kind) => [...source.items(kind)].reverse().slice(0, 3),
    };
    const found = newsSearchData(oldestFirst, 'en', { q: 'item', category: null });
    expect(found).toMatchObject({ problem: null, total: 3, query: 'item' });
    expect(found.results.map((result) => result.item.slug)).toEqual(['item-20', 'item-21', 'item-22']);
    expect(found.results[0]?.excerpt).toBe('Body');
  });

  it('finds nothing without error when no item has the words', () => {
    expect(newsSearchData(source, 'bn', { q: 'nowhere', category: null })).toMatchObject({
      problem: null,
      total: 0,
      results: [],
    });
  });

  it('searches nothing for no word (blank, missing or only punctuation), which would find everything', () => {
    for (const query of ['', '   ', '!!! ---', '<>']) {
      expect(newsSearchData(source, 'en', { q: query, category: null })).toMatchObject({
        problem: 'empty',
        total: 0,
        results: [],
      });
    }
  });

  it('searches nothing for words longer than a search reads, and gives them back cut to the limit', () => {
    const long = 'item '.repeat(CONTENT_LIMITS.searchTextMaxLength);
    const answer = newsSearchData(source, 'ar', { q: long, category: null });
    expect(answer).toMatchObject({ problem: 'tooLong', total: 0 });
    expect(answer.query).toHaveLength(CONTENT_LIMITS.searchTextMaxLength);
  });

  it('narrows to a category, lists a category alone, and ignores a category there is not', () => {
    const tariffEvenItems: SiteSource = {
      ...source,
      items: (kind) =>
        source.items(kind).map((item, index) => (index % 2 === 0 ? { ...item, category: 'tariff' } : item)),
    };
    const tariff = newsSearchData(tariffEvenItems, 'bn', { q: '', category: 'tariff' });
    expect(tariff).toMatchObject({ problem: null, category: 'tariff', total: 12 });
    expect(tariff.results[1]?.item.slug).toBe('item-2');
    expect(newsSearchData(tariffEvenItems, 'bn', { q: '', category: 'nonsense' })).toMatchObject({
      problem: 'empty',
      category: null,
    });
    expect(newsSearchData(tariffEvenItems, 'bn', { q: '!!!', category: 'tariff' }).problem).toBe('empty');
  });

  it('keeps script in the words as text: the page draws them as text only', () => {
    const answer = newsSearchData(source, 'en', { q: '<script>alert(1)</script>', category: null });
    expect(answer.query).toBe('<script>alert(1)</script>');
    expect(answer.problem).toBeNull();
  });
});
