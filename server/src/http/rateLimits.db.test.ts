import type { IsoDate } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CENTRAL_BANK_RATES_PATH } from '../centralBankRates/centralBankRateRoutes.js';
import { loadCentralBankSampleIfEmpty } from '../centralBankRates/centralBankRateSample.js';
import { IDENTITY_MESSAGES } from '../identity/pages/identityMessages.js';
import { injectTransport } from '../testing/injectTransport.js';
import { storePeriod, storeReferenceFixtures } from '../testing/referenceFixtures.js';
import { SignInFlow } from '../testing/signInFlow.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';
import { RATE_LIMITS } from './rateLimits.js';

const PUBLIC_URL = 'http://localhost:3000';

let portal: TestPortal;

beforeAll(async () => {
  portal = await openTestPortal({
    prepare: async (database, today: IsoDate) => {
      await storeReferenceFixtures(database);
      await storePeriod(database, 'company', '2025-01-01', [
        { code: '000418263', description: 'Surma Valley Knitwear Ltd.', email: 'a@example.test' },
      ]);
      await loadCentralBankSampleIfEmpty(database, today);
    },
  });
}, 60_000);
afterAll(() => portal.close());

/** A browser of its own (cookies) at a client address, which no one signs in with. */
function browserAt(address: string): SignInFlow {
  return new SignInFlow(injectTransport(portal.app, { remoteAddress: address }), {
    publicUrl: PUBLIC_URL,
    username: 'nobody',
    password: '',
  });
}

/** The statuses of `count` requests made one after another (a limit is counted in order). */
async function statusesOf(count: number, send: () => Promise<{ statusCode: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index++) statuses.push((await send()).statusCode);
  return statuses;
}

/** The API's 429: Retry-After within the window, and the problem the web front end translates. */
function expectRateLimited(
  answer: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  windowMs: number,
) {
  expect(answer.statusCode).toBe(429);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  expect(answer.json()).toMatchObject({
    statusCode: 429,
    code: 'RATE_LIMITED',
    problems: [{ code: 'RATE_LIMITED', params: { seconds: retryAfter } }],
  });
}

describe(`rate limits per client address on ${testDatabaseKind()}`, () => {
  it('answers sign-in forms past the limit with the sign-in page in its language', async () => {
    const { max, windowMs } = RATE_LIMITS.signInPosts;
    const browser = browserAt('192.0.2.10');
    const { page: form } = await browser.openLoginPage({ ui_locales: 'fr' });
    const post = () => browser.submit(form, { csrf: 'forged', username: 'x', password: 'y' });
    const statuses: number[] = [];
    for (let index = 0; index < max; index++) statuses.push((await post()).status);
    // Every post counts, even one refused for its form token: the limit comes before any other check.
    expect(statuses).toEqual(Array<number>(max).fill(403));
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(windowMs / 1000);
    expect(limited.body).toContain('lang="fr"');
    expect(limited.body).toContain(IDENTITY_MESSAGES.fr.tooManyRequests.replace(/'/g, '&#39;'));
    // Another address is not held back.
    const other = browserAt('192.0.2.11');
    const { page } = await other.openLoginPage();
    expect((await other.submit(page, { username: 'nobody', password: 'wrong' })).status).toBe(401);
  });

  it('limits sign-up forms the same way', async () => {
    const { max } = RATE_LIMITS.signUpPosts;
    const browser = browserAt('192.0.2.12');
    const { page: form } = await browser.openLoginPage({ prompt: 'create', ui_locales: 'bn' });
    const post = () => browser.submit(form, { csrf: 'forged' });
    const statuses: number[] = [];
    for (let index = 0; index <= max; index++) statuses.push((await post()).status);
    expect(statuses).toEqual([...Array<number>(max).fill(403), 429]);
    expect((await post()).body).toContain(IDENTITY_MESSAGES.bn.tooManyRequests);
  });

  it('limits the token endpoint however its path is spelled, answering its clients in JSON', async () => {
    const { max, windowMs } = RATE_LIMITS.tokenRequests;
    // The provider serves each of these as its token endpoint: they count as one.
    const spellings = ['token', 'token/', 'TOKEN', 'Token/?x=1'];
    let sent = 0;
    const token = () =>
      portal.app.inject({
        method: 'POST',
        url: `/realms/tsw/protocol/openid-connect/${spellings[sent++ % spellings.length]}`,
        remoteAddress: '192.0.2.13',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=refresh_token&client_id=portal&refresh_token=guessed',
      });
    expect(await statusesOf(max, token)).toEqual(Array<number>(max).fill(400));
    expectRateLimited(await token(), windowMs);
  });

  it('limits sign-in starts, which store rows, with a page in the language asked for', async () => {
    const { max } = RATE_LIMITS.authorizationRequests;
    const browser = browserAt('192.0.2.14');
    const statuses: number[] = [];
    for (let index = 0; index < max; index++) {
      // Every other one spelled as the provider also serves it.
      const url = browser.authorizationUrl({ ui_locales: 'ar' });
      const spelled = index % 2 ? url.replace('/openid-connect/auth?', '/openid-connect/AUTH/?') : url;
      statuses.push((await browser.request('GET', spelled)).status);
    }
    expect(statuses).toEqual(Array<number>(max).fill(303));
    const limited = await browser.request('GET', browser.authorizationUrl({ ui_locales: 'ar' }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.body).toContain('dir="rtl"');
    expect(limited.headers['content-security-policy']).toContain("default-src 'none'");
    expect(limited.body).toContain(IDENTITY_MESSAGES.ar.tooManyRequestsTitle);
  });

  it('limits searches of party records, whatever their size, and their lookups', async () => {
    const { max, windowMs } = RATE_LIMITS.partySearches;
    const search = () =>
      portal.inject({
        method: 'POST',
        url: '/rimm-server/company/search',
        remoteAddress: '192.0.2.15',
        payload: { max: 1 },
      });
    expect(await statusesOf(max, search)).toEqual(Array<number>(max).fill(200));
    expectRateLimited(await search(), windowMs);
    const lookup = await portal.inject({
      url: '/rimm-server/company/000418263',
      remoteAddress: '192.0.2.15',
    });
    expectRateLimited(lookup, windowMs);
    // Other tables are not held back.
    const banks = await portal.inject({
      method: 'POST',
      url: '/rimm-server/bank/search',
      remoteAddress: '192.0.2.15',
      payload: {},
    });
    expect(banks.statusCode).toBe(200);
  });

  it('limits large searches, and leaves small ones alone', async () => {
    const { max, windowMs } = RATE_LIMITS.referenceLargeSearches;
    const search = (rows: number) =>
      portal.inject({
        method: 'POST',
        url: '/rimm-server/bank/search',
        remoteAddress: '192.0.2.16',
        payload: { max: rows },
      });
    expect(await statusesOf(max, () => search(5000))).toEqual(Array<number>(max).fill(200));
    expectRateLimited(await search(5000), windowMs);
    expect((await search(1000)).statusCode).toBe(200);
    const exported = await portal.inject({
      url: '/rimm-server/exports/bank.csv',
      remoteAddress: '192.0.2.16',
    });
    expectRateLimited(exported, windowMs);
  });

  it('limits PDFs drawn for a request, not those served from the cache', async () => {
    const { max, windowMs } = RATE_LIMITS.printRenders;
    const print = (format: string) =>
      portal.inject({
        url: `${CENTRAL_BANK_RATES_PATH}/print?reportFormat=${format}`,
        remoteAddress: '192.0.2.17',
      });
    expect(await statusesOf(max, () => print('pdf'))).toEqual(Array<number>(max).fill(200));
    expectRateLimited(await print('pdf'), windowMs);
    expect((await print('csv')).statusCode).toBe(200);

    // A tariff book is drawn once per tariff: asking again serves the same file.
    const book = () =>
      portal.app.inject({ url: '/tariffBook/ChapterData_01_en.pdf', remoteAddress: '192.0.2.18' });
    expect(await statusesOf(max * 2, book)).toEqual(Array<number>(max * 2).fill(200));
  });

  it('counts an IPv6 client by its /56, which a subscriber cannot step out of', async () => {
    const { max, windowMs } = RATE_LIMITS.printRenders;
    const print = (remoteAddress: string) =>
      portal.inject({ url: `${CENTRAL_BANK_RATES_PATH}/print?reportFormat=pdf`, remoteAddress });
    expect(await statusesOf(max, () => print('2001:db8:0:1::1'))).toEqual(Array<number>(max).fill(200));
    // Another /64 of the same /56 is the same client; the next /56 is another.
    expectRateLimited(await print('2001:db8:0:ff::2'), windowMs);
    expect((await print('2001:db8:0:100::1')).statusCode).toBe(200);
  });
});
