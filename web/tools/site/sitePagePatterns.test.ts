import { describe, expect, it } from 'vitest';
import { isSitePagePath } from './sitePagePatterns';

describe('isSitePagePath', () => {
  it('knows the pages the server generates, in every language', () => {
    for (const path of [
      '/en',
      '/bn/news',
      '/fr/news/page/2',
      '/ar/news/budget-2025',
      '/en/custom-pages/about-us',
      '/es/downloads',
      '/en/faq',
      '/bn/exchange/exchange-rates',
      '/en/tools',
    ]) {
      expect(isSitePagePath(path), path).toBe(true);
    }
  });

  it('leaves out the tools, other languages and unknown paths', () => {
    for (const path of ['/en/tools/tariff-search', '/de/faq', '/en/account', '/en/nowhere/at/all', '/']) {
      expect(isSitePagePath(path), path).toBe(false);
    }
  });
});
