import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import {
  startedValue,
  usePortalAndBrowser,
  type FilePortal,
  type PortalAndBrowser,
} from './portalAndBrowser.js';

export interface BrowserSession extends PortalAndBrowser {
  /** The context of the page opened last (another tab of the same browser opens there). */
  readonly context: BrowserContext;
  /**
   * A page in a new browser context. Its console errors fail the test, except those matching `tolerated`:
   * statuses the test provokes on purpose, which the browser reports as errors.
   */
  newPage(options?: {
    viewport?: { width: number; height: number };
    tolerated?: RegExp;
    /** Cookies and local storage to start with (a sign-in kept from an earlier page). */
    storageState?: BrowserContextOptions['storageState'];
  }): Promise<Page>;
  /** Lets this test's console errors matching `pattern` pass. */
  tolerate(pattern: RegExp): void;
}

/**
 * A test file's portal and Chromium (as `usePortalAndBrowser` starts them), with the hook that checks each
 * test: after it its contexts close, and no page may have logged an error.
 */
export function useBrowserSession(filePortal: FilePortal = 'shared'): BrowserSession {
  const started = usePortalAndBrowser(filePortal);
  let contexts: BrowserContext[] = [];
  let errors: string[] = [];
  let tolerated: RegExp[] = [];

  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    const logged = errors.filter((error) => !tolerated.some((pattern) => pattern.test(error)));
    contexts = [];
    errors = [];
    tolerated = [];
    expect(logged).toEqual([]);
  });

  return {
    get portal() {
      return started.portal;
    },
    get browser() {
      return started.browser;
    },
    get context() {
      return startedValue(contexts.at(-1), 'No page');
    },
    async newPage(options = {}) {
      const context = await started.browser.newContext({
        viewport: options.viewport ?? { width: 1366, height: 900 },
        storageState: options.storageState,
        // A page the portal's service worker controls sends its requests through the worker, where
        // page.route no longer sees them: a test's stand-in failure would then depend on whether the worker
        // had taken the page yet. Offline reading, which needs it, is siteLoading.e2e.ts's, with its own.
        serviceWorkers: 'block',
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
