import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import {
  decimalFromText,
  divideDecimals,
  decimalText,
  multiplyDecimals,
  type DecimalNumber,
} from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.js';
import { referenceRecordsOfEntity } from '../referenceService/referenceStore.js';
import { testFileFolder } from '../testing/temporaryFolder.js';
import { openTestDatabase, testDatabaseKind } from '../testing/testDatabase.js';
import { importDataSet } from './importDataSet.js';
import { EXCHANGE_RATE_HISTORY_FORMAT } from './formats/exchangeRateHistoryFormat.js';

const RATES = new URL('../../../../shared/data/exchange-rates/', import.meta.url).pathname;
const USD_SNAPSHOTS = join(RATES, 'usd_base_quarterly_snapshots_iso_only.csv');
const ECB = join(RATES, 'ecb_eur_reference_rates_wide.csv');
const SNAPSHOT_DATES = ['2025-09-01', '2025-12-06'];
const CURRENCIES = ['USD', 'EUR', 'GBP', 'INR', 'JPY'];
const directory = testFileFolder('tsw-rates-');

const decimal = (text: string | undefined) => decimalFromText(text ?? '') as DecimalNumber;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function ratesOn(date: string): Promise<Map<string, string | null>> {
  const records = await referenceRecordsOfEntity(database, 'exchangeRate');
  return new Map(
    records
      .filter(
        (record) =>
          (record.validFromDate ?? '') <= date &&
          (record.validToDate === null || (record.validToDate ?? '') >= date),
      )
      .map((record) => [record.code ?? '', record.rate ?? null]),
  );
}

describe.skipIf(!existsSync(USD_SNAPSHOTS))(`exchange-rate histories on ${testDatabaseKind()}`, () => {
  it('loads BDT cross rates derived from the USD snapshots, one period per date, as computed by hand', async () => {
    // Units of each currency per US dollar on each snapshot date, BDT among them.
    const rows = parse(readFileSync(USD_SNAPSHOTS), { columns: true }) as Record<string, string>[];
    const perUsd = (date: string, code: string) =>
      rows.find((row) => row.date === date && row.currency === code)?.units_per_base;
    const lines = ['date,code,rate'];
    for (const date of SNAPSHOT_DATES) {
      for (const code of CURRENCIES) {
        // Taka per unit through the common base: (BDT per USD) ÷ (currency per USD), to four decimals.
        const rate = divideDecimals(decimal(perUsd(date, 'BDT')), decimal(perUsd(date, code)), 4);
        lines.push(`${date},${code},${decimalText(rate)}`);
      }
    }
    const file = join(directory, 'history.csv');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const outcome = await importDataSet(database, { filePath: file, format: EXCHANGE_RATE_HISTORY_FORMAT });
    expect(outcome).toMatchObject({
      landed: true,
      periods: 2,
      acceptedRows: 10,
      validFrom: '2025-09-01',
      rejectedRows: [],
    });

    // By hand: 121.40291649 / 0.85460102 = 142.05797… and 122.31430057 / 0.75018483 = 163.04562…
    const september = await ratesOn('2025-10-15');
    expect(september.get('USD')).toBe('121.4029');
    expect(september.get('EUR')).toBe('142.0580');
    const december = await ratesOn('2025-12-06');
    expect(december.get('GBP')).toBe('163.0456');
    expect(december.get('JPY')).toBe('0.7875');
    // The September period ends the day before December's begins.
    const records = await referenceRecordsOfEntity(database, 'exchangeRate');
    const euro = records.filter((record) => record.code === 'EUR');
    expect(euro.map((record) => [record.validFromDate, record.validToDate])).toEqual([
      ['2025-09-01', '2025-12-05'],
      ['2025-12-06', null],
    ]);
    expect(euro[0]?.descriptionTranslated).toBe('ইউরো');
  });

  it('agrees with the ECB: taka per euro through the dollar within 0.5%', async () => {
    // The ECB quotes no taka: BDT per EUR = BDT per USD (snapshot) × USD per EUR (ECB, the Friday before).
    const ecb = parse(readFileSync(ECB), { columns: true }) as Record<string, string>[];
    const usdPerEuro = ecb.find((row) => row.Date === '2025-12-05')?.USD;
    expect(usdPerEuro).toBe('1.1645');
    const viaEcb = Number(decimalText(multiplyDecimals(decimal('122.31430057'), decimal(usdPerEuro))));
    const imported = Number((await ratesOn('2025-12-06')).get('EUR'));
    expect(Math.abs(viaEcb - imported) / imported).toBeLessThan(0.005);
  });

  it('rejects a history with a bad row, naming each, and stores nothing', async () => {
    const before = (await referenceRecordsOfEntity(database, 'exchangeRate')).length;
    const file = join(directory, 'bad.csv');
    writeFileSync(
      file,
      [
        'date,code,rate',
        '2026-01-04,USD,122.5',
        '2026-01-04,EUR,-1',
        '2026-02-30,GBP,160',
        '2026-01-04,usd,1',
        '2026-01-04,USD,122.6',
        '2026-01-05,XQQ,1.5',
      ].join('\n'),
    );
    const outcome = await importDataSet(database, { filePath: file, format: EXCHANGE_RATE_HISTORY_FORMAT });
    expect(outcome.landed).toBe(false);
    expect(outcome.rejectedRows).toEqual([
      { line: 3, reason: "rate '-1' is not a positive decimal number" },
      { line: 4, reason: "date '2026-02-30' is not a date written YYYY-MM-DD" },
      { line: 5, reason: "code 'usd' is not three capital letters" },
      { line: 6, reason: 'USD is already on line 2' },
      { line: 7, reason: "code 'XQQ' is not a currency ICU knows: give its description" },
    ]);
    expect((await referenceRecordsOfEntity(database, 'exchangeRate')).length).toBe(before);
  });

  it('takes the dates from the file, not a --valid-from', async () => {
    await expect(
      importDataSet(database, {
        filePath: join(directory, 'history.csv'),
        format: EXCHANGE_RATE_HISTORY_FORMAT,
        validFrom: '2025-01-01',
      }),
    ).rejects.toThrow(/takes each period's date from its 'date' column/);
  });
});
