import { beforeAll, describe, expect, it } from 'vitest';
import { loadTranslation } from '../../shared/i18n/i18n';
import { LANGUAGE_CODES } from '../../shared/i18n/languages';
import { SITE_MARKUP } from '../siteMarkup';
import { createSiteRenderer } from './siteRenderer';
import { siteSourceForTests as source } from './siteSourceForTests';

const renderer = createSiteRenderer({
  buildHash: 'build-1',
  styles: '.site-main{padding:0}',
  script: '/assets/site-1.js',
});

/** The `<script>` elements of a page: only the site's one script, never one of React's. */
const scriptsOf = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

beforeAll(() => Promise.all(LANGUAGE_CODES.map((language) => loadTranslation(language))));

describe('the site renderer', () => {
  it('draws every page as HTML with its styles and one script, in its language and direction', async () => {
    for (const path of renderer.pagePaths(source).filter((path) => /^\/(en|ar|bn)\//.test(`${path}/`))) {
      const { status, html } = await renderer.render(path, source);
      expect(status, path).toBe(200);
      expect(html.startsWith('<!DOCTYPE html><html lang="')).toBe(true);
      expect(scriptsOf(html), path).toEqual(['<script type="module" src="/assets/site-1.js">']);
      expect(html, path).toContain('<style>.site-main{padding:0}</style>');
    }
    expect((await renderer.render('/ar/faq', source)).html).toContain('<html lang="ar" dir="rtl">');
    expect((await renderer.render('/bn/faq', source)).html).toContain('<html lang="bn" dir="ltr">');
  });

  it('writes the markup the site’s script enhances', async () => {
    const { html } = await renderer.render('/en/news', source);
    for (const attribute of [
      SITE_MARKUP.menu,
      SITE_MARKUP.account,
      SITE_MARKUP.userName,
      SITE_MARKUP.roles,
    ]) {
      expect(html, attribute).toContain(`${attribute}=`);
    }
    expect(html).toContain(`<template id="${SITE_MARKUP.signedInTemplateId}">`);
    expect((await renderer.render('/en/exchange/exchange-rates', source)).html).toBeDefined();
  });

  it('names the same page in every language for search engines, by full address', async () => {
    const { html } = await renderer.render('/bn/custom-pages/আমাদের-সম্পর্কে', source);
    expect(html).toContain(
      '<link rel="alternate" hrefLang="ar" href="https://portal.example/ar/custom-pages/%E0%A6%86%E0%A6%AE%E0%A6%BE%E0%A6%A6%E0%A7%87%E0%A6%B0-%E0%A6%B8%E0%A6%AE%E0%A7%8D%E0%A6%AA%E0%A6%B0%E0%A7%8D%E0%A6%95%E0%A7%87"/>',
    );
    expect(html).toContain('hrefLang="x-default" href="https://portal.example/en/custom-pages/');
    // Sign-in comes back to the page, and the language picker keeps it.
    expect(html).toContain('href="/bn/sign-in?returnTo=%2Fbn%2Fcustom-pages%2F');
    expect(html).toContain('href="/fr/custom-pages/আমাদের-সম্পর্কে"');
  });

  it('names the tariff changes feed in the home page’s head, and links it where the tariff is said', async () => {
    const tariff = {
      entity: 'commodity',
      source: 'Bangladesh Customs Tariff FY2025-26 (National Board of Revenue)',
      validFrom: '2025-07-01',
      rowCount: 7154,
      sample: false,
      importedAt: '2026-11-29T04:00:00.000Z',
    };
    const withTariff = { ...source, dataSets: { sampleData: false, dataSets: [tariff] } };
    const { html } = await renderer.render('/bn', withTariff);
    const feed = '/feeds/tariff-changes/bn';
    expect(html).toContain(
      `<link rel="alternate" type="application/atom+xml" title="শুল্কহারের পরিবর্তনের অ্যাটম ফিড" href="${feed}"/>`,
    );
    expect(html).toContain(`<a href="${feed}" type="application/atom+xml">শুল্কহারের পরিবর্তনের অ্যাটম ফিড</a>`);
    expect((await renderer.render('/bn/faq', source)).html).not.toContain('application/atom+xml');
  });

  it('draws the news search for its query, kept out of search engines, its query kept by the picker', async () => {
    expect(renderer.isPerRequestPath('/en/news/search')).toBe(true);
    expect(renderer.isPerRequestPath('/en/news')).toBe(false);
    const { status, html } = await renderer.render('/en/news/search?q=item-1', source);
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="alternate"');
    expect(html).toContain('href="/ar/news/search?q=item-1"');
    expect(html).toContain('<mark class="search-match">item</mark>-<mark class="search-match">1</mark>');
  });

  it('answers 404 for a page that is not there, and 500 when asked, in the path’s language', async () => {
    for (const path of ['/en/news/nowhere', '/bn/news/page/4', '/ar/custom-pages/none', '/fr/nowhere']) {
      const { status, html } = await renderer.render(path, source);
      expect(status, path).toBe(404);
      expect(html).toContain('<p class="site-status-code code-text" aria-hidden="true">404</p>');
    }
    const error = await renderer.render('/ar/500', source, { serverError: true });
    expect(error.status).toBe(500);
    expect(error.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('draws the page that asks a reader to wait (429) in the path’s language, with no inline script', async () => {
    const wait = await renderer.render('/fr/429', source, { tooManyRequests: true });
    expect(wait.status).toBe(429);
    expect(wait.html).toContain('<html lang="fr" dir="ltr">');
    expect(wait.html).toContain('<p class="site-status-code code-text" aria-hidden="true">429</p>');
    expect(wait.html).toContain('Trop de demandes');
    // Every script of a page the site draws comes from a file: its security policy names no inline one.
    expect(wait.html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });

  it('gives each page its data as deployed clients read it, with the frame’s shared result', async () => {
    const home = await renderer.pageData('/en', source);
    expect(home).toMatchObject({
      componentChunkName: 'routes/home',
      result: { blocks: [], dataSets: { sampleData: false } },
      staticQueries: [
        { key: 'routes/languageLayout /en', data: { footerPages: [{ title: 'আমাদের-সম্পর্কে' }] } },
      ],
    });
    expect(await renderer.pageData('/en/news/page/2', source)).toMatchObject({
      componentChunkName: 'routes/newsListPage',
      result: { page: 2, pageCount: 3 },
    });
    expect(await renderer.pageData('/en/tools', source)).toMatchObject({
      componentChunkName: 'routes/internalTools',
      result: null,
    });
    expect(await renderer.pageData('/en/news/nowhere', source)).toBeUndefined();
    // A path no page takes still has the frame's data: the 404 page shows the footer's pages.
    expect(await renderer.pageData('/en/404', source)).toMatchObject({
      componentChunkName: 'routes/notFound',
      staticQueries: [{ key: 'routes/languageLayout /en' }],
    });
    expect(renderer.isSitePath('/en/faq')).toBe(true);
    expect(renderer.isSitePath('/en/tools/tariff-search')).toBe(false);
  });
});
