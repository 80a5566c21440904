import { mkdirSync } from 'node:fs';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { usePortalAndBrowser } from './support/portalAndBrowser.js';

const SCREENSHOTS = new URL('../test-results/', import.meta.url).pathname;
/** A reader's browser: Chromium headless names itself HeadlessChrome, which the site takes for a bot. */
const READER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

const running = usePortalAndBrowser();
beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

/**
 * A page in a new browser profile; without a service worker unless asked, so that routes see every
 * fetch, and as headless Chromium, which the site takes for a bot and prefetches nothing for.
 */
async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await running.browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
    ...options,
  });
  return context.newPage();
}

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const headingOf = (page: Page) => () => page.locator('h1').textContent();
/** A page registers its service worker (or finds it cannot) once hydrated: links then move in the app. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.serviceWorker !== undefined);

describe('the service worker', () => {
  it('keeps the pages visited, which reload offline and move between each other', async () => {
    const page = await newPage({ serviceWorkers: 'allow' });
    await page.goto(`${running.portal.url}/en/faq`);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.serviceWorker))
      .toBe('activated');
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // The first page was loaded before the worker: the worker keeps it when the page asks.
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/en/faq')))).toBe(true);
    // A page reached by a link is kept as well, document and data.
    await navigation(page).getByRole('link', { name: 'Downloads' }).click();
    await expect.poll(headingOf(page)).toBe('Downloads');
    await expect
      .poll(() => page.evaluate(async () => Boolean(await caches.match('/en/downloads'))))
      .toBe(true);

    // An address with a query is kept once, under its path: a tool searched many ways does not fill the cache.
    await page.goto(`${running.portal.url}/en/downloads?from=newsletter`);
    await expect.poll(headingOf(page)).toBe('Downloads');
    const kept = await page.evaluate(async () =>
      (await (await caches.open('tsw-pages-v1')).keys()).map((request) => request.url),
    );
    expect(kept.filter((url) => url.includes('?'))).toEqual([]);

    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(headingOf(page)).toBe('Downloads');
    await page.getByText('You are offline').waitFor();
    // The app still runs offline: a link to a visited page moves there with its kept data.
    await navigation(page).getByRole('link', { name: 'FAQ' }).click();
    await expect.poll(headingOf(page)).toBe('Frequently asked questions');
    await page.screenshot({ path: `${SCREENSHOTS}site-offline-en.png` });
    // A page never visited is not there offline.
    const unvisited = await page.goto(`${running.portal.url}/en/exchange/exchange-rates`).catch(() => null);
    expect(unvisited?.ok() ?? false).toBe(false);
    await page.context().setOffline(false);
    await page.context().close();
  });
});

describe('page loading', () => {
  it('reloads once when a new build is served, and not again for the same build', async () => {
    const page = await newPage();
    await page.goto(`${running.portal.url}/en`);
    await hydrated(page);
    await page.route('**/page-data/app-data.json', (route) =>
      route.fulfill({ json: { webpackCompilationHash: 'a-newer-build' } }),
    );
    const marked = () => page.evaluate(() => (window as { marked?: boolean }).marked === true);
    await page.evaluate(() => Object.assign(window, { marked: true }));
    await navigation(page).getByRole('link', { name: 'FAQ' }).click();
    await expect.poll(headingOf(page)).toBe('Frequently asked questions');
    // The whole document was loaded again: the mark is gone.
    await expect.poll(marked).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem('tsw.buildReload'))).toBe('a-newer-build');

    // The server still names the other build: the session flag keeps the browser from reloading again.
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { marked: true }));
    await navigation(page).getByRole('link', { name: 'Downloads' }).click();
    await expect.poll(headingOf(page)).toBe('Downloads');
    expect(await marked()).toBe(true);
    await page.context().close();
  });

  it('says the page is taking longer after a second, and shows it when it comes', async () => {
    const page = await newPage();
    await page.goto(`${running.portal.url}/en`);
    await hydrated(page);
    await page.route('**/page-data/en/faq/page-data.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    await navigation(page).getByRole('link', { name: 'FAQ' }).click();
    const notice = page.getByText('This page is taking longer than usual to load');
    await notice.waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}site-slow-en.png` });
    await expect.poll(headingOf(page), { timeout: 5_000 }).toBe('Frequently asked questions');
    await notice.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('tries page data three more times, then shows the 500 page naming what did not load', async () => {
    const page = await newPage();
    await page.goto(`${running.portal.url}/en`);
    await hydrated(page);
    let asked = 0;
    await page.route('**/page-data/en/faq/page-data.json', (route) => {
      asked += 1;
      return route.fulfill({ status: 503, body: 'unavailable' });
    });
    await navigation(page).getByRole('link', { name: 'FAQ' }).click();
    await expect.poll(headingOf(page), { timeout: 5_000 }).toBe('Something went wrong');
    await page.getByText('Page resources for /en/faq not found').waitFor();
    expect(asked).toBe(4);
    await page.context().close();
  });
});

describe('prefetch', () => {
  /** The page data fetched while the reader only looks at the news list. */
  async function prefetchedFromNewsList(options: BrowserContextOptions): Promise<string[]> {
    const page = await newPage(options);
    const fetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/page-data/') && path !== '/page-data/app-data.json') fetched.push(path);
    });
    await page.goto(`${running.portal.url}/en/news`);
    await expect.poll(headingOf(page)).toBe('News');
    await page.waitForTimeout(1_500);
    const firstBatch = [...fetched];
    await page.waitForTimeout(3_000);
    await page.context().close();
    return [firstBatch.length, ...fetched].map(String);
  }

  it('fetches the data of pages linked in view, four at a time with a pause', async () => {
    const [firstBatch, ...fetched] = await prefetchedFromNewsList({ userAgent: READER });
    expect(Number(firstBatch)).toBe(4);
    expect(fetched.length).toBeGreaterThan(4);
    expect(new Set(fetched).size).toBe(fetched.length);
    expect(fetched).toContain('/page-data/en/faq/page-data.json');
  });

  it('fetches nothing ahead for a bot', async () => {
    const [, ...fetched] = await prefetchedFromNewsList({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(fetched).toEqual([]);
  });
});

describe('old addresses on a static host', () => {
  it('moves language-less paths, whatever their case, to the page under /en/ in the browser', async () => {
    // A static host answers an unknown path with its 404 page: the app's fallback page.
    const fallback = await (await fetch(`${running.portal.url}/en/tools/tariff-search`)).text();
    const page = await newPage();
    // The static host has no file at an old address: 404, the fallback page for a document.
    await page.route(
      (url) => /^\/(faq|downloads|custom-pages|news)(\/|$)/i.test(url.pathname),
      (route) =>
        route.request().resourceType() === 'document'
          ? route.fulfill({ status: 404, contentType: 'text/html', body: fallback })
          : route.fulfill({ status: 404, body: '' }),
    );
    for (const [old, moved, title] of [
      ['/FAQ', '/en/faq', 'Frequently asked questions'],
      ['/Downloads', '/en/downloads', 'Downloads'],
      ['/custom-pages/About-Us', '/en/custom-pages/about-us', 'About the Trade Single Window'],
      ['/news/', '/en/news', 'News'],
    ] as const) {
      await page.goto(`${running.portal.url}${old}`);
      await page.waitForURL(`**${moved}`);
      await expect.poll(headingOf(page), { message: old }).toBe(title);
    }
    await page.context().close();
  });
});
