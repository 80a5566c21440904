import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IsoDate, TariffSearchAnswer } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSetsInForce, referenceRecordsOfEntity } from '../referenceService/referenceStore.js';
import { testFileFolder } from '../testing/temporaryFolder.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { csvRows } from './csvRows.js';
import { importDataSet } from './importDataSet.js';
import { IMPORT_FORMATS } from './importFormats.js';
import { importTariffTexts } from './tariffTextsImport.js';

const TARIFF_FILE = new URL(
  '../../../../shared/data/bd-tariff/bd_customs_tariff_2025_26.csv',
  import.meta.url,
).pathname;
const directory = testFileFolder('tsw-tariff-texts-');

/**
 * SAMPLE French national texts, written for this test (not an administration's): for real lines of the
 * Bangladesh tariff, which the test reads from the schedule so that their codes stay the schedule's.
 */
const SAMPLE_FRENCH: Readonly<Record<string, string>> = {
  '09012210': 'Café torréfié, décaféiné, en emballage ou boîte jusqu’à 2,5 kg',
  '09012290': 'Café torréfié, décaféiné, hors emballage ou boîte jusqu’à 2,5 kg',
  '10062000': 'Riz décortiqué (riz cargo ou brun)',
};

function csvFile(name: string, lines: readonly string[]): string {
  const path = join(directory, name);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** The French file: the schedule's rows for the sample's codes, each with its French text. */
async function frenchFile(): Promise<string> {
  const lines = ['code,language,description'];
  for await (const entry of csvRows(TARIFF_FILE, ['hs_code_digits'])) {
    const code = 'row' in entry ? entry.row.hs_code_digits : undefined;
    const french = code === undefined ? undefined : SAMPLE_FRENCH[code];
    if (code !== undefined && french !== undefined) lines.push(`${code},fr,${quoted(french)}`);
  }
  expect(lines).toHaveLength(Object.keys(SAMPLE_FRENCH).length + 1);
  return csvFile('texts-fr.csv', lines);
}

type Line = TariffSearchAnswer['lines'][number];

describe('national tariff texts in any of the five languages (issue 49)', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await openTestPortal({
      prepare: async (database) => {
        const format = IMPORT_FORMATS.get('bd-tariff');
        if (!format) throw new Error('bd-tariff');
        await importDataSet(database, { filePath: TARIFF_FILE, format, validFrom: '2025-07-01' });
      },
    });
  }, 120_000);
  afterAll(() => portal.close());

  const search = async (q: string, lang: string) =>
    (
      (await portal.inject({ url: `/api/tariff/search?${new URLSearchParams({ q, lang })}` })).json() as {
        lines: Line[];
      }
    ).lines;
  const lineOf = async (code: string) =>
    ((await portal.inject({ url: `/api/tariff/lines/${code}` })).json() as { line: Line }).line;
  const englishAndBengali = ({ code, description, descriptionTranslated }: Line) => ({
    code,
    description,
    descriptionTranslated,
  });

  it('refuses a file with a language the portal lacks, naming the row, and stores nothing', async () => {
    const before = await referenceRecordsOfEntity(portal.database, 'commodity');
    const file = csvFile('texts-bad.csv', [
      'code,language,description',
      '10062000,fr,Riz décortiqué',
      '09012210,de,Kaffee geröstet',
      '09012290,,Café torréfié',
    ]);
    const outcome = await importTariffTexts(portal.database, { filePath: file, validFrom: '2025-07-01' });
    expect(outcome.landed).toBe(false);
    expect(outcome.rejectedRows).toEqual([
      { line: 3, reason: "language 'de' is not one of en, fr, es, ar, bn" },
      { line: 4, reason: "language '' is not one of en, fr, es, ar, bn" },
    ]);
    expect(await referenceRecordsOfEntity(portal.database, 'commodity')).toEqual(before);
  });

  it('refuses an unknown line and a second text of a line in the same language', async () => {
    const file = csvFile('texts-lines.csv', [
      'code,language,description',
      '10062000,fr,Riz décortiqué',
      '99999999,fr,Rien',
      '10062000,fr,Riz brun',
    ]);
    const outcome = await importTariffTexts(portal.database, { filePath: file, validFrom: '2025-07-01' });
    expect(outcome.landed).toBe(false);
    expect(outcome.rejectedRows.map((row) => row.line)).toEqual([3, 4]);
    expect(outcome.rejectedRows[1]?.reason).toMatch(/on line 2 already/);
  });

  it('shows French national texts on French screens, leaving English and Bengali as they were', async () => {
    const englishBefore = (await search('roasted decaffeinated coffee', 'en')).map(englishAndBengali);
    const bengaliBefore = (await search('roasted decaffeinated coffee', 'bn')).map(englishAndBengali);
    const riceBefore = await lineOf('10062000');
    const tariffOf = async () =>
      (await dataSetsInForce(portal.database, '2025-07-01' as IsoDate)).find(
        (set) => set.entity === 'commodity',
      );
    const tariffBefore = await tariffOf();

    const outcome = await importTariffTexts(portal.database, {
      filePath: await frenchFile(),
      validFrom: '2025-07-01',
    });
    expect(outcome).toMatchObject({ landed: true, acceptedRows: 3, storedLines: 7154, rejectedRows: [] });
    // The tariff's data set keeps its source and its real (not sample) mark, with the texts' file named.
    expect(await tariffOf()).toMatchObject({
      source: `${tariffBefore?.source} + texts-fr.csv`,
      sample: false,
      rowCount: 7154,
    });
    // The database announces the import; the test need not wait for it.
    await portal.cache.refreshVersions();

    // "boîte" is in the sample's texts only: the French search reads the national texts.
    const found = await search('café boîte', 'fr');
    expect(found.slice(0, 2).map((line) => line.code)).toEqual(['09012210', '09012290']);
    expect(found[0]).toMatchObject({
      descriptionFr: SAMPLE_FRENCH['09012210'],
      description: 'Roasted, decaffeinated coffee Wrapped/canned upto 2.5 kg',
    });
    const rice = await lineOf('10062000');
    expect(rice).toEqual({ ...riceBefore, descriptionFr: SAMPLE_FRENCH['10062000'] });
    // Lines the file does not name keep no French text of their own: their subheading's stands.
    expect(await lineOf('85171300')).not.toHaveProperty('descriptionFr');

    expect((await search('roasted decaffeinated coffee', 'en')).map(englishAndBengali)).toEqual(
      englishBefore,
    );
    expect((await search('roasted decaffeinated coffee', 'bn')).map(englishAndBengali)).toEqual(
      bengaliBefore,
    );
  });
});
