import type { BrowserContextOptions, Page } from 'playwright-core';
import type { BrowserSession } from './browserSession.js';

/**
 * A sign-in made on the login page, as the browser kept it: the provider's cookies (its session, which the
 * app's session check and silent renewal read) and the app's user. Local storage is left out: the app keeps
 * no sign-in there, and Playwright restores it by opening a page per origin, doubling a context's start.
 */
interface KeptSignIn {
  readonly storageState: NonNullable<BrowserContextOptions['storageState']>;
  /** The session-storage entries oidc-client-ts keeps the signed-in user in (sessionStorage is per tab). */
  readonly userEntries: [string, string][];
  readonly accessTokenExpiresAtMs: number;
}

/**
 * A kept sign-in is reused while its access token has this long left. The token lives five minutes and
 * the app renews it (rotating the refresh token) one minute before its end: a page started with a kept
 * sign-in finishes its test well before either copy could renew.
 */
const KEPT_SIGN_IN_MIN_VALIDITY_MS = 150_000;

/** Sign-ins of this test file, by portal and username. */
const keptSignIns = new Map<string, KeptSignIn>();

/**
 * A new page on a tool's path, signed in as a sample account (the trader unless named; every sample
 * password is the username followed by "-sample"). The first page of an account signs in on the
 * provider's login page; later ones start from what that browser kept, as a reopened tab would, since the
 * sign-in itself is what signIn.e2e.ts tests, and the login round trip is seconds per test.
 */
export async function signedInPage(
  session: BrowserSession,
  path: string,
  username = 'trader',
): Promise<Page> {
  const key = `${session.portal.url} ${username}`;
  const kept = keptSignIns.get(key);
  if (kept && kept.accessTokenExpiresAtMs - Date.now() > KEPT_SIGN_IN_MIN_VALIDITY_MS) {
    return pageWithKeptSignIn(session, path, kept);
  }
  const page = await session.newPage();
  await page.goto(`${session.portal.url}${path}`);
  await page.waitForURL(/\/login-actions\//);
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(`${username}-sample`);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  keptSignIns.set(key, await keptSignInOf(page));
  return page;
}

async function keptSignInOf(page: Page): Promise<KeptSignIn> {
  const userEntries = await page.evaluate(() =>
    Object.entries(sessionStorage).filter(([entryKey]) => entryKey.startsWith('oidc.user:')),
  );
  const expiresAtSeconds = userEntries
    .map(([, user]) => (JSON.parse(user) as { expires_at?: number }).expires_at ?? 0)
    .reduce((earliest, expiresAt) => Math.min(earliest, expiresAt), Infinity);
  if (userEntries.length === 0 || !Number.isFinite(expiresAtSeconds)) {
    throw new Error('Signed in, yet no oidc.user entry is in session storage');
  }
  return {
    storageState: { cookies: (await page.context().storageState()).cookies, origins: [] },
    userEntries,
    accessTokenExpiresAtMs: expiresAtSeconds * 1000,
  };
}

async function pageWithKeptSignIn(session: BrowserSession, path: string, kept: KeptSignIn): Promise<Page> {
  const page = await session.newPage({ storageState: kept.storageState });
  // Session storage belongs to the tab: the user is put there before the app's first script runs, once (a
  // later sign-out in the test stays signed out).
  await page.addInitScript((entries) => {
    const marker = 'e2e.keptSignIn';
    if (window !== window.top || sessionStorage.getItem(marker)) return;
    for (const [entryKey, user] of entries) sessionStorage.setItem(entryKey, user);
    sessionStorage.setItem(marker, 'restored');
  }, kept.userEntries);
  await page.goto(`${session.portal.url}${path}`);
  return page;
}
