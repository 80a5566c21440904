import { ENTITY_NAMES } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceRecordsOfEntity } from '../reference/referenceStore.js';
import { openTestPortal, TEST_TODAY, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';
import { loadSampleDataIfEmpty, samplePeriodProblems, samplePeriods } from './sampleDataLoad.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await openTestPortal({ prepare: loadSampleDataIfEmpty });
});
afterAll(() => portal.close());

async function search(entity: string, body: object) {
  const response = await portal.inject({
    method: 'POST',
    url: `/rimm-server/${entity}/search`,
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { resultList: Record<string, string | null>[]; totalCount: number };
}

describe('the sample data files', () => {
  it('pass every check an import makes', () => {
    expect(samplePeriods(TEST_TODAY).flatMap(samplePeriodProblems)).toEqual([]);
  });

  it('mark themselves as sample data', () => {
    expect(samplePeriods(TEST_TODAY).length).toBeGreaterThan(ENTITY_NAMES.length);
  });
});

describe(`the sample data loaded on first start (${testDatabaseKind()})`, () => {
  it.each(ENTITY_NAMES)('gives %s records valid today', async (entity) => {
    const { totalCount } = await search(entity, { max: 1 });
    expect(totalCount).toBeGreaterThan(0);
  });

  it('holds a tariff of at least 400 lines over every chapter, in two budget years', async () => {
    const records = await referenceRecordsOfEntity(portal.database, 'commodity');
    const periods = new Map<string, Set<string>>();
    for (const record of records) {
      const period = periods.get(record.validFromDate ?? '') ?? new Set<string>();
      period.add(record.code ?? '');
      periods.set(record.validFromDate ?? '', period);
    }
    expect([...periods.keys()].sort()).toEqual(['2024-07-01', '2025-07-01']);
    for (const codes of periods.values()) {
      expect(codes.size).toBeGreaterThanOrEqual(400);
      for (const code of codes) expect(code).toMatch(/^\d{8}$/);
      const chapters = new Set([...codes].map((code) => code.slice(0, 2)));
      const expected = Array.from({ length: 97 }, (_, index) => String(index + 1).padStart(2, '0')).filter(
        (chapter) => chapter !== '77',
      );
      expect([...chapters].sort()).toEqual(expected);
    }
    const current = await search('commodity', { max: 1, selectFields: ['descriptionTranslated'] });
    expect(current.resultList[0]?.descriptionTranslated).toMatch(/[\u0980-\u09FF]/);
  });

  it('finds other rates in the previous budget year', async () => {
    const selection = { max: 10_000, selectFields: ['code', 'tax01', 'tax02', 'tax07', 'tax08'] };
    const now = await search('commodity', { ...selection, meta: { validityDate: '2025-11-23' } });
    const before = await search('commodity', { ...selection, meta: { validityDate: '2025-01-15' } });
    const earlier = new Map(before.resultList.map((record) => [record.code, JSON.stringify(record)]));
    const changed = now.resultList.filter(
      (record) => earlier.has(record.code) && earlier.get(record.code) !== JSON.stringify(record),
    );
    expect(changed.length).toBeGreaterThan(10);
  });

  it('names countries and currencies in the five interface languages', async () => {
    const { resultList } = await search('country', {
      restrictions: [{ field: 'code', operator: 'EQUALS', value: 'BD' }],
      selectFields: ['*'],
    });
    expect(resultList[0]).toMatchObject({
      description: 'Bangladesh',
      descriptionTranslated: 'বাংলাদেশ',
      descriptionAr: 'بنغلاديش',
    });
    const taka = await search('currency', {
      restrictions: [{ field: 'code', operator: 'EQUALS', value: 'BDT' }],
      selectFields: ['*'],
    });
    expect(taka.resultList[0]?.descriptionFr).toMatch(/taka/i);
  });

  it('has customs exchange rates of at least 30 currencies for each of the 90 days before it was loaded', async () => {
    const dates = ['2025-08-26', '2025-10-01', TEST_TODAY];
    for (const date of dates) {
      const { totalCount, resultList } = await search('exchangeRate', {
        max: 100,
        meta: { validityDate: date },
        selectFields: ['code', 'rate', 'validFromDate'],
      });
      expect(totalCount).toBeGreaterThanOrEqual(30);
      // A new rate every day: each day's period begins that day.
      expect(new Set(resultList.map((record) => record.validFromDate))).toEqual(new Set([date]));
      const usd = Number(resultList.find((record) => record.code === 'USD')?.rate);
      expect(usd).toBeGreaterThan(100);
      expect(usd).toBeLessThan(140);
    }
    const before = await search('exchangeRate', { max: 1, meta: { validityDate: '2025-08-25' } });
    expect(before.totalCount).toBe(0);
  });

  it('says the portal runs on sample data', async () => {
    const response = await portal.inject({ method: 'GET', url: '/api/data-sets' });
    expect(response.json()).toMatchObject({ sampleData: true });
  });

  it('is loaded once: a restart finds the data and loads nothing', async () => {
    expect(await loadSampleDataIfEmpty(portal.database, TEST_TODAY)).toBe(false);
  });
});
