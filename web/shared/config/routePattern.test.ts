import { describe, expect, it } from 'vitest';
import { routePatternMatch } from './routePattern';

describe('routePatternMatch', () => {
  it('gives the parameters of a matching path, ignoring a trailing slash', () => {
    expect(routePatternMatch('/:lang/news/:slug', '/bn/news/বাজেট')).toEqual({ lang: 'bn', slug: 'বাজেট' });
    expect(routePatternMatch('/:lang', '/en/')).toEqual({ lang: 'en' });
  });

  it('does not match other lengths, other words or another case', () => {
    expect(routePatternMatch('/:lang/news/:slug', '/en/news')).toBeUndefined();
    expect(routePatternMatch('/:lang/faq', '/en/faq/more')).toBeUndefined();
    expect(routePatternMatch('/:lang/faq', '/en/FAQ')).toBeUndefined();
  });
});
