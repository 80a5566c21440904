import { mkdirSync, readFileSync } from 'node:fs';
import { LEGACY_CUSTOM_PAGE_SLUGS } from '@tsw/domain';
import { fetchTransport, SignInFlow } from '@tsw/server/testing/signInFlow';
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { usePortalAndBrowser } from './support/portalAndBrowser.js';
import { seriousViolations } from './support/seriousViolations.js';

const SCREENSHOTS = new URL('../test-results/', import.meta.url).pathname;
const bengali = JSON.parse(
  readFileSync(new URL('../web/shared/i18n/locales/bn.json', import.meta.url), 'utf8'),
) as { errors: { notFoundTitle: string }; site: { faq: { title: string } } };

// A portal of its own: an editor publishes news on it.
const running = usePortalAndBrowser('own');
beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

async function editorAuthorization(): Promise<string> {
  const flow = new SignInFlow(fetchTransport(running.portal.url), {
    publicUrl: running.portal.url,
    username: 'editor',
    password: 'editor-sample',
  });
  return `Bearer ${(await flow.signIn()).tokens.access_token}`;
}

async function newPage(
  options: { javaScriptEnabled?: boolean; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<Page> {
  const context = await running.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  return context.newPage();
}

describe('the information site, generated from the content service', () => {
  it('shows a news item an editor publishes, in English and Bengali, within seconds, without a restart', async () => {
    const authorization = await editorAuthorization();
    const slug = `port-notice-${Date.now()}`;
    const created = await fetch(`${running.portal.url}/api/content-editor/items`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'news',
        slug,
        date: '2099-01-15',
        translations: {
          en: { title: 'Chittagong port opens a new gate', body: 'Trucks use **gate 9** from Monday.' },
          bn: { title: 'চট্টগ্রাম বন্দরে নতুন গেট চালু', body: 'সোমবার থেকে ট্রাক **৯ নম্বর গেট** ব্যবহার করবে।' },
        },
      }),
    });
    expect(created.status).toBe(201);
    const { id, version } = (await created.json()) as { id: string; version: number };
    // A draft is not on the site.
    expect((await fetch(`${running.portal.url}/en/news/${slug}`)).status).toBe(404);

    const published = await fetch(`${running.portal.url}/api/content-editor/items/${id}/publish`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ version }),
    });
    expect(published.status).toBe(200);
    const { version: publishedVersion } = (await published.json()) as { version: number };
    const started = Date.now();
    await expect
      .poll(async () => (await fetch(`${running.portal.url}/bn/news/${slug}`)).status, { timeout: 10_000 })
      .toBe(200);
    const seconds = (Date.now() - started) / 1000;
    expect(seconds).toBeLessThan(10);

    const page = await newPage();
    await page.goto(`${running.portal.url}/bn/news`);
    const link = page.getByRole('link', { name: 'চট্টগ্রাম বন্দরে নতুন গেট চালু' });
    await link.click();
    await page.waitForURL(`**/bn/news/${slug}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('চট্টগ্রাম বন্দরে নতুন গেট চালু');
    await expect.poll(() => page.locator('.content-body strong').textContent()).toBe('৯ নম্বর গেট');
    await page.screenshot({ path: `${SCREENSHOTS}site-news-published-bn.png`, fullPage: true });

    await page.goto(`${running.portal.url}/en/news/${slug}`);
    expect(await page.locator('h1').textContent()).toBe('Chittagong port opens a new gate');
    // An interface language without the item's text shows the English, saying so.
    await page.goto(`${running.portal.url}/fr/news/${slug}`);
    expect(await page.locator('h1').textContent()).toBe('Chittagong port opens a new gate');
    expect(await page.getByRole('note').textContent()).toContain('anglais');

    // Unpublished, it leaves the site again.
    const unpublished = await fetch(`${running.portal.url}/api/content-editor/items/${id}/unpublish`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ version: publishedVersion }),
    });
    expect(unpublished.status).toBe(200);
    await expect
      .poll(async () => (await fetch(`${running.portal.url}/en/news/${slug}`)).status, { timeout: 10_000 })
      .toBe(404);
    await page.context().close();
  });

  it('reads whole with JavaScript switched off', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    for (const [path, heading] of [
      ['/en/news', 'News'],
      ['/bn/faq', bengali.site.faq.title],
      ['/en/downloads', 'Downloads'],
      ['/en/exchange/exchange-rates', 'Exchange rates'],
      ['/en/custom-pages/about-us', 'About the Trade Single Window'],
    ] as const) {
      const response = await page.goto(`${running.portal.url}${path}`);
      expect(response?.status(), path).toBe(200);
      expect(await page.locator('h1').textContent(), path).toContain(heading);
    }
    // A question opens without script, and the news list's pages are plain links.
    await page.goto(`${running.portal.url}/en/faq`);
    await page.locator('.faq-entry summary').first().click();
    expect(await page.locator('details[open] .content-body').first().isVisible()).toBe(true);
    // So do the language picker and the tools menu: links, in the browser's own disclosure.
    await page.locator('.site-language summary').click();
    await page.getByRole('link', { name: 'বাংলা' }).click();
    expect(new URL(page.url()).pathname).toBe('/bn/faq');
    await page.goto(`${running.portal.url}/en/news`);
    await page.getByRole('link', { name: 'Older news' }).click();
    expect(new URL(page.url()).pathname).toBe('/en/news/page/2');
    expect(await page.locator('h1').textContent()).toBe('News, page 2');
    await page.screenshot({ path: `${SCREENSHOTS}site-no-script.png`, fullPage: true });
    await page.context().close();
  });

  it('searches the news with and without script: words marked, Bengali, nothing found, bad words', async () => {
    const origin = running.portal.url;
    const marked = (page: Page) => page.locator('mark.search-match').allTextContents();
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${origin}/en/news`);
    await page.getByLabel('Search the news').fill('solar');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/en/news/search' && url.searchParams.get('q') === 'solar',
    );
    await page.getByRole('link', { name: /Sample notice: solar equipment/ }).waitFor();
    expect(await marked(page)).toContain('solar');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.screenshot({ path: `${SCREENSHOTS}news-search-no-script-en.png`, fullPage: true });

    await page.goto(`${origin}/bn/news/search?q=${encodeURIComponent('সৌর')}`);
    await page.getByRole('link', { name: /রেয়াতি হারে সৌর সরঞ্জাম/ }).waitFor();
    expect(await marked(page)).toContain('সৌর');
    await page.screenshot({ path: `${SCREENSHOTS}news-search-no-script-bn.png`, fullPage: true });
    await page.goto(`${origin}/en/news/search?q=zzqxw`);
    await page.getByText('Your search result is empty').waitFor();
    await page.goto(`${origin}/en/news/search?q=${'a'.repeat(201)}`);
    await page.getByText('A search reads at most 200 characters').waitFor();
    await page.context().close();

    // No input draws a server error: the page says what is wrong, escaped, and its data the same.
    for (const query of [
      '',
      '?q=',
      '?q=%20!!',
      '?q=%ZZ',
      '?q=a&q=b',
      `?q=${'x'.repeat(5000)}`,
      '?q=%3Cscript%3E',
    ]) {
      for (const path of ['/en/news/search', '/page-data/en/news/search/page-data.json']) {
        const response = await fetch(`${origin}${path}${query}`);
        expect(response.status, `${path}${query}`).toBe(200);
        if (path.endsWith('search')) expect(await response.text()).not.toContain('<script>alert(1)');
      }
    }

    // With the site's script, in Arabic: the same form, the same page drawn by the server.
    const scripted = await newPage();
    const errors: string[] = [];
    scripted.on('pageerror', (error) => errors.push(error.message));
    await scripted.goto(`${origin}/ar/news`);
    await scripted.getByLabel('البحث في الأخبار').fill('solar');
    await scripted.getByRole('button', { name: 'بحث', exact: true }).click();
    await scripted.getByRole('link', { name: /Sample notice: solar equipment/ }).waitFor();
    expect(await scripted.locator('html').getAttribute('dir')).toBe('rtl');
    await scripted.screenshot({ path: `${SCREENSHOTS}news-search-ar.png`, fullPage: true });
    expect(await seriousViolations(scripted)).toEqual([]);
    expect(errors).toEqual([]);
    await scripted.context().close();
  });

  it('is found by search engines: each page with a description, its five languages, in the sitemap', async () => {
    const origin = running.portal.url;
    expect(await (await fetch(`${origin}/robots.txt`)).text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const siteMap = await fetch(`${origin}/sitemap.xml`);
    expect(siteMap.headers.get('content-type')).toContain('application/xml');
    const locations = [...(await siteMap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
      (match[1] ?? '').replaceAll('&amp;', '&'),
    );
    const languages = ['en', 'fr', 'es', 'ar', 'bn'];
    expect(locations).toEqual(
      expect.arrayContaining(languages.map((language) => `${origin}/${language}/faq`)),
    );
    expect(locations.some((location) => decodeURI(location).includes('/bn/news/'))).toBe(true);
    for (const location of locations) {
      const response = await fetch(location);
      expect(response.status, location).toBe(200);
      const html = await response.text();
      const descriptions = [...html.matchAll(/<meta name="description" content="([^"]+)"/g)];
      expect(descriptions, location).toHaveLength(1);
      const description = (descriptions[0]?.[1] ?? '').replace(/&(?:amp|quot|lt|gt|#x27|#39);/g, '_');
      expect(description.length, location).toBeLessThanOrEqual(160);
      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)];
      expect(
        alternates.map((match) => match[1]),
        location,
      ).toEqual([...languages, 'x-default']);
      expect(alternates.map((match) => match[2])).toContain(location);
    }
  });

  it('loads a page with one small script: nothing of React, of sign-in or of the API', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const fetched: { path: string; type: string; bytes: Promise<number> }[] = [];
    const unsettled = new Set<Request>();
    page.on('request', (request) => unsettled.add(request));
    page.on('requestfailed', (request) => unsettled.delete(request));
    page.on('requestfinished', (request) => {
      unsettled.delete(request);
      fetched.push({
        path: new URL(request.url()).pathname,
        type: request.resourceType(),
        bytes: request.sizes().then((sizes) => sizes.responseBodySize),
      });
    });
    for (const path of ['/en', '/bn/news', '/ar/faq']) {
      fetched.length = 0;
      // Loaded: every file the page names has come. The script's last step, registering the offline
      // worker, sets the worker's state on <html> once it has settled; after it the page asks for nothing.
      await page.goto(`${running.portal.url}${path}`);
      await page
        .locator('html[data-service-worker="activated"], html[data-service-worker="redundant"]')
        .waitFor({ state: 'attached' });
      await expect.poll(() => unsettled.size, { message: path }).toBe(0);
      const paths = fetched.map((request) => request.path);
      expect(paths, path).not.toContain('/keycloak.json');
      expect(
        paths.filter((fetchedPath) => /^\/(api|realms|page-data)\//.test(fetchedPath)),
        path,
      ).toEqual([]);
      const scripts = fetched.filter((request) => request.type === 'script');
      expect(scripts, path).toHaveLength(1);
      // Compressed as sent (Brotli); the budget is 30 KB for every script a page loads.
      expect(await scripts[0]?.bytes, path).toBeLessThan(30 * 1024);
      // The styles are in the page itself: nothing holds up its first paint.
      expect(
        fetched.filter((request) => request.type === 'stylesheet'),
        path,
      ).toEqual([]);
      expect(fetched.length, path).toBeLessThanOrEqual(15);
    }
    // The rates sort by a column once the script has enabled its heading's button.
    await page.goto(`${running.portal.url}/en/exchange/exchange-rates`);
    const rate = page.getByRole('button', { name: 'Rate', exact: true });
    await expect.poll(() => rate.isEnabled()).toBe(true);
    await rate.click();
    const rates = await page.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(rates.map(Number)).toEqual([...rates.map(Number)].sort((left, right) => left - right));
    expect(await page.locator('th[aria-sort="ascending"]').textContent()).toBe('Rate');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('signs in from a page and back to it, then shows the user’s name and menu there', async () => {
    const page = await newPage();
    await page.goto(`${running.portal.url}/en/faq`);
    await page.locator('.site-account-wide').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login-actions\//);
    await page.locator('input[name=username]').fill('editor');
    await page.locator('input[name=password]').fill('editor-sample');
    await page.locator('button[type=submit]').click();
    await page.waitForURL((url) => url.pathname === '/en/faq');
    const account = page.locator('.site-account-wide');
    await account.getByText('Sample Editor').click();
    // Its roles open the editor's screens; the menu offers those and no others.
    expect(await account.getByRole('link').allTextContents()).toEqual([
      'Your account',
      'Content editor',
      'Log out',
    ]);
    await account.getByRole('link', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/en');
    await account.getByRole('link', { name: 'Sign in' }).waitFor();
    await page.context().close();
  });

  it('shows the 404 page for a page that is not there, with status 404', async () => {
    const page = await newPage();
    for (const path of ['/en/news/no-such-item', '/bn/custom-pages/nowhere', '/en/news/page/99']) {
      const response = await page.goto(`${running.portal.url}${path}`);
      expect(response?.status(), path).toBe(404);
      expect(await page.locator('h1').textContent(), path).toBe(
        path.startsWith('/bn') ? bengali.errors.notFoundTitle : 'Page not found',
      );
    }
    await page.context().close();
  });

  it('answers 301 to the same page under /en/ for every path of the old site', async () => {
    const oldPaths = [
      '/news/',
      '/news/help-desk-article-series',
      ...LEGACY_CUSTOM_PAGE_SLUGS.map((slug) => `/custom-pages/${slug}`),
      '/exchange/exchange-rates',
      '/tools/ai-tariff-search',
      '/tools/codification',
      '/tools/taxation-simulation',
      '/tools/traders-guide',
      '/tools/tariff-search',
      '/faq',
      '/downloads',
      '/FAQ',
    ];
    for (const path of oldPaths) {
      const response = await fetch(`${running.portal.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(301);
      const location = response.headers.get('location') ?? '';
      // Old addresses are matched whatever their case, and lead to the page's own address.
      expect(location, path).toBe(`/en${path}`.toLowerCase());
      // Where it leads is a page.
      const target = await fetch(`${running.portal.url}${location}`, { redirect: 'manual' });
      expect([200, 301], `${path} → ${location}`).toContain(target.status);
    }
  });

  it('has no serious accessibility violations on any template, in English, Bengali and Arabic', async () => {
    // Without the offline worker, which would fetch each page's files again while axe reads it.
    const page = await newPage({ serviceWorkers: 'block' });
    const problems: string[] = [];
    const templates = [
      '',
      '/news',
      '/news/help-desk-article-series',
      '/custom-pages/about-us',
      '/downloads',
      '/faq',
      '/exchange/exchange-rates',
      '/tools',
      '/no-such-page',
    ];
    // Every template left to right and right to left; in Bengali, those whose body is the editors' content
    // (the others differ from English in their words only).
    const contentTemplates = ['', '/news/help-desk-article-series', '/custom-pages/about-us', '/faq'];
    for (const [language, paths] of [
      ['en', templates],
      ['ar', templates],
      ['bn', contentTemplates],
    ] as const) {
      for (const path of paths) {
        // Loaded, with the site's script run (a module script runs before the load event).
        await page.goto(`${running.portal.url}/${language}${path}`);
        for (const violation of await seriousViolations(page))
          problems.push(`/${language}${path} ${violation}`);
      }
      await page.goto(`${running.portal.url}/${language}/faq`);
      await page.screenshot({ path: `${SCREENSHOTS}site-faq-${language}.png`, fullPage: true });
    }
    expect(problems).toEqual([]);
    await page.context().close();
  }, 240_000);
});
