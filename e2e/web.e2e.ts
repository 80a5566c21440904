import { mkdirSync, readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../web/shared/i18n/languages.js';
import { lowContrastTexts } from './support/contrast.js';
import { usePortalAndBrowser } from './support/portalAndBrowser.js';
import { seriousViolations } from './support/seriousViolations.js';

const SCREENSHOTS = new URL('../test-results/', import.meta.url).pathname;
const LANGUAGES = LANGUAGE_CODES;
const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1366, height: 900 } };

type Translations = {
  home: { title: string };
  errors: { notFoundText: string };
  country: Record<string, string>;
};
const translations = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(
      readFileSync(new URL(`../web/shared/i18n/locales/${language}.json`, import.meta.url), 'utf8'),
    ) as Translations,
  ]),
) as Record<(typeof LANGUAGES)[number], Translations>;

const running = usePortalAndBrowser();
let context: BrowserContext;
let consoleErrors: string[] = [];

beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));
afterEach(async () => {
  await context?.close();
  // No page may log a console error.
  const logged = consoleErrors;
  consoleErrors = [];
  expect(logged).toEqual([]);
});

/** A page in a new context whose console errors fail the test (see afterEach). */
async function watchedPage(label: string, viewport = VIEWPORTS.desktop): Promise<Page> {
  // Without the service worker: some tests replace the build's files, which a worker would fetch itself.
  context = await running.browser.newContext({ viewport, serviceWorkers: 'block' });
  consoleErrors = [];
  const page = await context.newPage();
  page.on('console', (message) => {
    // A missing page is answered 404 on purpose; the browser reports that status of the document itself.
    const documentStatus = message.text().includes('status of 404') && message.location().url.endsWith(label);
    if (message.type() === 'error' && !documentStatus) consoleErrors.push(`${label}: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`${label}: ${error.message}`));
  return page;
}

async function open(path: string, viewport = VIEWPORTS.desktop): Promise<Page> {
  const page = await watchedPage(path, viewport);
  await page.goto(`${running.portal.url}${path}`);
  await page.waitForLoadState('networkidle');
  return page;
}

describe.each(LANGUAGES)('the home page in %s', (language) => {
  it('works on a desktop and on a phone', async () => {
    const page = await open(`/${language}`, VIEWPORTS.desktop);
    const expectedTitle = translations[language].home.title.replace(
      '{{country}}',
      translations[language].country.BD ?? '',
    );
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(expectedTitle);
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await expect.poll(() => page.getByRole('status').count()).toBe(1);
    // The same page narrowed to a phone's width (the layout follows the width, not the device).
    for (const viewport of ['desktop', 'phone'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      // Nothing wider than the window: no sideways scrolling on a phone.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
        .toBe(true);
      await page.screenshot({ path: `${SCREENSHOTS}home-${language}-${viewport}.png`, fullPage: true });
    }
  });
});

describe('the data the portal runs on', () => {
  it('says which is real and which sample, and the date of the tariff', async () => {
    const page = await open('/en');
    const latest = page.locator('section', { has: page.locator('#latest-heading') });
    await expect
      .poll(() => latest.getByText(/^Tariff in force since/).textContent())
      .toMatch(
        /^Tariff in force since .*2025.*\. \(Real data\) Bangladesh Customs Tariff FY2025-26 \(National Board of Revenue\) Atom feed of the tariff's changes$/,
      );
    expect(await latest.getByText(/^Customs exchange rates in force since .* \(Sample data\)$/).count()).toBe(
      1,
    );
    expect(await latest.getByText(/^Tables of real data: \d+ \(the tariff/).count()).toBe(1);
    expect(
      await latest.getByText(/^Tables of sample data: \d+ \(where no public source exists\)/).count(),
    ).toBe(1);
    expect(await page.getByRole('status').textContent()).toMatch(
      /^Real and sample data: the tariff and the international code lists are real/,
    );
  });
});

describe('right to left', () => {
  it('mirrors the Arabic layout and keeps codes readable', async () => {
    const page = await open('/ar');
    const logo = await page.locator('header .portal-logo').boundingBox();
    expect(logo && logo.x).toBeGreaterThan(VIEWPORTS.desktop.width / 2);
    const arrow = page.locator('.mirror-in-rtl').first();
    expect(await arrow.evaluate((element) => getComputedStyle(element).transform)).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
    expect(await lowContrastTexts(page)).toEqual([]);
  });

  it('turns a page rendered in the browser right to left too', async () => {
    const page = await open('/ar/access-denied', VIEWPORTS.phone);
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const code = await page.locator('.code-text').boundingBox();
    // Both end at the right edge of the page.
    expect(heading && code && Math.abs(heading.x + heading.width - (code.x + code.width))).toBeLessThan(4);
  });

  it('keeps English left to right', async () => {
    const page = await open('/en');
    const logo = await page.locator('header .portal-logo').boundingBox();
    expect(logo && logo.x).toBeLessThan(VIEWPORTS.desktop.width / 2);
  });
});

describe('the language picker', () => {
  it('switches language and keeps the path and query', async () => {
    const page = await open('/en/faq?q=horse&page=2');
    await page.locator('.site-language summary').click();
    await page.getByRole('link', { name: 'العربية' }).click();
    await page.waitForURL(/\/ar\/faq\?q=horse&page=2$/);
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.locator('.site-language summary').click();
    await page.getByRole('link', { name: 'বাংলা' }).click();
    await page.waitForURL(/\/bn\/faq\?q=horse&page=2$/);
    // In the tools, the picker is the app's menu and keeps the tool's query too.
    const tool = await open('/en/access-denied?from=x');
    await tool.getByRole('button', { name: /English/ }).click();
    await tool.getByRole('menuitem', { name: 'Français' }).click();
    await tool.waitForURL(/\/fr\/access-denied\?from=x$/);
  });
});

describe('the words a tool page loads', () => {
  it('are its language’s, the frame’s then its screen’s, and come again in the language it moves to', async () => {
    const page = await watchedPage('/bn/access-denied');
    const words: string[] = [];
    page.on('request', (request) => {
      const file = /\/assets\/(words-[^/]+)$/.exec(new URL(request.url()).pathname)?.[1];
      if (file) words.push(file);
    });
    await page.goto(`${running.portal.url}/bn/access-denied?from=x`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('প্রবেশাধিকার নেই');
    // The frame's words (a script) and the screen's (fetched), in Bengali alone: no English beside.
    expect(words.map((file) => file.replace(/-[\w-]{8}\.(js|json)$/, '.$1')).sort()).toEqual([
      'words-bn-accessDenied.json',
      'words-bn.js',
    ]);
    await page.getByRole('button', { name: /বাংলা/ }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.waitForURL(/\/fr\/access-denied\?from=x$/);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Accès refusé');
    expect(words.filter((file) => file.startsWith('words-fr-')).length).toBe(2);
  });
});

describe('pages that are not there', () => {
  it('shows the 404 text for an unknown path, in its language', async () => {
    for (const language of ['en', 'ar'] as const) {
      const page = await open(`/${language}/no/such/page`);
      await expect.poll(() => page.getByText(translations[language].errors.notFoundText).count()).toBe(1);
      await context.close();
    }
  });

  it('answers 404 for a path no page takes, 200 for pages', async () => {
    for (const [path, status] of [
      ['/en/no/such/page', 404],
      ['/en/tools/no-such-tool', 404],
      ['/en', 200],
      ['/ar/faq/', 200],
      ['/ar/tools/codification', 200],
    ] as const) {
      const response = await fetch(`${running.portal.url}${path}`);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('content-type'), path).toMatch(/text\/html/);
      const head = await fetch(`${running.portal.url}${path}`, { method: 'HEAD' });
      expect(head.status, `HEAD ${path}`).toBe(status);
    }
    // Paths without a language move, permanently, under English (the legacy redirects).
    for (const [path, location] of [
      ['/faq', '/en/faq'],
      ['/tools/tariff-search?q=horse', '/en/tools/tariff-search?q=horse'],
      ['/EN/faq', '/en/faq'],
    ] as const) {
      const response = await fetch(`${running.portal.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
    }
    // The API's own paths stay JSON.
    const api = await fetch(`${running.portal.url}/hs-code-finder/search`);
    expect(api.headers.get('content-type')).toMatch(/json/);
  });

  it('opens a path without a language in English', async () => {
    const page = await open('/faq');
    await page.waitForURL(/\/en\/faq$/);
    const root = await open('/');
    await root.waitForURL(/\/en$/);
  });

  it('shows access denied at /access-denied', async () => {
    const page = await open('/access-denied');
    await page.waitForURL(/\/en\/access-denied$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Access denied');
  });
});

describe('accessibility', () => {
  // A page the tools draw in the browser. The site's pages (the home page, the 404 page) are site.e2e.ts's,
  // which runs axe on every template in English and Arabic; /ar's contrast is checked above.
  it.each(['/en/access-denied', '/ar/access-denied'])('axe finds nothing serious on %s', async (path) => {
    const page = await open(path);
    // Client-rendered pages (access denied) name themselves once their heading is drawn.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expect.poll(() => page.title()).not.toBe('');
    expect(await seriousViolations(page)).toEqual([]);
    if (path.startsWith('/ar')) expect(await lowContrastTexts(page)).toEqual([]);
  });
});

describe('the content security policy', () => {
  it('runs the page’s own scripts and refuses a script injected into it', async () => {
    const scriptsOf = async (path: string) => {
      const policy =
        (await fetch(`${running.portal.url}${path}`)).headers.get('content-security-policy') ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      return policy.split('; ').find((directive) => directive.startsWith('script-src')) ?? '';
    };
    // A page of the site has no inline script; the tools' page names React Router's by their hashes.
    expect(await scriptsOf('/ar/')).toBe("script-src 'self'");
    expect(await scriptsOf('/ar/tools/codification')).toMatch(
      /^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/,
    );
    // Opened as a watched page: a script of its own that the policy refused would be a console error.
    const page = await open('/ar/access-denied');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.injected = "ran"';
      document.body.append(script);
      return document.documentElement.dataset.injected === 'ran';
    });
    expect(ran).toBe(false);
    // The browser says it refused the injected script; that error is the one expected.
    expect(consoleErrors.some((error) => error.includes('Content Security Policy'))).toBe(true);
    consoleErrors = consoleErrors.filter((error) => !error.includes('Content Security Policy'));
  });
});

describe('the API documentation', () => {
  it('opens from the footer, and the API refuses a search without a token', async () => {
    const page = await open('/en');
    await page.getByRole('link', { name: 'API documentation' }).click();
    await expect
      .poll(() => page.locator('.swagger-ui .title').first().textContent())
      .toContain('Trade Single Window');
    // Operations that need sign-in are marked, with the way to give a token.
    await expect.poll(() => page.locator('.swagger-ui .btn.authorize').count()).toBe(1);
    // Its page runs under its own content security policy (a refused script would be a console error).
    const policy = (await fetch(page.url())).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self';");
    const answer = await page.evaluate(async () => {
      const response = await fetch('/rimm-server/commodity/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ max: 5 }),
      });
      return { status: response.status, body: (await response.json()) as { code: string } };
    });
    expect(answer).toMatchObject({ status: 401, body: { code: 'TOKEN_MISSING' } });
    // The 401 the test asked for is reported by the browser: expected here.
    consoleErrors = consoleErrors.filter((error) => !error.includes('status of 401'));
  });
});

describe('messages and settings', () => {
  it('remembers the last page of the tools visited', async () => {
    const page = await open('/bn/access-denied?topic=tariff');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('tsw.lastVisitedPath')))
      .toBe('/bn/access-denied?topic=tariff');
  });

  it('returns to the last visited page when a part of the app fails to load', async () => {
    const page = await open('/en/access-denied');
    // A new release replaced the chunks: the tool screen's code is gone.
    await page.route('**/assets/tariffSearch-*.js', (route) => route.fulfill({ status: 404, body: '' }));
    await page.evaluate(() => Object.assign(window, { beforeTheFailure: true }));
    await page.getByRole('button', { name: 'Tools' }).click();
    await page.getByRole('menuitem', { name: 'Tariff search' }).click();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/access-denied');
    // The page was loaded anew, not left as it was, and shows its content rather than a blank screen.
    await expect.poll(() => page.evaluate(() => 'beforeTheFailure' in window)).toBe(false);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    // The failed loads are the test's own doing, not errors of the page.
    consoleErrors = [];
  });
});

describe('a page that fails', () => {
  it('shows the 500 page, in its language, within the portal layout', async () => {
    const page = await open('/es/access-denied');
    // The tariff search's screen code is broken in this release.
    await page.route('**/assets/tariffSearch-*.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export default function Tool() { throw new Error("broken"); }',
      }),
    );
    await page.getByRole('button', { name: 'Herramientas' }).click();
    await page.getByRole('menuitem', { name: 'Consulta arancelaria' }).click();
    const spanish = JSON.parse(
      readFileSync(new URL('../web/shared/i18n/locales/es.json', import.meta.url), 'utf8'),
    ) as {
      errors: { serverErrorTitle: string };
    };
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(spanish.errors.serverErrorTitle);
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    // The error itself is logged by React: that is the test's doing.
    consoleErrors = [];
  });
});

describe('a tool whose code does not load', () => {
  it('says so in its language, with a link that reloads it, not a blank page', async () => {
    const page = await watchedPage('/bn/tools/tariff-search', VIEWPORTS.phone);
    // The app's entry, as the page names it: its load fails, as on a connection that dropped.
    const tools = await (await fetch(`${running.portal.url}/bn/tools/tariff-search`)).text();
    const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(tools)?.[1];
    expect(entry).toMatch(/^\/assets\/.+\.js$/);
    await page.route(`**${entry}`, (route) => route.abort('internetdisconnected'));
    await page.goto(`${running.portal.url}/bn/tools/tariff-search`);
    const message = page.getByRole('alert');
    await expect.poll(() => message.textContent()).toContain('এই স্ক্রিনটি লোড হয়নি');
    expect(await message.getByRole('link', { name: 'আবার লোড করুন' }).getAttribute('href')).toBe(
      `${running.portal.url}/bn/tools/tariff-search`,
    );
    expect(await page.title()).toContain('এই স্ক্রিনটি লোড হয়নি');
    // The failed load is the test's own doing.
    consoleErrors = [];
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}tool-load-failed-bn.png` });
  });
});

describe('the menu on a small screen', () => {
  it.each([
    ['en', 'Open the menu'],
    ['ar', 'فتح القائمة'],
  ] as const)('opens in %s below the bar, with the tools, without script', async (language, openLabel) => {
    const page = await open(`/${language}`, { width: 800, height: 900 });
    const menu = page.locator('.site-menu-small');
    expect(await menu.locator('summary').getAttribute('aria-label')).toBe(openLabel);
    await menu.locator('summary').click();
    const panel = menu.locator('.site-menu-panel');
    await expect.poll(() => panel.getByRole('link').count()).toBeGreaterThan(10);
    const box = await panel.boundingBox();
    expect(box && [Math.round(box.x), Math.round(box.width)]).toEqual([0, 800]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}menu-${language}-800.png` });
    // Escape closes it (the site's script), as a menu does.
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('open')).toBeNull();
    await menu.locator('summary').click();
    await panel.getByRole('link').last().click();
    // The tool needs sign-in: a visitor goes on to the login page, in the page's language.
    await page.waitForURL(/\/login-actions\//);
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
  });
});
