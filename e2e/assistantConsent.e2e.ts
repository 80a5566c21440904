import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/browserSession.js';
import { expectFitsPhone, PHONE } from './support/phone.js';

const SCREENSHOTS = new URL('../test-results/', import.meta.url).pathname;
/** Where the assistant listens for its code: nothing does here, the test sees the browser go there. */
const REDIRECT_URI = 'http://127.0.0.1:33418/oauth/callback';

// The run's shared portal: the approvals this file makes are the sample trader's own, read by no other
// file (those that open the account page have portals of their own), and withdrawn at its end.
const session = useBrowserSession();
beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

/** Registers an assistant as an MCP client does (RFC 7591), and the address that starts its sign-in. */
async function assistantSignInUrl(name: string, language: string): Promise<string> {
  const realm = `${session.portal.url}/realms/tsw`;
  const response = await fetch(`${realm}/clients-registrations/openid-connect`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: name, redirect_uris: [REDIRECT_URI] }),
  });
  expect(response.status).toBe(201);
  const { client_id } = (await response.json()) as { client_id: string };
  const verifier = randomBytes(32).toString('base64url');
  return `${realm}/protocol/openid-connect/auth?${new URLSearchParams({
    client_id,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid',
    state: 'assistant',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    resource: `${session.portal.url}/mcp`,
    ui_locales: language,
  })}`;
}

describe('an assistant that registered itself', () => {
  it('asks the trader on a consent page, reaches the assistant, and is withdrawn from the account', async () => {
    const page = await session.newPage({ viewport: PHONE });
    // The assistant listens on its loopback address: here, a page that says it has the code (with nothing
    // there, Chromium's error page would retry the address while the test goes on).
    await page.route(`${REDIRECT_URI}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>The assistant has the code.</p>' }),
    );
    await page.goto(await assistantSignInUrl('Desk assistant', 'ar'));
    await page.locator('input[name=username]').fill('trader');
    await page.locator('input[name=password]').fill('trader-sample');
    await page.locator('button[type=submit]').click();
    await page.locator('button[value=allow]').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('main').innerText()).toContain('Desk assistant');
    await expectFitsPhone(page, 'ar');
    await page.screenshot({ path: `${SCREENSHOTS}assistant-consent-ar-phone.png`, fullPage: true });
    // The answer goes on to the assistant's own address, which the page's policy lets the form reach.
    const [callback] = await Promise.all([
      page.waitForRequest((request) => request.url().startsWith(REDIRECT_URI)),
      page.locator('button[value=allow]').click(),
    ]);
    const answer = new URL(callback.url()).searchParams;
    expect(answer.get('code')).toBeTruthy();
    expect(answer.get('state')).toBe('assistant');

    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto(`${session.portal.url}/en/account`);
    const allowed = page.locator('section[aria-labelledby=allowed-applications-title]');
    await allowed.waitFor();
    expect(await allowed.locator('article').innerText()).toContain('Desk assistant');
    await allowed.getByRole('button', { name: 'Withdraw' }).click();
    await allowed.waitFor({ state: 'detached' });
  });
});
