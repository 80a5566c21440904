import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/browserSession.js';

/*
 * Keycloak's own browser adapter, keycloak-js 26, against the embedded provider (issue 28): an application
 * written for a Keycloak realm signs in, refreshes and signs out unchanged. It runs at the address the
 * portal's client is registered with (/auth/callback), where the test serves it instead of the front end.
 */

const APP_PAGE = readFileSync(new URL('keycloakJsApp/index.html', import.meta.url), 'utf8');
const KEYCLOAK_JS = readFileSync(createRequire(import.meta.url).resolve('keycloak-js'), 'utf8');
const SCREENSHOTS = new URL('../test-results/', import.meta.url).pathname;

const session = useBrowserSession();

interface KeycloakState {
  authenticated: boolean;
  refreshToken: string;
  refreshTokenParsed: Record<string, unknown>;
  tokenParsed: Record<string, unknown>;
  sessionId: string;
}

/** What the application's keycloak-js instance holds. */
function keycloakState(page: Page): Promise<KeycloakState> {
  return page.evaluate(() => {
    const keycloak = (window as unknown as { keycloak: KeycloakState }).keycloak;
    return {
      authenticated: keycloak.authenticated,
      refreshToken: keycloak.refreshToken,
      refreshTokenParsed: keycloak.refreshTokenParsed,
      tokenParsed: keycloak.tokenParsed,
      sessionId: keycloak.sessionId,
    };
  });
}

/** A page where /auth/callback is the keycloak-js application, with the package's file beside it. */
async function keycloakJsApplication(): Promise<Page> {
  const page = await session.newPage();
  // With or without the sign-in's answer in the query or the fragment.
  await page.route(
    (url) => url.pathname === '/auth/callback',
    (route) => route.fulfill({ contentType: 'text/html', body: APP_PAGE }),
  );
  await page.route('**/auth/keycloak.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: KEYCLOAK_JS }),
  );
  return page;
}

describe('a keycloak-js 26 application against the embedded provider', () => {
  it('signs in, refreshes and signs out, with the third-party-cookie check answered', async () => {
    const page = await keycloakJsApplication();
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/3p-cookies/')) checks.push(new URL(request.url()).pathname);
    });
    await page.goto(`${session.portal.url}/auth/callback`);
    // The check frame answers before keycloak-js goes on to the login page (it waits 10 s otherwise).
    await page.waitForURL(/\/login-actions\//);
    expect(checks).toEqual([
      '/realms/tsw/protocol/openid-connect/3p-cookies/step1.html',
      '/realms/tsw/protocol/openid-connect/3p-cookies/step2.html',
    ]);
    await page.locator('input[name=username]').fill('trader');
    await page.locator('input[name=password]').fill('trader-sample');
    await page.locator('button[type=submit]').click();
    // The provider's answer comes by redirect, which Playwright's routes do not see: the address it names
    // (the code in its fragment) is opened again at once, as another document, where the route serves the
    // application.
    await page.waitForURL((url) => url.pathname === '/auth/callback', { waitUntil: 'commit' });
    const answer = new URL(page.url());
    answer.search = 'app=keycloak-js';
    await page.goto(answer.href);
    await page.waitForFunction(() => 'keycloakStarted' in window);
    expect(
      await page.evaluate(() => (window as unknown as { keycloakStarted: Promise<boolean> }).keycloakStarted),
    ).toBe(true);
    await expect.poll(() => page.locator('#status').textContent()).toBe('signed in as trader');
    await page.screenshot({ path: `${SCREENSHOTS}keycloak-js-signed-in.png` });

    const signedIn = await keycloakState(page);
    // keycloak-js decoded the refresh token as Keycloak's: a JWT of typ Refresh for the same session.
    expect(signedIn.refreshTokenParsed).toMatchObject({
      typ: 'Refresh',
      azp: 'portal',
      sid: signedIn.sessionId,
      sub: signedIn.tokenParsed.sub,
    });
    expect(signedIn.tokenParsed).toMatchObject({
      preferred_username: 'trader',
      resource_access: { portal: { roles: ['trader'] } },
    });

    // A refresh now (as when the token nears its end): new tokens, and the used refresh token is spent.
    const refreshed = await page.evaluate(() =>
      (
        window as unknown as { keycloak: { updateToken(seconds: number): Promise<boolean> } }
      ).keycloak.updateToken(-1),
    );
    expect(refreshed).toBe(true);
    const renewed = await keycloakState(page);
    expect(renewed.refreshToken).not.toBe(signedIn.refreshToken);
    expect(renewed.refreshTokenParsed).toMatchObject({ typ: 'Refresh', sid: signedIn.sessionId });
    // The new access token works on the portal's API.
    const status = await page.evaluate(async () => {
      const token = (window as unknown as { keycloak: { token: string } }).keycloak.token;
      const response = await fetch('/rimm-server/currency/search', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ max: 1, meta: { operator: 'FULL_TEXT' } }),
      });
      return response.status;
    });
    expect(status).toBe(200);

    // Signing out ends the provider's session and comes back to the portal.
    await page.evaluate(() => {
      void (window as unknown as { keycloak: { logout(options: object): Promise<void> } }).keycloak.logout({
        redirectUri: `${window.location.origin}/en`,
      });
    });
    await page.waitForURL((url) => url.pathname === '/en');
    // The refused refresh below is logged by the browser as a failed load.
    session.tolerate(/status of 400/);
    const reused = await page.evaluate(async (refreshToken) => {
      const response = await fetch('/realms/tsw/protocol/openid-connect/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: 'portal',
          refresh_token: refreshToken,
        }),
      });
      return response.status;
    }, renewed.refreshToken);
    expect(reused).toBe(400);
  });
});

describe("the portal's own front end against a provider", () => {
  let providerSession: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

  it("makes §7's third-party-cookie check when it starts", async () => {
    const page = await session.newPage();
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/3p-cookies/')) checks.push(new URL(request.url()).pathname);
    });
    // A tool's page: the information site's pages load nothing of sign-in.
    await page.goto(`${session.portal.url}/en/access-denied`);
    await expect
      .poll(() => checks)
      .toEqual([
        '/realms/tsw/protocol/openid-connect/3p-cookies/step1.html',
        '/realms/tsw/protocol/openid-connect/3p-cookies/step2.html',
      ]);
    // The check's frame goes once it has answered.
    await expect.poll(() => page.locator('iframe[title="third-party cookie check"]').count()).toBe(0);
  });

  it.each([
    ['en', 'Not supported by the OIDC server', /Account menu/, 'Log out'],
    ['ar', 'غير مدعوم من خادم OIDC', /قائمة حساب/, 'تسجيل الخروج'],
    ['bn', 'OIDC সার্ভার এটি সমর্থন করে না', /অ্যাকাউন্ট মেনু/, 'সাইন আউট'],
  ])(
    "says §8's 'Not supported by the OIDC server' when a provider cannot sign out (%s)",
    async (language, notSupported, accountMenu, signOut) => {
      // Signed in once in the file: the next languages come back with the provider's session (its cookies).
      const page = await session.newPage(providerSession ? { storageState: providerSession } : {});
      // A provider that publishes no logout endpoint, as some OpenID Connect servers do.
      await page.route('**/.well-known/openid-configuration', async (route) => {
        const discovery = (await (await route.fetch()).json()) as Record<string, unknown>;
        delete discovery.end_session_endpoint;
        await route.fulfill({ json: discovery });
      });
      const path = `/${language}/tools/tariff-search`;
      await page.goto(`${session.portal.url}${path}`);
      if (!providerSession) {
        await page.waitForURL(/\/login-actions\//);
        await page.locator('input[name=username]').fill('trader');
        await page.locator('input[name=password]').fill('trader-sample');
        await page.locator('button[type=submit]').click();
      }
      await page.waitForURL((url) => url.pathname === path);
      providerSession ??= await session.context.storageState();
      await page.getByRole('button', { name: accountMenu }).click();
      await page.getByRole('menuitem', { name: signOut }).click();
      const toast = page.locator('.mantine-Notification-root');
      await expect.poll(() => toast.textContent()).toContain(notSupported);
      // Still signed in, on the same page: nothing pretended to end the provider's session.
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.getByRole('button', { name: accountMenu }).count()).toBe(1);
      // Looked at once the menu has closed and the message has finished appearing.
      await expect.poll(() => page.getByRole('menuitem').count()).toBe(0);
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SCREENSHOTS}oidc-not-supported-${language}.png` });
    },
  );
});
