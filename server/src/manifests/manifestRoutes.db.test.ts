import { mkdirSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { ReferenceSearchBody } from '@tsw/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../http/rateLimits.js';
import { configFromEnvironment } from '../config/config.js';
import { storeCargoReferenceData } from '../testing/cargoFixtures.js';
import { mintAccessToken } from '../testing/mintToken.js';
import { pdfFirstPagePng, pdfText } from '../testing/pdfText.js';
import { openTestPortal, TEST_TODAY, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';
import { MANIFEST_PATH } from './manifestRoutes.js';
import { FIRST_START_MANIFEST_SAMPLE, manifestSample } from './manifestSample.js';
import { loadManifestSampleIfEmpty } from './manifestSampleLoad.js';

/** Renders to look at, beside the browser tests' screenshots. */
const RENDERS = new URL('../../../test-results/', import.meta.url).pathname;
const SAMPLE = manifestSample({ today: TEST_TODAY, ...FIRST_START_MANIFEST_SAMPLE });

interface Answer {
  resultList: Record<string, unknown>[];
  totalCount: number;
}

let portal: TestPortal;
const tokens: Record<'declarant' | 'officer' | 'trader', string> = { declarant: '', officer: '', trader: '' };

beforeAll(async () => {
  portal = await openTestPortal({ prepare: storeCargoReferenceData });
  expect(await loadManifestSampleIfEmpty(portal.database, portal.cache, TEST_TODAY)).toBe(true);
  const { identity } = configFromEnvironment({});
  const token = (roles: string[]) =>
    mintAccessToken(portal.database, identity, { claims: { resource_access: { portal: { roles } } } });
  tokens.declarant = await token(['declarant']);
  tokens.officer = await token(['customs-officer']);
  tokens.trader = await token(['trader']);
  mkdirSync(RENDERS, { recursive: true });
});
afterAll(() => portal.close());

function post(
  operation: string,
  body: unknown,
  role: keyof typeof tokens | 'none' = 'declarant',
): Promise<LightMyRequestResponse> {
  return portal.app.inject({
    method: 'POST',
    url: `${MANIFEST_PATH}/${operation}`,
    payload: body as object,
    headers: role === 'none' ? {} : { authorization: `Bearer ${tokens[role]}` },
  });
}

function get(operation: string): Promise<LightMyRequestResponse> {
  return portal.app.inject({
    method: 'GET',
    url: `${MANIFEST_PATH}/${operation}`,
    headers: { authorization: `Bearer ${tokens.declarant}` },
  });
}

async function search(body: ReferenceSearchBody): Promise<Answer> {
  const response = await post('search', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer>();
}

const restriction = (field: string, operator: string, value?: string, valueTo?: string) => ({
  field,
  operator,
  ...(value === undefined ? {} : { value }),
  ...(valueTo === undefined ? {} : { valueTo }),
});

/** How many sample manifests pass a test, counted from the generator's output, not through SQL. */
const countWhere = (test: (manifest: (typeof SAMPLE.manifests)[number]) => boolean) =>
  SAMPLE.manifests.filter(test).length;

describe(`the manifest search on ${testDatabaseKind()}`, () => {
  it('answers a page of every manifest, newest registration first, with the count of all', async () => {
    const answer = await search({});
    expect(answer.totalCount).toBe(SAMPLE.manifests.length);
    expect(answer.resultList).toHaveLength(10);
    const dates = answer.resultList.map((manifest) => manifest.registrationDate as string);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(answer.resultList[0]).toMatchObject({ sample: true, customsOfficeCode: expect.any(String) });
  });

  it.each([
    [
      'customsOfficeCode',
      restriction('customsOfficeCode', 'EQUALS', '301'),
      countWhere((m) => m.customsOfficeCode === '301'),
    ],
    [
      'placeOfDestination',
      restriction('placeOfDestination', 'EQUALS', 'BDBNP'),
      countWhere((m) => m.placeOfDestination === 'BDBNP'),
    ],
    ['placeOfDeparture', restriction('placeOfDeparture', 'IN', undefined), 0],
    [
      'registrationNumber',
      restriction('registrationNumber', 'EQUALS', '7'),
      countWhere((m) => m.registrationNumber === 7),
    ],
    [
      'voyageNumber',
      restriction('voyageNumber', 'STARTS_WITH', 'sk'),
      countWhere((m) => m.voyageNumber.startsWith('SK')),
    ],
    [
      'arrivalDate range',
      restriction('arrivalDate', 'BETWEEN', '2025-10-01', '2025-10-31'),
      countWhere(
        (m) => m.arrivalDate !== null && m.arrivalDate >= '2025-10-01' && m.arrivalDate <= '2025-10-31',
      ),
    ],
    [
      'departureDate after',
      restriction('departureDate', 'GREATER_THAN', '2025-11-01'),
      countWhere((m) => m.departureDate > '2025-11-01'),
    ],
    [
      'registrationDate range',
      restriction('registrationDate', 'BETWEEN', '2025-09-01', '2025-09-30'),
      countWhere((m) => m.registrationDate >= '2025-09-01' && m.registrationDate <= '2025-09-30'),
    ],
  ])('filters by %s', async (_name, filter, expected) => {
    if (filter.operator === 'IN') {
      // A place that the sample really uses, read from it.
      const place = SAMPLE.manifests[0]?.placeOfDeparture ?? '';
      const answer = await search({
        restrictions: [{ field: 'placeOfDeparture', operator: 'IN', values: [place] }],
        max: 1,
      });
      expect(answer.totalCount).toBe(countWhere((m) => m.placeOfDeparture === place));
      return;
    }
    expect(expected).toBeGreaterThan(0);
    const answer = await search({ restrictions: [filter], max: 1000 });
    expect(answer.totalCount).toBe(expected);
    expect(answer.resultList).toHaveLength(expected);
  });

  it('combines filters with AND, and ignores a filter whose operator is empty', async () => {
    const office = countWhere((m) => m.customsOfficeCode === '401' && m.registrationNumber <= 5);
    const answer = await search({
      restrictions: [
        restriction('customsOfficeCode', 'EQUALS', '401'),
        restriction('registrationNumber', 'LESS_THAN', '6'),
        restriction('voyageNumber', '', 'nothing like this'),
      ],
    });
    expect(answer.totalCount).toBe(office);
    const blank = await search({ restrictions: [restriction('voyageNumber', '', 'x')] });
    expect(blank.totalCount).toBe(SAMPLE.manifests.length);
  });

  it('compares registration numbers beyond an integer, or with decimals, as numbers', async () => {
    for (const value of ['99999999999', '7.5', '-1']) {
      const answer = await search({ restrictions: [restriction('registrationNumber', 'EQUALS', value)] });
      expect(answer.totalCount).toBe(0);
    }
    const range = await search({ restrictions: [restriction('registrationNumber', 'BETWEEN', '1', '2.5')] });
    expect(range.totalCount).toBe(countWhere((m) => m.registrationNumber <= 2));
  });

  it('answers only the fields selected, and pages with offset and max', async () => {
    const first = await search({ selectFields: ['voyageNumber', 'registrationNumber'], max: 3 });
    expect(first.resultList.map((record) => Object.keys(record).sort())).toEqual(
      Array(3).fill(['registrationNumber', 'voyageNumber']),
    );
    const next = await search({ offset: 2, max: 2, selectFields: ['id'] });
    const all = await search({ max: 4, selectFields: ['id'] });
    expect(next.resultList).toEqual(all.resultList.slice(2, 4));
  });

  it.each([
    [{ restrictions: [restriction('registrationNumber', 'EQUALS', 'abc')] }, 'INVALID_NUMBER'],
    [{ restrictions: [restriction('arrivalDate', 'BETWEEN', '2025-10-01')] }, 'MISSING_VALUE_TO'],
    [{ restrictions: [restriction('arrivalDate', 'EQUALS', '2025-13-45')] }, 'INVALID_DATE'],
    [{ restrictions: [restriction('shipName', 'EQUALS', 'x')] }, 'UNKNOWN_FIELD'],
    [{ restrictions: [restriction('voyageNumber', 'LIKE', 'x')] }, 'UNKNOWN_OPERATOR'],
    [{ selectFields: ['password'] }, 'UNKNOWN_FIELD'],
    [{ sortByFields: [{ field: 'voyageNumber', order: 'UP' }] }, 'INVALID_SORT_ORDER'],
  ])('refuses a bad search with 400 naming the part: %j', async (body, code) => {
    const response = await post('search', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ problems: { code: string }[] }>().problems[0]?.code).toBe(code);
  });

  it('refuses a body that is no search, and a max beyond the cap, with 400', async () => {
    expect((await post('search', { max: 'ten' })).statusCode).toBe(400);
    expect((await post('search', { max: 1_000_000 })).statusCode).toBe(400);
    expect((await post('search', { restrictions: [{ field: 'x' }] })).statusCode).toBe(400);
  });

  it('serves declarants and customs officers, not traders or anonymous callers', async () => {
    expect((await post('search', {}, 'officer')).statusCode).toBe(200);
    const trader = await post('search', {}, 'trader');
    expect(trader.statusCode).toBe(403);
    expect(trader.json<{ code: string }>().code).toBe('ROLE_REQUIRED');
    expect((await post('search', {}, 'none')).statusCode).toBe(401);
    expect((await post('print?reportFormat=CSV', {}, 'trader')).statusCode).toBe(403);
    expect((await post('vessels/search', {}, 'none')).statusCode).toBe(401);
  });
});

describe(`the manifest print on ${testDatabaseKind()}`, () => {
  const office = { restrictions: [restriction('customsOfficeCode', 'EQUALS', '301')], offset: 10, max: 15 };

  it('prints the page as CSV, named by its rows, with headers in the language asked', async () => {
    const response = await post('print?reportFormat=CSV&locale=fr', office);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Manifest(11-25).csv"');
    const rows = parse(response.body.replace(/^\uFEFF/, '')) as string[][];
    expect(rows[0]?.[0]).toBe('Numéro de voyage');
    expect(rows).toHaveLength(16);
    expect(rows.slice(1).every((row) => row[1] === '301')).toBe(true);
  });

  it('prints XLSX that a spreadsheet opens', async () => {
    const response = await post('print?reportFormat=xlsx&locale=en', office);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Manifest(11-25).xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(16);
    expect(sheet?.getRow(1).getCell(1).value).toBe('Voyage Number');
    expect(typeof sheet?.getRow(2).getCell(7).value).toBe('number');
  });

  it.each(['bn', 'ar', 'en'])('prints a PDF in %s, drawn with its script', async (language) => {
    const response = await post(`print?reportFormat=pdf&locale=${language.toUpperCase()}`, office);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Manifest(11-25).pdf"');
    pdfFirstPagePng(response.rawPayload, `${RENDERS}manifest-print-${language}.png`);
    const { text } = pdfText(response.rawPayload);
    // pdftotext gives Bengali's vowel signs in the order they are drawn: words without them are compared.
    const words =
      { bn: ['নমুনা তথ্য', 'জাহাজ'], ar: ['الشحن', 'بنغلاديش'], en: ['Cargo Manifests', 'Voyage'] }[language] ??
      [];
    for (const word of words) expect(text, text.slice(0, 400)).toContain(word);
  });

  it('names an empty print Manifest(0-0) and refuses an unknown format or language', async () => {
    const none = await post('print?reportFormat=csv', {
      restrictions: [restriction('voyageNumber', 'EQUALS', 'none')],
    });
    expect(none.headers['content-disposition']).toBe('attachment; filename="Manifest(0-0).csv"');
    const format = await post('print?reportFormat=DOCX', {});
    expect(format.statusCode).toBe(400);
    expect(format.json<{ problems: { code: string }[] }>().problems[0]?.code).toBe('UNKNOWN_REPORT_FORMAT');
    const locale = await post('print?reportFormat=pdf&locale=de', {});
    expect(locale.statusCode).toBe(400);
    expect(locale.json<{ problems: { code: string }[] }>().problems[0]?.code).toBe('UNKNOWN_LOCALE');
    expect((await post('print', {})).statusCode).toBe(400);
  });

  it('draws at most the PDFs and workbooks a minute allows one address, and still prints CSV', async () => {
    const { max } = RATE_LIMITS.printRenders;
    const print = (format: string) =>
      portal.app.inject({
        method: 'POST',
        url: `${MANIFEST_PATH}/print?reportFormat=${format}`,
        payload: { max: 1 },
        headers: { authorization: `Bearer ${tokens.officer}` },
        remoteAddress: '192.0.2.40',
      });
    const statuses: number[] = [];
    // PDFs and XLSX workbooks are both drawn for the request, and count against one limit.
    for (let index = 0; index < max; index++) {
      statuses.push((await print(index % 2 === 0 ? 'pdf' : 'xlsx')).statusCode);
    }
    expect(statuses).toEqual(Array<number>(max).fill(200));
    for (const format of ['pdf', 'xlsx']) {
      const limited = await print(format);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    }
    expect((await print('csv')).statusCode).toBe(200);
  });
});

describe(`one manifest and the vessels on ${testDatabaseKind()}`, () => {
  it('answers a manifest with its bills of lading and their containers', async () => {
    const [first] = (
      await search({ restrictions: [restriction('customsOfficeCode', 'EQUALS', '301')], max: 1 })
    ).resultList;
    const response = await get(`manifests/${String(first?.id)}`);
    expect(response.statusCode, response.body).toBe(200);
    const manifest = response.json<{
      billOfLadingCount: number;
      billsOfLading: { lineNumber: number; containers: unknown[] }[];
    }>();
    expect(manifest.billsOfLading).toHaveLength(manifest.billOfLadingCount);
    expect(manifest.billsOfLading.map((bill) => bill.lineNumber)).toEqual(
      manifest.billsOfLading.map((_, index) => index + 1),
    );
    expect(manifest.billsOfLading[0]?.containers.length).toBeGreaterThan(0);
    for (const id of ['999999', 'abc', '0', '99999999999999']) {
      const missing = await get(`manifests/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json<{ code: string }>().code).toBe('MANIFEST_NOT_FOUND');
    }
  });

  it('searches vessels by status and answers one with its latest manifests', async () => {
    const moored = SAMPLE.vessels.filter((vessel) => vessel.status === 'Moored');
    const response = await post('vessels/search', {
      restrictions: [restriction('status', 'EQUALS', 'Moored')],
      max: 100,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Answer>().totalCount).toBe(moored.length);
    const busiest = SAMPLE.vessels.find((vessel) =>
      SAMPLE.manifests.some((m) => m.vesselImoNumber === vessel.imoNumber),
    );
    const vessel = await get(`vessels/IMO ${busiest?.imoNumber ?? ''}`);
    expect(vessel.statusCode, vessel.body).toBe(200);
    const answer = vessel.json<{
      mmsi: string;
      latestManifests: { departureDate: string; vesselImoNumber: string }[];
    }>();
    expect(answer.mmsi).toBe(busiest?.mmsi);
    expect(answer.latestManifests.length).toBeGreaterThan(0);
    expect(answer.latestManifests.every((m) => m.vesselImoNumber === busiest?.imoNumber)).toBe(true);
    const dates = answer.latestManifests.map((m) => m.departureDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('refuses an IMO number whose check digit fails, and answers 404 for an unknown one', async () => {
    const bad = await get('vessels/9321484');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ problems: { code: string }[] }>().problems[0]?.code).toBe('IMO_CHECK_DIGIT');
    const unknown = await get('vessels/9074729');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ code: string }>().code).toBe('VESSEL_NOT_FOUND');
  });
});
