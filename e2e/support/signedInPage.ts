import type { Page } from 'playwright-core';
import type { BrowserSession } from './browserSession.js';

/** A new page on a tool's path, after signing in as the sample trader on the provider's login page. */
export async function signedInPage(session: BrowserSession, path: string): Promise<Page> {
  const page = await session.newPage();
  await page.goto(`${session.portal.url}${path}`);
  await page.waitForURL(/\/login-actions\//);
  await page.locator('input[name=username]').fill('trader');
  await page.locator('input[name=password]').fill('trader-sample');
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  return page;
}
