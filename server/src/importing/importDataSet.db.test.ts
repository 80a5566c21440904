import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TARIFF_TAX_COLUMNS } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.js';
import { referenceRecordsOfEntity } from '../referenceService/referenceStore.js';
import { testFileFolder } from '../testing/temporaryFolder.js';
import { openTestDatabase, testDatabaseKind } from '../testing/testDatabase.js';
import { importDataSet } from './importDataSet.js';
import { ImportRequestError } from './importFileRows.js';
import { IMPORT_FORMATS } from './importFormats.js';

const SHARED = new URL('../../../../shared/data/', import.meta.url);
const TARIFF_FILE = new URL('bd-tariff/bd_customs_tariff_2025_26.csv', SHARED).pathname;
const CURRENCY_FILE = new URL('currency-codes/iso4217_active_unique.csv', SHARED).pathname;
const LOCODE_FILE = new URL('un-locode/unlocode_BD.csv', SHARED).pathname;
const directory = testFileFolder('tsw-import-');

function csvFile(name: string, text: string): string {
  const path = join(directory, name);
  writeFileSync(path, text);
  return path;
}

const format = (name: string) => {
  const found = IMPORT_FORMATS.get(name);
  if (!found) throw new Error(name);
  return found;
};

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function countRecords(entity: string): Promise<number> {
  return (await referenceRecordsOfEntity(database, entity)).length;
}

describe(`importDataSet on ${testDatabaseKind()}`, () => {
  it.skipIf(!existsSync(TARIFF_FILE))('loads the whole Bangladesh tariff, all 7,154 lines', async () => {
    const progress: number[] = [];
    const outcome = await importDataSet(database, {
      filePath: TARIFF_FILE,
      format: format('bd-tariff'),
      validFrom: '2025-07-01',
      onProgress: ({ phase, rows }) => phase === 'storing' && progress.push(rows),
    });
    expect(outcome).toMatchObject({
      landed: true,
      acceptedRows: 7154,
      rejectedRows: [],
      entity: 'commodity',
    });
    expect(progress.at(-1)).toBe(7154);
    // The schedule's texts that transcription damaged land as written, flagged for a reader to check.
    expect(outcome.flaggedRows.length).toBeGreaterThan(90);
    expect(outcome.flaggedRows).toContainEqual({
      line: expect.any(Number) as number,
      reason: "'??' where characters were lost; ends mid-word ('b', likely 'base' and more)",
    });
    const records = await referenceRecordsOfEntity(database, 'commodity');
    expect(records).toHaveLength(7154);
    expect(records.find((record) => record.code === '01012100')).toMatchObject({
      hsCode: '010121',
      pr1: '00',
      tax01: '5.00',
      tax08: '10.00',
      validFromDate: '2025-07-01',
      validToDate: null,
    });
  });

  it('takes a unit column where the tariff file has one, and names a unit that is not a code', async () => {
    const header = 'hs_code_digits,description_bd,cd,rd,sd,vat,ait,at,tti_published,unit';
    const refused = await importDataSet(database, {
      filePath: csvFile('units-bad.csv', [header, '01012100,Horses,5,0,0,0,5,0,10,horses'].join('\n')),
      format: format('bd-tariff'),
      validFrom: '2027-07-01',
    });
    expect(refused.rejectedRows).toEqual([
      { line: 2, reason: "unit 'horses' is not a unit code of UN/ECE Recommendation 20 (KGM, NAR…)" },
    ]);
    const landed = await importDataSet(database, {
      filePath: csvFile(
        'units.csv',
        [header, '01012100,Horses,5,0,0,0,5,0,10,NAR', '01012900,Other,5,0,0,0,5,0,10,'].join('\n'),
      ),
      format: format('bd-tariff'),
      validFrom: '2027-07-01',
    });
    expect(landed).toMatchObject({ landed: true, acceptedRows: 2 });
    const records = await referenceRecordsOfEntity(database, 'commodity');
    const on = (code: string) =>
      records.find((record) => record.code === code && record.validFromDate === '2027-07-01');
    expect(on('01012100')).toMatchObject({ supplementaryUnit1Code: 'NAR' });
    expect(on('01012900')).toMatchObject({ supplementaryUnit1Code: null });
  });

  it('flags texts with lost characters or cut mid-word, and lands them as written', async () => {
    const header = 'hs_code_digits,description_bd,hs6_description,cd,rd,sd,vat,ait,at,tti_published';
    const long = 'Basketwork, wickerwork and other articles, made directly to shape from plaiting materials';
    const outcome = await importDataSet(database, {
      filePath: csvFile(
        'flawed.csv',
        [
          header,
          `46021100,"${long}?Of bamboo",Of bamboo,5,0,0,0,5,0,10`,
          `46021200,"${long}, Of ratta",Of rattan,5,0,0,0,5,0,10`,
          `46021900,"${long}, Of other",Other,5,0,0,0,5,0,10`,
        ].join('\n'),
      ),
      format: format('bd-tariff'),
      validFrom: '2028-07-01',
    });
    expect(outcome).toMatchObject({ landed: true, acceptedRows: 3, rejectedRows: [] });
    expect(outcome.flaggedRows).toEqual([
      { line: 2, reason: "'?' where characters were lost" },
      { line: 3, reason: "ends mid-word ('ratta', likely 'rattan' and more)" },
    ]);
    const records = await referenceRecordsOfEntity(database, 'commodity');
    expect(
      records.find((record) => record.code === '46021200' && record.validFromDate === '2028-07-01'),
    ).toMatchObject({ description: `${long}, Of ratta` });
  });

  it('rejects a file with bad rows by line number, and stores nothing of it', async () => {
    const before = await countRecords('commodity');
    const file = csvFile(
      'bad-tariff.csv',
      [
        'hs_code_digits,description_bd,cd,rd,sd,vat,ait,at,tti_published',
        '01012100,Horses,5,0,0,0,5,0,10',
        '0101,Short code,5,0,0,0,5,0,10',
        '01012900,"Other horses, live",five,0,0,0,5,0,10',
        '01013000,Asses,5,0,0,0,5,0,99',
        '01012100,Horses again,5,0,0,0,5,0,10',
      ].join('\n'),
    );
    const outcome = await importDataSet(database, {
      filePath: file,
      format: format('bd-tariff'),
      validFrom: '2026-07-01',
    });
    expect(outcome.landed).toBe(false);
    expect(outcome.rejectedRows).toEqual([
      { line: 3, reason: "hs_code_digits '0101' is not an eight-digit code" },
      { line: 4, reason: "cd 'five' is not a rate in percent" },
      { line: 5, reason: 'tti_published 99 does not follow from the rates (10.00)' },
      { line: 6, reason: '01012100 is already on line 2' },
    ]);
    expect(await countRecords('commodity')).toBe(before);
  });

  it('refuses a file without the needed columns, or that is not CSV', async () => {
    const header = csvFile('wrong-header.csv', 'code,name\n01,x\n');
    const outcome = await importDataSet(database, {
      filePath: header,
      format: format('bd-tariff'),
      validFrom: '2026-07-01',
    });
    expect(outcome.rejectedRows[0]?.reason).toMatch(/lacks the column\(s\) hs_code_digits/);
    const ragged = csvFile('ragged.csv', 'code,description\nA,"unclosed\n');
    const broken = await importDataSet(database, {
      filePath: ragged,
      format: format('generic'),
      entity: 'packageType',
      validFrom: '2026-07-01',
    });
    expect(broken.landed).toBe(false);
    expect(broken.rejectedRows[0]?.reason).toMatch(/cannot be read as CSV/);
    const empty = csvFile('empty.csv', 'code,description\n');
    expect(
      (
        await importDataSet(database, {
          filePath: empty,
          format: format('generic'),
          entity: 'packageType',
          validFrom: '2026-07-01',
        })
      ).rejectedRows[0]?.reason,
    ).toMatch(/no data rows/);
  });

  it('refuses a wrong request before reading anything', async () => {
    const file = csvFile('ok.csv', 'code,description\nBX,Box\n');
    await expect(
      importDataSet(database, { filePath: file, format: format('generic'), validFrom: '2026-07-01' }),
    ).rejects.toThrow(ImportRequestError);
    await expect(
      importDataSet(database, {
        filePath: file,
        format: format('generic'),
        entity: 'spaceship',
        validFrom: '2026-07-01',
      }),
    ).rejects.toThrow(/no entity/);
    await expect(
      importDataSet(database, {
        filePath: file,
        format: format('generic'),
        entity: 'packageType',
        validFrom: '2026-02-30',
      }),
    ).rejects.toThrow(/not a date/);
    await expect(
      importDataSet(database, {
        filePath: join(directory, 'none.csv'),
        format: format('generic'),
        entity: 'packageType',
        validFrom: '2026-07-01',
      }),
    ).rejects.toThrow(/no file/);
  });

  it('closes the previous period instead of overwriting it, and replaces a reloaded period', async () => {
    const load = (name: string, text: string, validFrom: string) =>
      importDataSet(database, {
        filePath: csvFile(name, text),
        format: format('generic'),
        entity: 'meansOfPayment',
        validFrom,
      });
    await load(
      'pay-2024.csv',
      'code,description\nLC,Letter of credit\nTT,Telegraphic transfer\n',
      '2024-07-01',
    );
    const next = await load(
      'pay-2025.csv',
      'code,description\nLC,Letter of credit (L/C)\nCAD,Cash against documents\n',
      '2025-07-01',
    );
    expect(next).toMatchObject({ landed: true, closedRecords: 2, replacedRecords: 0 });
    const again = await load(
      'pay-2025b.csv',
      'code,description\nLC,Documentary letter of credit\nCAD,Cash against documents\n',
      '2025-07-01',
    );
    expect(again).toMatchObject({ landed: true, closedRecords: 0, replacedRecords: 2 });
    // An older period loaded late ends where the next one begins.
    await load('pay-2023.csv', 'code,description\nLC,Letter of credit\n', '2023-07-01');
    const records = await referenceRecordsOfEntity(database, 'meansOfPayment');
    const periods = records.map(
      (record) => `${record.code} ${record.validFromDate}..${record.validToDate ?? ''} ${record.description}`,
    );
    expect(periods.sort()).toEqual([
      'CAD 2025-07-01.. Cash against documents',
      'LC 2023-07-01..2024-06-30 Letter of credit',
      'LC 2024-07-01..2025-06-30 Letter of credit',
      'LC 2025-07-01.. Documentary letter of credit',
      'TT 2024-07-01..2025-06-30 Telegraphic transfer',
    ]);
  });

  it.skipIf(!existsSync(CURRENCY_FILE))(
    'loads ISO 4217 currencies with names in the interface languages',
    async () => {
      const outcome = await importDataSet(database, {
        filePath: CURRENCY_FILE,
        format: format('iso4217'),
        validFrom: '2024-01-01',
      });
      expect(outcome).toMatchObject({ landed: true, acceptedRows: 178 });
      const taka = (await referenceRecordsOfEntity(database, 'currency')).find(
        (record) => record.code === 'BDT',
      );
      expect(taka).toMatchObject({
        description: 'Taka',
        numericCode: '050',
        minorUnit: '2',
        descriptionFr: expect.stringMatching(/taka/i),
      });
      expect(taka?.descriptionTranslated).toMatch(/[\u0980-\u09FF]/);
      expect(taka?.descriptionAr).toMatch(/[\u0600-\u06FF]/);
    },
  );

  it.skipIf(!existsSync(LOCODE_FILE))('loads the Bangladesh UN/LOCODE locations', async () => {
    const outcome = await importDataSet(database, {
      filePath: LOCODE_FILE,
      format: format('unlocode'),
      validFrom: '2023-06-01',
    });
    expect(outcome).toMatchObject({ landed: true, acceptedRows: 45 });
    const chattogram = (await referenceRecordsOfEntity(database, 'location')).find(
      (record) => record.code === 'BDCGP',
    );
    expect(chattogram).toMatchObject({
      countryCode: 'BD',
      description: expect.stringMatching(/Chattogram|Chittagong/),
    });
  });

  it('keeps each rate of the schedule exactly as written, with at least two decimals', async () => {
    const file = csvFile(
      'exact-tariff.csv',
      [
        'hs_code_digits,description_bd,cd,rd,sd,vat,ait,at,tti_published',
        '99012100,Sample line,5,0,0,0,5,0.125,10.13',
      ].join('\n'),
    );
    const outcome = await importDataSet(database, {
      filePath: file,
      format: format('bd-tariff'),
      validFrom: '2031-07-01',
    });
    expect(outcome.landed).toBe(true);
    const records = await referenceRecordsOfEntity(database, 'commodity');
    expect(records.find((record) => record.code === '99012100')).toMatchObject({
      [TARIFF_TAX_COLUMNS.CD]: '5.00',
      [TARIFF_TAX_COLUMNS.AT]: '0.125',
      [TARIFF_TAX_COLUMNS.TTI]: '10.13',
    });
  });
});

describe('importing countries with the generic layout', () => {
  it('loads names in every language given, and refuses unknown columns', async () => {
    const file = csvFile(
      'countries.csv',
      'code,description,descriptionTranslated,descriptionFr,descriptionEs,descriptionAr\n' +
        'BD,Bangladesh,বাংলাদেশ,Bangladesh,Bangladés,بنغلاديش\nIN,India,ভারত,Inde,India,الهند\n',
    );
    const outcome = await importDataSet(database, {
      filePath: file,
      format: format('generic'),
      entity: 'country',
      validFrom: '2025-01-01',
    });
    expect(outcome).toMatchObject({ landed: true, acceptedRows: 2 });
    const india = (await referenceRecordsOfEntity(database, 'country')).find(
      (record) => record.code === 'IN',
    );
    expect(india).toMatchObject({ descriptionTranslated: 'ভারত', descriptionAr: 'الهند' });
    const wrong = csvFile('countries-wrong.csv', 'code,description,capital\nFR,France,Paris\n');
    const refused = await importDataSet(database, {
      filePath: wrong,
      format: format('generic'),
      entity: 'country',
      validFrom: '2025-01-01',
    });
    expect(refused.rejectedRows).toEqual([{ line: 2, reason: "country has no field 'capital'" }]);
  });
});
