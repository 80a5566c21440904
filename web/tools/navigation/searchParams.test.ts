import { describe, expect, it } from 'vitest';
import { searchMatching } from './searchParams';

describe('searchMatching', () => {
  it('answers null when the query already says the same, in any order', () => {
    expect(searchMatching('?page=2&q=horse', { q: 'horse', page: 2 })).toBeNull();
    expect(searchMatching('', { q: '', page: undefined })).toBeNull();
  });

  it('gives the new query string when it changed', () => {
    expect(searchMatching('?q=horse', { q: 'phone charger', page: 1 })).toBe('?page=1&q=phone+charger');
    expect(searchMatching('?q=horse', { q: null })).toBe('');
  });
});
