import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * The PDF a screen sent to a tab it opened, as bytes. The tests' Chromium is the headless shell, which has no
 * PDF viewer: it saves a PDF that a tab is sent to, where a visitor's browser shows it in that tab. Either way
 * the tab is where the file went; a tab that gets no file within the wait fails the test.
 */
export async function pdfSentToTab(tab: Page): Promise<Buffer> {
  const download = await tab.waitForEvent('download');
  return readFileSync((await download.path()) ?? '');
}
