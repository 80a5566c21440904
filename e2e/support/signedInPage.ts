import type { Page } from 'playwright-core';
import type { BrowserSession } from './browserSession.js';

/**
 * A new page on a tool's path, after signing in on the provider's login page as a sample account (the
 * trader unless named; every sample password is the username followed by "-sample").
 */
export async function signedInPage(
  session: BrowserSession,
  path: string,
  username = 'trader',
): Promise<Page> {
  const page = await session.newPage();
  await page.goto(`${session.portal.url}${path}`);
  await page.waitForURL(/\/login-actions\//);
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(`${username}-sample`);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  return page;
}
