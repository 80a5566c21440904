import { isoDateDayBefore, isoDateDaysAfter, SERVER_PATHS, type IsoDate } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnvironment } from '../config/config.js';
import { REFERENCE_BASE_PATH } from '../referenceService/referenceRoutes.js';
import { loadReferenceDataIfEmpty } from '../shippedData/firstStartLoad.js';
import { injectTransport } from '../testing/injectTransport.js';
import { SignInFlow } from '../testing/signInFlow.js';
import { openTestPortal, TEST_TODAY, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';
import { createTestUser, TEST_PASSWORD } from '../testing/testUsers.js';

const TOMORROW = isoDateDaysAfter(TEST_TODAY, 1);
const IN_A_WEEK = isoDateDaysAfter(TEST_TODAY, 7);

interface RateRecord {
  code: string;
  description: string;
  descriptionTranslated: string | null;
  rate: string;
  validFromDate: string;
  validToDate: string | null;
}

describe(`publishing customs exchange rates on ${testDatabaseKind()}`, () => {
  let portal: TestPortal;
  let publisher: string;
  const publicUrl = configFromEnvironment({}).identity.publicUrl;
  const signIn = async (username: string) =>
    `Bearer ${(await new SignInFlow(injectTransport(portal.app), { publicUrl, username, password: TEST_PASSWORD }).signIn()).tokens.access_token}`;

  beforeAll(async () => {
    portal = await openTestPortal({
      prepare: async (database, today) => {
        await loadReferenceDataIfEmpty(database, today, { real: true, sample: true });
        await createTestUser(database, 'rates-desk', ['rates-publisher']);
      },
    });
    publisher = await signIn('rates-desk');
  });
  afterAll(() => portal.close());

  const publish = (payload: object, authorization = publisher) =>
    portal.app.inject({
      method: 'POST',
      url: SERVER_PATHS.ratePublication,
      headers: { authorization },
      payload,
    });

  async function ratesOn(date: string): Promise<RateRecord[]> {
    const response = await portal.inject({
      method: 'POST',
      url: `${REFERENCE_BASE_PATH}/exchangeRate/search`,
      payload: {
        max: 100,
        selectFields: [
          'code',
          'description',
          'descriptionTranslated',
          'rate',
          'validFromDate',
          'validToDate',
        ],
        sortByFields: [{ field: 'code', order: 'ASC' }],
        meta: { validityDate: date },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ resultList: RateRecord[] }>().resultList;
  }

  it('lets only the rates role publish', async () => {
    const traderAnswer = await portal.inject({
      method: 'POST',
      url: SERVER_PATHS.ratePublication,
      payload: { validFrom: TOMORROW, rates: [{ code: 'USD', rate: '122.5' }] },
    });
    expect(traderAnswer.statusCode).toBe(403);
    expect(traderAnswer.json()).toMatchObject({ code: 'ROLE_REQUIRED' });
    const stranger = await portal.app.inject({
      method: 'POST',
      url: SERVER_PATHS.ratePublication,
      payload: {},
    });
    expect(stranger.statusCode).toBe(401);
  });

  const latest = async () =>
    (
      await portal.app.inject({
        method: 'GET',
        url: `${SERVER_PATHS.ratePublication}/latest`,
        headers: { authorization: publisher },
      })
    ).json<{ latestStart: string | null; earliestStart: string }>();

  it('names every bad part of a publication and stores nothing', async () => {
    const before = await ratesOn(TEST_TODAY);
    expect(await latest()).toEqual({ latestStart: TEST_TODAY, earliestStart: TOMORROW });
    const bad = await publish({
      validFrom: TEST_TODAY,
      rates: [
        { code: 'USD', rate: '122.5' },
        { code: 'XYZ', rate: '1' },
        { code: 'USD', rate: '122.6' },
        { code: 'EUR', rate: '-140' },
        { code: 'GBP', rate: '1.1234567' },
        { code: 'usd', rate: 'abc' },
      ],
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(
      bad
        .json<{ problems: { path: string; code: string }[] }>()
        .problems.map((item) => `${item.path} ${item.code}`),
    ).toEqual([
      'validFrom RATES_DATE_IN_PAST',
      'rates[1].code CURRENCY_NOT_FOUND',
      'rates[2].code CURRENCY_REPEATED',
      'rates[3].rate RATE_INVALID',
      'rates[4].rate RATE_INVALID',
      'rates[5].code CURRENCY_NOT_FOUND',
      'rates[5].rate RATE_INVALID',
    ]);
    for (const payload of [
      { validFrom: 'tomorrow', rates: [{ code: 'USD', rate: '1' }] },
      { validFrom: TOMORROW, rates: [] },
      { validFrom: '2062-01-01', rates: [{ code: 'USD', rate: '1' }] },
      { validFrom: isoDateDayBefore(TEST_TODAY), rates: [{ code: 'USD', rate: '1' }] },
    ]) {
      const answer = await publish(payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toMatch(/^RATES_(DATE_INVALID|EMPTY|DATE_TOO_FAR|DATE_IN_PAST)$/);
    }
    for (const malformed of [
      { validFrom: TOMORROW },
      { validFrom: TOMORROW, rates: [{ code: 'USDOLLAR', rate: '1' }] },
      { validFrom: TOMORROW, rates: 'USD 122' },
    ]) {
      const answer = await publish(malformed);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    }
    expect(await ratesOn(TEST_TODAY)).toEqual(before);
  });

  it('publishes a new period that closes the one before it, and refuses one that is not after it', async () => {
    const today = await ratesOn(TEST_TODAY);
    expect(today.find((rate) => rate.code === 'USD')?.validToDate).toBeNull();
    const published = await publish({
      validFrom: TOMORROW,
      rates: [
        { code: 'USD', rate: '123.1050' },
        { code: 'EUR', rate: '141.20' },
        { code: 'JPY', rate: '0.7825' },
      ],
    });
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json()).toEqual({ validFrom: TOMORROW, publishedRates: 3, closedRates: today.length });

    // Today's rates stay as they were, now ending today; tomorrow has the new period only.
    const todayAfter = await ratesOn(TEST_TODAY);
    expect(todayAfter.map(({ code, rate }) => [code, rate])).toEqual(
      today.map(({ code, rate }) => [code, rate]),
    );
    expect(todayAfter.every((rate) => rate.validToDate === TEST_TODAY)).toBe(true);
    const tomorrow = await ratesOn(TOMORROW);
    expect(tomorrow).toEqual([
      {
        code: 'EUR',
        description: 'Euro',
        descriptionTranslated: 'ইউরো',
        rate: '141.20',
        validFromDate: TOMORROW,
        validToDate: null,
      },
      // ISO 4217's own English name.
      expect.objectContaining({ code: 'JPY', rate: '0.7825', description: 'Yen' }),
      expect.objectContaining({ code: 'USD', rate: '123.1050' }),
    ]);

    const again = await publish({ validFrom: TOMORROW, rates: [{ code: 'USD', rate: '999' }] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'RATES_DATE_NOT_AFTER_LATEST',
      problems: [{ path: 'validFrom', params: { latest: TOMORROW } }],
    });
    expect((await ratesOn(TOMORROW)).find((rate) => rate.code === 'USD')?.rate).toBe('123.1050');

    expect(await latest()).toEqual({
      latestStart: TOMORROW,
      earliestStart: isoDateDaysAfter(TEST_TODAY, 2),
    });
    const later = await publish({ validFrom: IN_A_WEEK, rates: [{ code: 'USD', rate: '123.50' }] });
    expect(later.statusCode).toBe(201);
    expect(later.json()).toMatchObject({ closedRates: 3 });
    expect((await ratesOn(IN_A_WEEK as IsoDate)).map((rate) => rate.code)).toEqual(['USD']);
  });

  it('records who published each period, as real data', async () => {
    const imports = await portal.database.query<{ source: string; valid_from: string; sample: boolean }>(
      `select source, valid_from::text, sample from reference_import
        where entity = 'exchangeRate' and not sample order by id`,
    );
    expect(imports).toEqual([
      { source: 'Published in the portal by rates-desk', valid_from: TOMORROW, sample: false },
      { source: 'Published in the portal by rates-desk', valid_from: IN_A_WEEK, sample: false },
    ]);
  });
});
