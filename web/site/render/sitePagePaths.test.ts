import { describe, expect, it } from 'vitest';
import { siteSourceForTests as source } from './siteSourceForTests';
import { sitePagePaths } from './sitePagePaths';

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
});
