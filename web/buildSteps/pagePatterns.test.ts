import { describe, expect, it } from 'vitest';
import routes from '../tools/routes';
import { pagePatterns, routePaths } from './pagePatterns';

describe('pagePatterns', () => {
  it('lists every page of the tools’ route tree, without the catch-all', () => {
    const paths = routePaths(routes);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/:lang/access-denied', '/:lang/tools/:tool', '/:lang/sign-in']),
    );
    // A tool with a screen of its own has a route of its own too (its own chunk).
    expect(paths).toContain('/:lang/tools/tariff-search');
    expect(paths.some((path) => path.includes('*'))).toBe(false);
  });

  it('writes out the languages and tools, which the front end knows, and adds the site’s pages', () => {
    const { patterns, languages } = pagePatterns(routes);
    expect(languages).toEqual(['en', 'fr', 'es', 'ar', 'bn']);
    expect(patterns).toEqual(
      expect.arrayContaining([
        '/',
        '/en',
        '/ar/faq',
        '/bn/tools/tariff-search',
        '/fr/exchange/exchange-rates',
      ]),
    );
    // Only parameters the front end cannot list stay open (any section, chapter, heading or line, any record
    // of a reference table: the page says when it is missing; so does the codification screen of a table).
    expect(patterns.filter((pattern) => pattern.includes(':')).sort()).toEqual(
      languages
        .flatMap((language) => [
          `/${language}/news/page/:page`,
          `/${language}/news/:slug`,
          `/${language}/custom-pages/:slug`,
          `/${language}/editor/items/:id`,
          `/${language}/guide-editor/rules/:id`,
          `/${language}/tools/tariff-search/sections/:section`,
          `/${language}/tools/tariff-search/chapters/:chapter`,
          `/${language}/tools/tariff-search/headings/:heading`,
          `/${language}/tools/tariff-search/lines/:code`,
          `/${language}/tools/codification/:table`,
          `/${language}/tools/codification/:table/:code`,
          `/${language}/tools/help-desk/articles/:slug`,
          `/${language}/tools/manifests/:id`,
          `/${language}/tools/vessels/:imoNumber`,
        ])
        .sort(),
    );
  });
});
