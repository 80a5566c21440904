import { CONTENT_LIMITS, type SiteSource } from '@tsw/domain';
import { describe, expect, it } from 'vitest';
import { siteSourceForTests as source } from '../../site/siteSourceForTests';
import { newsSearchData } from './newsSearchData';

describe('the public news search', () => {
  it('lists what the search finds newest first, whatever order the search ranks them in', () => {
    const oldestFirst: SiteSource = {
      ...source,
      search: (kind) => [...source.items(kind)].reverse().slice(0, 3),
    };
    const found = newsSearchData(oldestFirst, 'en', 'item');
    expect(found).toMatchObject({ problem: null, total: 3, query: 'item' });
    expect(found.results.map((result) => result.item.slug)).toEqual(['item-20', 'item-21', 'item-22']);
    expect(found.results[0]?.excerpt).toBe('Body');
  });

  it('finds nothing without error when no item has the words', () => {
    expect(newsSearchData(source, 'bn', 'nowhere')).toMatchObject({ problem: null, total: 0, results: [] });
  });

  it('searches nothing for no word (blank, missing or only punctuation), which would find everything', () => {
    for (const query of ['', '   ', '!!! ---', '<>']) {
      expect(newsSearchData(source, 'en', query)).toMatchObject({ problem: 'empty', total: 0, results: [] });
    }
  });

  it('searches nothing for words longer than a search reads, and gives them back cut to the limit', () => {
    const long = 'item '.repeat(CONTENT_LIMITS.searchTextMaxLength);
    const answer = newsSearchData(source, 'ar', long);
    expect(answer).toMatchObject({ problem: 'tooLong', total: 0 });
    expect(answer.query).toHaveLength(CONTENT_LIMITS.searchTextMaxLength);
  });

  it('keeps script in the words as text: the page draws them as text only', () => {
    const answer = newsSearchData(source, 'en', '<script>alert(1)</script>');
    expect(answer.query).toBe('<script>alert(1)</script>');
    expect(answer.problem).toBeNull();
  });
});
