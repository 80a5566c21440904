import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.js';
import { sharedPortal, startFilePortal, type PortalUnderTest } from './portal.js';

export interface PortalAndBrowser {
  readonly portal: PortalUnderTest;
  readonly browser: Browser;
}

/**
 * Which portal a test file uses: the run's shared one, for a file that only reads; its `own`, for a file
 * that changes data other files read (publishes, edits, signs up, disables accounts).
 */
export type FilePortal = 'shared' | 'own';

/**
 * A portal (`npm start` as a user gets it) and one Chromium for a test file, with the hooks that start
 * them before its tests and stop them after (the shared portal stops after the run).
 */
export function usePortalAndBrowser(filePortal: FilePortal = 'shared'): PortalAndBrowser {
  let portal: PortalUnderTest | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([
      filePortal === 'own' ? startFilePortal() : sharedPortal(),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  return {
    get portal() {
      return startedValue(portal, 'The portal');
    },
    get browser() {
      return startedValue(browser, 'Chromium');
    },
  };
}

/** The value a hook has set, or an error that says it is read outside the tests. */
export function startedValue<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} has not started (use the session inside tests)`);
  return value;
}
