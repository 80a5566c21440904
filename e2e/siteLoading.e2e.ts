import { mkdirSync } from 'node:fs';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { usePortalAndBrowser } from './support/portalAndBrowser.js';

const SCREENSHOTS = new URL('../test-results/', import.meta.url).pathname;

const running = usePortalAndBrowser();
beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

/** A page in a new browser profile; without a service worker unless asked, so that routes see every fetch. */
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

describe('the build’s files as served', () => {
  it('send a script with what a script needs, and the page with what a page needs', async () => {
    const page = await fetch(`${running.portal.url}/en/tools/tariff-search`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    const answer = await fetch(`${running.portal.url}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    // Named by its content, never asked again: nothing to revalidate by, and no page's headers (issue 40).
    for (const header of ['etag', 'last-modified', 'accept-ranges', 'x-frame-options', 'referrer-policy'])
      expect(answer.headers.get(header), header).toBeNull();
  });
});

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
    // A page reached by a link is kept as well.
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
    // A link to a visited page opens its kept copy.
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

describe('old addresses on a static host', () => {
  it('moves language-less paths, whatever their case, to the page under /en/ in the browser', async () => {
    // A static host answers an unknown path with its 404 page: the tools' page, drawn in the browser.
    const fallback = await (await fetch(`${running.portal.url}/en/tools/tariff-search`)).text();
    const page = await newPage();
    // The static host has no file at an old address: 404, the tools' page for a document.
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
