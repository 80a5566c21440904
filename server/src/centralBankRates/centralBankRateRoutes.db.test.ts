import { mkdirSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { isoDateDaysBefore, type IsoDate } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFirstPagePng, pdfText } from '../testing/pdfText.js';
import { openTestPortal, TEST_TODAY, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';
import { CENTRAL_BANK_RATES_PATH } from './centralBankRateRoutes.js';
import { centralBankSampleRates, loadCentralBankSampleIfEmpty } from './centralBankRateSample.js';

const SEARCH = `${CENTRAL_BANK_RATES_PATH}/search`;
const PRINT = `${CENTRAL_BANK_RATES_PATH}/print`;
const SOURCE = 'Bangladesh Bank (sample data)';
/** Renders to look at, beside the browser tests' screenshots. */
const RENDERS = new URL('../../../test-results/', import.meta.url).pathname;

interface Rate {
  source: string;
  rateDate: string;
  currencyCode: string;
  currencyName: string;
  quoteCurrencyCode: string;
  units: number;
  buyingRate: string | null;
  sellingRate: string | null;
  midRate: string;
}
interface SearchAnswer {
  exchangeRates: Rate[];
  totalCount: number;
  sources: string[];
  publications: { source: string; rateDate: string }[];
}

let portal: TestPortal;
beforeAll(async () => {
  portal = await openTestPortal({ prepare: loadCentralBankSampleIfEmpty });
  mkdirSync(RENDERS, { recursive: true });
});
afterAll(() => portal.close());

async function search(query: string): Promise<SearchAnswer> {
  const response = await portal.inject({ method: 'GET', url: `${SEARCH}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchAnswer>();
}

describe(`central-bank rates on ${testDatabaseKind()}`, () => {
  it("answers today's publication, sorted by code and paged, as {exchangeRates, totalCount}", async () => {
    const answer = await search('');
    expect(answer.totalCount).toBe(16);
    expect(answer.exchangeRates).toHaveLength(10);
    expect(answer.sources).toEqual([SOURCE]);
    expect(answer.publications).toEqual([{ source: SOURCE, rateDate: TEST_TODAY }]);
    expect(answer.exchangeRates.map((rate) => rate.currencyCode)).toEqual([
      'AED',
      'AUD',
      'CAD',
      'CHF',
      'CNY',
      'EUR',
      'GBP',
      'HKD',
      'INR',
      'JPY',
    ]);
    const sample = centralBankSampleRates(TEST_TODAY).find(
      (rate) => rate.rateDate === TEST_TODAY && rate.currencyCode === 'JPY',
    );
    expect(answer.exchangeRates[9]).toEqual({ ...sample, quoteCurrencyCode: 'BDT', units: 100 });
    const second = await search('offset=10&max=10');
    expect(second.exchangeRates.map((rate) => rate.currencyCode)).toEqual([
      'KWD',
      'MYR',
      'SAR',
      'SEK',
      'SGD',
      'USD',
    ]);
  });

  it('answers a past day with that day’s rates, and a day before any publication with none', async () => {
    const past = isoDateDaysBefore(TEST_TODAY, 30);
    const answer = await search(`date=${past}&currencies=USD`);
    expect(answer.exchangeRates).toHaveLength(1);
    expect(answer.exchangeRates[0]?.rateDate).toBe(past);
    const expected = centralBankSampleRates(TEST_TODAY).find(
      (rate) => rate.rateDate === past && rate.currencyCode === 'USD',
    );
    expect(answer.exchangeRates[0]?.midRate).toBe(expected?.midRate);
    expect(await search(`date=${isoDateDaysBefore(TEST_TODAY, 90)}`)).toMatchObject({
      exchangeRates: [],
      totalCount: 0,
    });
  });

  it('answers a day after the last publication with the latest rates on or before it', async () => {
    const later = '2025-12-25' as IsoDate;
    const answer = await search(`date=${later}&currencies=EUR`);
    expect(answer.exchangeRates[0]?.rateDate).toBe(TEST_TODAY);
    // A search finding none of the bank's currencies still says which day its rates are of.
    expect(await search(`date=${later}&searchText=zzz`)).toMatchObject({
      totalCount: 0,
      publications: [{ source: SOURCE, rateDate: TEST_TODAY }],
    });
  });

  it('finds currencies by code, by English name and by the name in the locale, and sorts by rate', async () => {
    const chosen = await search('currencies=USD,EUR&searchText=yen');
    expect(chosen.exchangeRates.map((rate) => rate.currencyCode)).toEqual(['EUR', 'USD']);
    const dollars = await search('searchText=dollar&max=100');
    expect(dollars.exchangeRates.map((rate) => rate.currencyCode)).toEqual([
      'AUD',
      'CAD',
      'HKD',
      'SGD',
      'USD',
    ]);
    expect((await search('searchText=ku')).exchangeRates.map((rate) => rate.currencyCode)).toEqual(['KWD']);
    // য় typed as one code point (U+09DF), where ICU's name has two.
    const bengali = await search(`searchText=${encodeURIComponent('ই\u09DFেন')}&locale=bn`);
    expect(bengali.exchangeRates.map((rate) => rate.currencyCode)).toEqual(['JPY']);
    expect(bengali.exchangeRates[0]?.currencyName).toBe('জাপানি ইয়েন');
    const highest = await search('sortByFields=midRate&order=desc&max=3');
    expect(highest.exchangeRates.map((rate) => rate.currencyCode)).toEqual(['KWD', 'GBP', 'CHF']);
  });

  it('refuses bad input with a 400 that names it, and strangers with a 401', async () => {
    const cases = [
      ['date=2025-02-30', 'INVALID_REQUEST', 'date'],
      ['currencies=usd', 'INVALID_REQUEST', 'currencies'],
      [`currencies=${Array.from({ length: 51 }, () => 'USD').join(',')}`, 'INVALID_REQUEST', 'currencies'],
      ['max=1000', 'INVALID_REQUEST', 'max'],
      ['offset=-1', 'INVALID_REQUEST', 'offset'],
      ['sortByFields=rate', 'INVALID_REQUEST', 'sortByFields'],
      ['locale=de', 'INVALID_REQUEST', 'locale'],
      [`searchText=${'x'.repeat(51)}`, 'INVALID_REQUEST', 'searchText'],
    ];
    for (const [query, code, path] of cases) {
      const response = await portal.inject({ method: 'GET', url: `${SEARCH}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code, problems: [expect.objectContaining({ path })] });
    }
    for (const reportFormat of ['docx', 'xlsx', '']) {
      const print = await portal.inject({ method: 'GET', url: `${PRINT}?reportFormat=${reportFormat}` });
      expect(print.statusCode, reportFormat).toBe(400);
      expect(print.json()).toMatchObject({
        code: 'INVALID_REQUEST',
        problems: [{ path: 'reportFormat', code: 'UNKNOWN_REPORT_FORMAT', params: { formats: 'CSV, PDF' } }],
      });
    }
    const stranger = await portal.app.inject({ method: 'GET', url: SEARCH });
    expect(stranger.statusCode).toBe(401);
  });

  it('prints CSV as rates.csv with the rates exactly as searched', async () => {
    const response = await portal.inject({
      method: 'GET',
      url: `${PRINT}?reportFormat=csv&searchText=dollar&sortByFields=midRate&order=desc`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="rates.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(response.body, { bom: true, columns: true }) as Record<string, string>[];
    const searched = await search('searchText=dollar&sortByFields=midRate&order=desc');
    expect(rows.map((row) => [row['Currency Code'], row['Mid Rate'], row.Buying, row.Selling])).toEqual(
      searched.exchangeRates.map((rate) => [
        rate.currencyCode,
        rate.midRate,
        rate.buyingRate,
        rate.sellingRate,
      ]),
    );
    expect(rows[0]).toMatchObject({ 'Counted In': 'BDT', Units: '1', Date: TEST_TODAY, Source: SOURCE });
    const bengali = await portal.inject({
      method: 'GET',
      url: `${PRINT}?reportFormat=csv&locale=bn&currencies=JPY`,
    });
    expect(bengali.body).toContain('মুদ্রার কোড');
    expect(bengali.body).toContain('জাপানি ইয়েন');
  });

  // Clients written for deployed servers send the format in capitals (issue 28).
  it('reads reportFormat in any case: CSV, csv and Csv are one format, and so are PDF, pdf and Pdf', async () => {
    for (const [reportFormat, contentType] of [
      ['CSV', 'text/csv; charset=utf-8'],
      ['Csv', 'text/csv; charset=utf-8'],
      ['PDF', 'application/pdf'],
      ['Pdf', 'application/pdf'],
    ] as const) {
      const response = await portal.inject({ method: 'GET', url: `${PRINT}?reportFormat=${reportFormat}` });
      expect(response.statusCode, reportFormat).toBe(200);
      expect(response.headers['content-type'], reportFormat).toBe(contentType);
    }
    const capitals = await portal.inject({ method: 'GET', url: `${PRINT}?reportFormat=CSV&currencies=JPY` });
    const lower = await portal.inject({ method: 'GET', url: `${PRINT}?reportFormat=csv&currencies=JPY` });
    expect(capitals.body).toBe(lower.body);
  });

  it('prints a PDF to open, in English, Bengali and Arabic, read back with pdftotext', async () => {
    for (const [locale, title, heading] of [
      ['en', "Bangladesh Single Window Central Bank's Exchange Rates", 'Mid Rate'],
      // pdftotext gives Bengali's vowel signs in the order they are drawn: words without them are compared.
      ['bn', 'ন্দ্রীয় ব্যাং', 'মধ্য হার'],
      // pdftotext maps some shaped Arabic letters back to their dotless twins: words it reads right are compared.
      ['ar', 'بنغلاديش', 'الشراء'],
    ] as const) {
      const response = await portal.inject({
        method: 'GET',
        url: `${PRINT}?reportFormat=pdf&locale=${locale}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('inline; filename="rates.pdf"');
      const { text, pages } = pdfText(response.rawPayload);
      expect(pages).toBe(1);
      expect(text.replace(/\s+/g, ' '), locale).toContain(title);
      expect(text, locale).toContain(heading);
      expect(text, locale).toContain('KWD');
      pdfFirstPagePng(response.rawPayload, `${RENDERS}central-bank-rates-pdf-${locale}.png`, 100);
    }
    const english = await portal.inject({ method: 'GET', url: `${PRINT}?reportFormat=pdf&currencies=USD` });
    const { text } = pdfText(english.rawPayload);
    const usd = centralBankSampleRates(TEST_TODAY).find(
      (rate) => rate.rateDate === TEST_TODAY && rate.currencyCode === 'USD',
    );
    expect(text).toContain(`${SOURCE}: rates of`);
    expect(text).toContain(usd?.midRate);
    expect(text).not.toContain('EUR ');
  });

  it('prints an empty day as a PDF that says there is no rate', async () => {
    const response = await portal.inject({ method: 'GET', url: `${PRINT}?reportFormat=pdf&date=2020-01-01` });
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload).text).toContain('No available rate for this date');
  });
});
