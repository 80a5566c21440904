import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { pagePatterns } from './pagePatterns';

describe('pagePatterns', () => {
  it('lists every page of the route tree, without the catch-all', () => {
    const patterns = pagePatterns(routes);
    expect(patterns).toEqual(
      expect.arrayContaining([
        '/',
        '/:lang',
        '/:lang/access-denied',
        '/:lang/tools/:tool',
        '/:lang/exchange/exchange-rates',
      ]),
    );
    expect(patterns.some((pattern) => pattern.includes('*'))).toBe(false);
  });
});
