import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runExportSiteCommand } from '@tsw/server/testing/portalProcess';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.js';
import { startPortal, WEB_DIST } from './support/portal.js';
import { serveStaticFolder, type StaticHost } from './support/staticHost.js';

const SCREENSHOTS = new URL('../test-results/', import.meta.url).pathname;
let exported: string;
let host: StaticHost;
let browser: Browser;
let exportEnv: NodeJS.ProcessEnv;
let dataDirectory: string;

/** Every page file of the export, as paths of the site. */
function exportedPages(root: string, folder = ''): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return exportedPages(root, join(folder, entry.name));
    return entry.name === 'index.html' && folder ? [`/${folder}`] : [];
  });
}

beforeAll(async () => {
  // The portal as npm start leaves it (sample content published), stopped, then exported from its data.
  const portal = await startPortal({}, { keepData: true });
  dataDirectory = portal.dataDirectory;
  expect((await fetch(`${portal.url}/en/news`)).status).toBe(200);
  await portal.stop();
  exported = join(mkdtempSync(join(tmpdir(), 'tsw-export-')), 'site');
  exportEnv = { ...process.env, DATA_DIR: dataDirectory, WEB_DIST, DATABASE_URL: '' };
  await runExportSiteCommand(exportEnv, exported);
  mkdirSync(SCREENSHOTS, { recursive: true });
  [host, browser] = await Promise.all([serveStaticFolder(exported), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
  rmSync(join(exported, '..'), { recursive: true, force: true });
  rmSync(dataDirectory, { recursive: true, force: true });
});

async function newPage(): Promise<{ page: Page; errors: string[]; fetched: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // The portal's own services (sign-in, the data sets) are not on a static host.
    const server = /\/(api\/|keycloak\.json)/.test(message.location().url);
    if (message.type() === 'error' && !server) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  return { page, errors, fetched };
}

const heading = (page: Page) => () => page.locator('h1').textContent();

describe('the information site exported for a static host (issue 7)', () => {
  it('writes every page in every language with its data, and refuses a folder that is not empty', async () => {
    const pages = exportedPages(exported);
    for (const language of ['en', 'fr', 'es', 'ar', 'bn']) {
      for (const page of ['', '/news', '/faq', '/downloads', '/tools', '/exchange/exchange-rates']) {
        expect(pages).toContain(`/${language}${page}`);
      }
    }
    // 14 sample news items, 10 custom pages: every one in every language.
    expect(pages.filter((page) => page.startsWith('/bn/news/') && !page.includes('/page/'))).toHaveLength(15);
    expect(pages.filter((page) => page.startsWith('/ar/custom-pages/'))).toHaveLength(10);
    const faqData = JSON.parse(readFileSync(join(exported, 'page-data/en/faq/page-data.json'), 'utf8')) as {
      path: string;
      staticQueryHashes: string[];
    };
    expect(faqData.path).toBe('/en/faq');
    for (const hash of faqData.staticQueryHashes) {
      expect(() => readFileSync(join(exported, `page-data/sq/d/${hash}.json`))).not.toThrow();
    }
    const appData = JSON.parse(readFileSync(join(exported, 'page-data/app-data.json'), 'utf8')) as {
      webpackCompilationHash: string;
    };
    expect(appData.webpackCompilationHash).toMatch(/\w+/);
    expect(JSON.parse(readFileSync(join(exported, 'portal-config.json'), 'utf8'))).toMatchObject({
      country: 'BD',
    });
    expect(readFileSync(join(exported, '404.html'), 'utf8')).toContain('<html');
    // Search engines find every page from the sitemap that robots.txt names.
    const siteMap = readFileSync(join(exported, 'sitemap.xml'), 'utf8');
    expect(siteMap.match(/<loc>/g)).toHaveLength(pages.length);
    expect(readFileSync(join(exported, 'robots.txt'), 'utf8')).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);

    await expect(runExportSiteCommand(exportEnv, exported)).rejects.toThrow(/is not empty/);
  });

  it('reads and moves between its pages without a server', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${host.url}/en/news`, { waitUntil: 'networkidle' });
    expect(await heading(page)()).toBe('News');
    await page.getByRole('link', { name: 'FAQ', exact: true }).first().click();
    await page.waitForURL('**/en/faq');
    await expect.poll(heading(page)).toBe('Frequently asked questions');

    // A news item in Bengali, reached by its link.
    await page.goto(`${host.url}/bn/news`, { waitUntil: 'networkidle' });
    const item = page.locator('main a[href^="/bn/news/"]').first();
    const title = (await item.textContent())?.trim();
    await item.click();
    await expect.poll(async () => (await heading(page)())?.trim()).toBe(title);
    await page.screenshot({ path: `${SCREENSHOTS}site-export-bn.png` });

    // A static host may add a folder's slash.
    await page.goto(`${host.url}/en/downloads/`, { waitUntil: 'networkidle' });
    await expect.poll(heading(page)).toBe('Downloads');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('moves old addresses and the root in the browser, and says when a page is missing', async () => {
    const { page } = await newPage();
    for (const [from, to, title] of [
      ['/FAQ', '/en/faq', 'Frequently asked questions'],
      ['/custom-pages/About-Us', '/en/custom-pages/about-us', 'About the Trade Single Window'],
    ] as const) {
      await page.goto(`${host.url}${from}`);
      await page.waitForURL(`**${to}`);
      await expect.poll(heading(page), { message: from }).toBe(title);
    }
    await page.goto(`${host.url}/`);
    // The root's script moves to /en in two steps: its router writes /en in the address bar, then the page
    // of /en is loaded. The next visit waits for that page, the document loaded from /en, or it is cut short.
    await expect
      .poll(() =>
        page
          .evaluate(() => {
            const [navigation] = performance.getEntriesByType('navigation');
            return navigation && document.readyState === 'complete' ? new URL(navigation.name).pathname : '';
          })
          .catch(() => ''),
      )
      .toBe('/en');
    const missing = await page.goto(`${host.url}/en/news/no-such-item`);
    expect(missing?.status()).toBe(404);
    await expect.poll(heading(page)).toBe('Page not found');
    await page.context().close();
  });
});
