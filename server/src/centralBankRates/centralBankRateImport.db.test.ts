import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { IsoDate } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.js';
import { ImportRequestError } from '../importing/importFileRows.js';
import { testFileFolder } from '../testing/temporaryFolder.js';
import { openTestDatabase, testDatabaseKind } from '../testing/testDatabase.js';
import { CENTRAL_BANK_RATES_FORMAT, ECB_EURO_RATES_FORMAT } from './centralBankRateFormats.js';
import { importCentralBankRates } from './centralBankRateImport.js';
import { centralBankPublications } from './centralBankRateStore.js';

const ECB = new URL(
  '../../../../shared/data/exchange-rates/ecb_eur_reference_rates_wide.csv',
  import.meta.url,
).pathname;
/** The ECB's last days in the shared data: enough to show the import, quick on the embedded database. */
const ECB_DAYS = 20;
const directory = testFileFolder('tsw-central-bank-');

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function file(name: string, lines: readonly string[]): string {
  const path = join(directory, name);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

async function storedRowCount(): Promise<number> {
  const [row] = await database.query<{ count: number }>(
    'select count(*)::int as count from central_bank_rate',
  );
  return row?.count ?? 0;
}

describe.skipIf(!existsSync(ECB))(`central-bank rate imports on ${testDatabaseKind()}`, () => {
  const [header = '', ...days] = readFileSync(ECB, 'utf8').trim().split('\n');
  const recent = file('ecb.csv', [header, ...days.slice(-ECB_DAYS)]);

  it("loads the ECB's own euro reference rates as published, one rate per quoted currency and day", async () => {
    const rows = parse(readFileSync(recent), { columns: true }) as Record<string, string>[];
    const quoted = rows.flatMap((row) =>
      Object.entries(row).filter(([column, value]) => column !== 'Date' && value !== ''),
    );
    const outcome = await importCentralBankRates(database, {
      filePath: recent,
      format: ECB_EURO_RATES_FORMAT,
    });
    expect(outcome).toMatchObject({
      landed: true,
      acceptedRows: quoted.length,
      storedRows: quoted.length,
      unchangedRows: 0,
      firstDate: rows[0]?.Date,
      lastDate: rows.at(-1)?.Date,
    });
    const last = rows.at(-1) as Record<string, string>;
    const published = await centralBankPublications(database, last.Date as IsoDate, 'European Central Bank');
    const dollar = published.find((rate) => rate.quoteCurrencyCode === 'USD');
    // 2026-04-13: one euro cost 1.1684 US dollars, and 186.75 yen.
    expect(dollar).toEqual({
      source: 'European Central Bank',
      rateDate: last.Date,
      currencyCode: 'EUR',
      currencyName: 'Euro',
      quoteCurrencyCode: 'USD',
      units: 1,
      buyingRate: null,
      sellingRate: null,
      midRate: last.USD,
    });
    expect(published.find((rate) => rate.quoteCurrencyCode === 'JPY')?.midRate).toBe(last.JPY);
    expect(published).toHaveLength(Object.values(last).filter((value) => value !== '').length - 1);
  });

  it('skips days already stored alike, so that a file loaded twice changes nothing', async () => {
    const before = await storedRowCount();
    const outcome = await importCentralBankRates(database, {
      filePath: recent,
      format: ECB_EURO_RATES_FORMAT,
    });
    expect(outcome).toMatchObject({ landed: true, storedRows: 0, unchangedRows: before });
    expect(await storedRowCount()).toBe(before);
  });

  it('never overwrites a published rate: a file that changes one lands nowhere, new days included', async () => {
    const before = await storedRowCount();
    const changed = file('changed.csv', [
      'Date,USD,JPY',
      '2026-04-13,1.1690,186.75',
      '2026-04-14,1.1700,187.00',
    ]);
    const outcome = await importCentralBankRates(database, {
      filePath: changed,
      format: ECB_EURO_RATES_FORMAT,
    });
    expect(outcome.landed).toBe(false);
    expect(outcome.rejectedRows).toEqual([
      {
        line: 2,
        reason:
          'European Central Bank already published EUR on 2026-04-13 at 1.1684 (buying –, selling –); a published rate is not overwritten',
      },
    ]);
    expect(await storedRowCount()).toBe(before);
  });

  it("loads a bank's daily table with buying and selling rates, the mid rate exact when left out", async () => {
    const path = file('bangladesh-bank.csv', [
      'date,currency,buying,selling,mid,units',
      '2026-11-22,USD,121.50,122.50,,1',
      '2026-11-22,JPY,78.25,79.00,78.60,100',
      '2026-11-23,USD,121.75,122.75,122.25,',
    ]);
    const outcome = await importCentralBankRates(database, {
      filePath: path,
      format: CENTRAL_BANK_RATES_FORMAT,
      source: 'Bangladesh Bank',
    });
    expect(outcome).toMatchObject({
      landed: true,
      storedRows: 3,
      firstDate: '2026-11-22',
      lastDate: '2026-11-23',
    });
    const day = await centralBankPublications(database, '2026-11-22' as IsoDate, 'Bangladesh Bank');
    expect(day.find((rate) => rate.currencyCode === 'USD')).toMatchObject({
      quoteCurrencyCode: 'BDT',
      currencyName: 'US Dollar',
      buyingRate: '121.50',
      sellingRate: '122.50',
      midRate: '122.000',
    });
    expect(day.find((rate) => rate.currencyCode === 'JPY')).toMatchObject({ units: 100, midRate: '78.60' });
  });

  it('lists every bad row with its line and stores none of the file', async () => {
    const before = await storedRowCount();
    const path = file('bad.csv', [
      'date,currency,buying,selling,mid,units',
      '2026-11-24,USD,121.50,122.50,122.00,1',
      '2026-02-30,EUR,,,140.00,1',
      '2026-11-24,eur,,,140.00,1',
      '2026-11-24,GBP,,,-164.00,1',
      '2026-11-24,CHF,150.00,149.00,149.50,1',
      '2026-11-24,JPY,,,78.60,0',
      '2026-11-24,INR,,,,1',
      '2026-11-24,USD,121.50,122.50,122.00,1',
      '2026-11-24,BDT,,,1,1',
    ]);
    const outcome = await importCentralBankRates(database, {
      filePath: path,
      format: CENTRAL_BANK_RATES_FORMAT,
      source: 'Bangladesh Bank',
    });
    expect(outcome.landed).toBe(false);
    expect(outcome.rejectedRows.map((row) => row.line)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(outcome.rejectedRows.map((row) => row.reason)).toEqual([
      "the date '2026-02-30' is not a date (YYYY-MM-DD)",
      "the currency 'eur' is not three capital letters (ISO 4217)",
      "the mid rate '-164.00' is not a positive number (up to 8 decimals)",
      'the buying rate 150.00 is above the selling rate 149.00',
      "the units '0' are not a whole number from 1 to 1000000",
      'the mid rate is empty, and there is not both a buying and a selling rate',
      '2026-11-24 USD/BDT is already on line 2',
      'BDT is quoted in itself',
    ]);
    expect(await storedRowCount()).toBe(before);
  });

  it('refuses a file without its columns, an empty one, and a bank file without its source', async () => {
    const noColumns = file('no-columns.csv', ['day,code,rate', '2026-11-24,USD,122']);
    expect(
      await importCentralBankRates(database, {
        filePath: noColumns,
        format: CENTRAL_BANK_RATES_FORMAT,
        source: 'X',
      }),
    ).toMatchObject({
      landed: false,
      rejectedRows: [{ line: 1, reason: 'the header lacks the column(s) date, currency, mid' }],
    });
    const empty = file('empty.csv', ['Date,USD']);
    expect(
      await importCentralBankRates(database, { filePath: empty, format: ECB_EURO_RATES_FORMAT }),
    ).toMatchObject({
      landed: false,
      rejectedRows: [{ line: 1, reason: 'the file holds no rates' }],
    });
    await expect(
      importCentralBankRates(database, { filePath: noColumns, format: CENTRAL_BANK_RATES_FORMAT }),
    ).rejects.toThrow(ImportRequestError);
    for (const options of [
      { source: 'x'.repeat(101) },
      { source: 'Bangladesh Bank', quoteCurrency: 'bdt' },
    ]) {
      await expect(
        importCentralBankRates(database, {
          filePath: noColumns,
          format: CENTRAL_BANK_RATES_FORMAT,
          ...options,
        }),
      ).rejects.toThrow(/--source may have at most 100|--quote-currency 'bdt'/);
    }
    await expect(
      importCentralBankRates(database, {
        filePath: join(directory, 'missing.csv'),
        format: ECB_EURO_RATES_FORMAT,
      }),
    ).rejects.toThrow('There is no file at');
  });
});
