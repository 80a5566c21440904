import { ENTITY_NAMES } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceRecordsOfEntity } from '../referenceService/referenceStore.js';
import { samplePeriods, SAMPLE_DATA_SOURCE } from '../sampleData/sampleDataLoad.js';
import { openTestPortal, TEST_TODAY, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';
import { firstStartPeriods, loadReferenceDataIfEmpty } from './firstStartLoad.js';
import { firstStartPeriodProblems } from './firstStartPeriod.js';

const EVERYTHING = { real: true, sample: true } as const;

let portal: TestPortal;
beforeAll(async () => {
  portal = await openTestPortal({
    prepare: (database, today) => loadReferenceDataIfEmpty(database, today, EVERYTHING),
  });
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

interface TariffAnswer {
  lines: { code: string; description: string; descriptionTranslated?: string | null }[];
}
async function tariffSearch(q: string): Promise<TariffAnswer['lines']> {
  const response = await portal.inject({ url: `/api/tariff/search?${new URLSearchParams({ q })}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as TariffAnswer).lines;
}

describe('the data a first start loads', () => {
  it('passes every check an import makes, real and sample alike', () => {
    expect(firstStartPeriods(TEST_TODAY, EVERYTHING).flatMap(firstStartPeriodProblems)).toEqual([]);
  });

  it('keeps the written sample only where no public source exists', () => {
    const sampleEntities = new Set(samplePeriods(TEST_TODAY).map((period) => period.entity));
    for (const entity of ['bank', 'company', 'declarant', 'extendedProcedure', 'commodity', 'exchangeRate']) {
      expect(sampleEntities).toContain(entity);
    }
    for (const entity of ['country', 'currency', 'unitOfMeasurement', 'packageType', 'location', 'port']) {
      expect(sampleEntities).not.toContain(entity);
    }
    // The levels of HS 2022 are real data; the procedure lists are ours.
    for (const entity of ['section', 'chapter', 'heading', 'subHeading', 'hsCode']) {
      expect(sampleEntities).not.toContain(entity);
    }
    for (const entity of ['generalProcedure', 'requestedProcedure', 'previousProcedure', 'regimeType']) {
      expect(sampleEntities).toContain(entity);
    }
    // The sample's tariff is the year before the real one, to show dates of validity, and a next year
    // after it (FY2027-28), to show a coming change.
    const sampleTariff = samplePeriods(TEST_TODAY).filter((period) => period.entity === 'commodity');
    expect(sampleTariff.map((period) => period.validFrom)).toEqual(['2024-07-01', '2027-07-01']);
    expect(sampleTariff.every((period) => period.sample)).toBe(true);
  });
});

describe(`the data loaded on first start (${testDatabaseKind()})`, () => {
  it.each(ENTITY_NAMES)('gives %s records valid today', async (entity) => {
    const { totalCount } = await search(entity, { max: 1 });
    expect(totalCount).toBeGreaterThan(0);
  });

  it('holds the real tariff FY2025-26, all 7,154 lines, between the sample years FY2024-25 and FY2027-28', async () => {
    const records = await referenceRecordsOfEntity(portal.database, 'commodity');
    const periods = new Map<string, Set<string>>();
    for (const record of records) {
      const period = periods.get(record.validFromDate ?? '') ?? new Set<string>();
      period.add(record.code ?? '');
      periods.set(record.validFromDate ?? '', period);
    }
    expect([...periods.keys()].sort()).toEqual(['2024-07-01', '2025-07-01', '2027-07-01']);
    expect(periods.get('2025-07-01')?.size).toBe(7154);
    // The next year is the real tariff with one line split in two (scripts/sample-data/commodityNextYear.mjs).
    expect(periods.get('2027-07-01')?.size).toBe(7155);
    const sampleYear = [...(periods.get('2024-07-01') ?? [])];
    expect(sampleYear.length).toBeGreaterThanOrEqual(400);
    const chapters = new Set(sampleYear.map((code) => code.slice(0, 2)));
    const expected = Array.from({ length: 97 }, (_, index) => String(index + 1).padStart(2, '0')).filter(
      (chapter) => chapter !== '77',
    );
    expect([...chapters].sort()).toEqual(expected);
    const { totalCount } = await search('commodity', { max: 1 });
    expect(totalCount).toBe(7154);
  });

  it('finds the real tariff by code and by everyday words', async () => {
    const horses = await tariffSearch('0101');
    expect(horses.map((line) => line.code)).toEqual(expect.arrayContaining(['01012100', '01012900']));
    expect(horses.every((line) => line.code.startsWith('0101'))).toBe(true);
    expect(horses.find((line) => line.code === '01012100')?.description).toBe(
      'Pure-bred breeding animals of horses',
    );
    expect((await tariffSearch('laptop'))[0]?.code).toBe('84713000');
    // "Live" is in HS 2022's text of the headings and subheadings above, not in the national descriptions.
    const live = (await tariffSearch('live horses')).slice(0, 3).map((line) => line.code);
    expect(live).toContain('01012100');
    expect(live.every((code) => code.startsWith('0101'))).toBe(true);
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
    expect((await search('currency', { max: 1 })).totalCount).toBe(178);
  });

  it('has the world’s seaports and airports as ports, by UN/LOCODE', async () => {
    const { resultList } = await search('port', {
      restrictions: [{ field: 'code', operator: 'IN', values: ['BDCGP', 'SGSIN', 'BDBHL'] }],
      selectFields: ['code', 'locationFunction'],
    });
    // Bhola is a road location: not a place of loading by sea or air.
    expect(resultList.map((record) => record.code).sort()).toEqual(['BDCGP', 'SGSIN']);
    expect((await search('location', { max: 1 })).totalCount).toBeGreaterThan(20_000);
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

  it('says which data sets are real and which sample, and the tariff in force', async () => {
    const response = await portal.inject({ method: 'GET', url: '/api/data-sets' });
    const body = response.json() as {
      sampleData: boolean;
      dataSets: { entity: string; source: string; validFrom: string; sample: boolean }[];
    };
    expect(body.sampleData).toBe(true);
    const of = (entity: string) => body.dataSets.find((dataSet) => dataSet.entity === entity);
    expect(of('commodity')).toMatchObject({
      sample: false,
      validFrom: '2025-07-01',
      source: expect.stringContaining('Bangladesh Customs Tariff FY2025-26'),
    });
    expect(of('location')).toMatchObject({ sample: false, source: expect.stringContaining('UN/LOCODE') });
    expect(of('heading')).toMatchObject({
      sample: false,
      validFrom: '2022-01-01',
      source: expect.stringContaining('Harmonized System 2022'),
    });
    expect(of('generalProcedure')).toMatchObject({ sample: true, source: SAMPLE_DATA_SOURCE });
    expect(of('bank')).toMatchObject({ sample: true, source: SAMPLE_DATA_SOURCE });
  });

  it('is loaded once: a restart finds the data and loads nothing', async () => {
    expect(await loadReferenceDataIfEmpty(portal.database, TEST_TODAY, EVERYTHING)).toBe(false);
  });
});
