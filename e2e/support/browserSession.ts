import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchChromium } from './browser.js';
import { startPortal, type PortalUnderTest } from './portal.js';

export interface BrowserSession {
  readonly portal: PortalUnderTest;
  readonly browser: Browser;
  /** The context of the page opened last (another tab of the same browser opens there). */
  readonly context: BrowserContext;
  /**
   * A page in a new browser context. Its console errors fail the test, except those matching `tolerated`:
   * statuses the test provokes on purpose, which the browser reports as errors.
   */
  newPage(options?: { viewport?: { width: number; height: number }; tolerated?: RegExp }): Promise<Page>;
  /** Lets this test's console errors matching `pattern` pass. */
  tolerate(pattern: RegExp): void;
}

/**
 * One portal (`npm start` as a user gets it) and one Chromium for a test file, with the hooks that start,
 * check and stop them: after each test its contexts close, and no page may have logged an error.
 */
export function useBrowserSession(): BrowserSession {
  let portal: PortalUnderTest | undefined;
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let errors: string[] = [];
  let tolerated: RegExp[] = [];

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    const logged = errors.filter((error) => !tolerated.some((pattern) => pattern.test(error)));
    contexts = [];
    errors = [];
    tolerated = [];
    expect(logged).toEqual([]);
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} has not started (use the session inside tests)`);
    return value;
  };
  return {
    get portal() {
      return started(portal, 'The portal');
    },
    get browser() {
      return started(browser, 'Chromium');
    },
    get context() {
      return started(contexts.at(-1), 'No page');
    },
    async newPage(options = {}) {
      const context = await started(browser, 'Chromium').newContext({
        viewport: options.viewport ?? { width: 1366, height: 900 },
      });
      contexts.push(context);
      if (options.tolerated) tolerated.push(options.tolerated);
      context.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      context.on('weberror', (error) => errors.push(error.error().message));
      return context.newPage();
    },
    tolerate(pattern) {
      tolerated.push(pattern);
    },
  };
}
