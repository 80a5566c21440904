import { describe, expect, it } from 'vitest';
import { withRecentSearch } from './recentSearches';

describe('recent tariff searches', () => {
  it('keeps the last ten, newest first, each once', () => {
    let recent: string[] = [];
    for (let index = 0; index < 12; index++) recent = withRecentSearch(recent, `search ${index}`);
    expect(recent).toHaveLength(10);
    expect(recent[0]).toBe('search 11');
    recent = withRecentSearch(recent, ' SEARCH 5 ');
    expect(recent[0]).toBe('SEARCH 5');
    expect(recent.filter((item) => item.toLowerCase() === 'search 5')).toHaveLength(1);
    expect(withRecentSearch(recent, '   ')).toEqual(recent);
  });
});
