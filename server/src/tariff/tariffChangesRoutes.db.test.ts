import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { totalTaxIncidenceText, type IsoDate, type TariffChangesAnswer } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDataSet } from '../importing/importDataSet.js';
import { IMPORT_FORMATS } from '../importing/importFormats.js';
import { testFileFolder } from '../testing/temporaryFolder.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';

const SHARED = new URL('../../../../shared/data/', import.meta.url);
const TARIFF_FILE = new URL('bd-tariff/bd_customs_tariff_2025_26.csv', SHARED).pathname;
const folder = testFileFolder('tariff-changes-');

/** The real rows, header first (the file ends its lines with CRLF). */
const REAL_ROWS = readFileSync(TARIFF_FILE, 'utf8').trimEnd().split(/\r?\n/);
const LINE_COUNT = REAL_ROWS.length - 1;

/** Portable computers' CD raised from 10 to 15: its TTI follows (the import checks it does). */
const RAISED_TTI = totalTaxIncidenceText({ cd: 15, rd: 0, sd: 0, vat: 0, ait: 5, at: 7.5 });

/**
 * A next period made from the real FY2025-26 schedule by four changes: a rate (84713000's CD), a text
 * (01012900's), a line ended (01013000) and a line started (84713090).
 */
function nextPeriodFile(): string {
  const rows = REAL_ROWS.flatMap((row) => {
    if (row.startsWith('0101.30.00,')) return [];
    if (row.startsWith('0101.29.00,')) return [row.replace(',Other horses,', ',Other live horses,')];
    if (row.startsWith('8471.30.00,')) {
      const cells = row.split(',');
      // The quoted texts hold commas: the rates are the last eight cells (CD … AT, TTI twice).
      const rates = cells.slice(-8);
      const raised = [...cells.slice(0, -8), '15', ...rates.slice(1, 6), RAISED_TTI, RAISED_TTI].join(',');
      const added = ['8471.30.90', '84713090', '84', '8471', '847130', 'Other portable computers']
        .concat('"Automatic data processing machines; portable"', rates)
        .join(',');
      return [raised, added];
    }
    return [row];
  });
  const file = join(folder, 'next.csv');
  writeFileSync(file, `${rows.join('\n')}\n`);
  return file;
}

async function importTariff(portal: Pick<TestPortal, 'database'>, file: string, validFrom: string) {
  const format = IMPORT_FORMATS.get('bd-tariff');
  if (!format) throw new Error('bd-tariff');
  const outcome = await importDataSet(portal.database, { filePath: file, format, validFrom });
  // A refused row changes nothing: the test would compare a tariff with itself.
  if (!outcome.landed) throw new Error(JSON.stringify(outcome.rejectedRows.slice(0, 3)));
}

describe('the tariff changes between two dates, on the real Bangladesh tariff and a next period', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await openTestPortal({
      today: '2025-11-23' as IsoDate,
      prepare: async (database) => {
        await importTariff({ database }, TARIFF_FILE, '2025-07-01');
        await importTariff({ database }, nextPeriodFile(), '2026-07-01');
      },
    });
  }, 120_000);
  afterAll(() => portal.close());

  const changes = async (query: Record<string, string>) => {
    const response = await portal.inject({ url: `/api/tariff/changes?${new URLSearchParams(query)}` });
    return { status: response.statusCode, body: response.json() as TariffChangesAnswer & { code?: string } };
  };
  const codes = (lines: readonly { code: string }[]) => lines.map((line) => line.code);

  const RATES = [
    { code: '84713000', tax: 'CD', before: '10.00', after: '15.00' },
    { code: '84713000', tax: 'TTI', before: '23.25', after: RAISED_TTI },
  ];

  it('lists exactly the four changes for the whole tariff, by default between the latest start and the day before', async () => {
    const { status, body } = await changes({});
    expect(status).toBe(200);
    expect(body).toMatchObject({ from: '2026-06-30', to: '2026-07-01', scope: '', scopeKind: 'tariff' });
    expect(body.started).toEqual([
      {
        code: '84713090',
        description: 'Other portable computers',
        descriptionTranslated: null,
        taxCodes: expect.arrayContaining([
          { name: 'CD', value: '10.00' },
          { name: 'TTI', value: '23.25' },
        ]),
      },
    ]);
    expect(codes(body.ended)).toEqual(['01013000']);
    expect(body.ended[0]).toMatchObject({ description: 'Asses' });
    expect(body.descriptions).toEqual([
      {
        code: '01012900',
        before: 'Other horses',
        after: 'Other live horses',
        translatedBefore: null,
        translatedAfter: null,
      },
    ]);
    expect(body.rates).toEqual(RATES.map((rate) => ({ ...rate, description: expect.any(String) })));
    // The same answer for dates inside the two periods, written out, or for the later date alone.
    expect((await changes({ from: '2025-11-23', to: '2027-01-01' })).body.rates).toHaveLength(2);
    expect((await changes({ to: '2026-07-01' })).body).toMatchObject({ from: '2026-06-30', rates: RATES });
  });

  it('keeps to a chapter, a heading and a line', async () => {
    const chapter = (await changes({ scope: '01' })).body;
    expect(chapter.scopeKind).toBe('chapter');
    expect([codes(chapter.started), codes(chapter.ended), codes(chapter.descriptions)]).toEqual([
      [],
      ['01013000'],
      ['01012900'],
    ]);
    expect(chapter.rates).toEqual([]);
    const heading = (await changes({ scope: '8471' })).body;
    expect(heading.scopeKind).toBe('heading');
    expect([codes(heading.started), codes(heading.ended), codes(heading.descriptions)]).toEqual([
      ['84713090'],
      [],
      [],
    ]);
    expect(heading.rates).toMatchObject(RATES);
    const line = (await changes({ scope: '8471.30.00', from: '2025-07-01', to: '2026-07-01' })).body;
    expect(line).toMatchObject({
      scope: '84713000',
      scopeKind: 'line',
      started: [],
      ended: [],
      descriptions: [],
    });
    expect(line.rates).toMatchObject(RATES);
  });

  it('finds nothing between two dates of one period, and every line when the tariff began', async () => {
    const same = (await changes({ from: '2025-07-01', to: '2026-06-30' })).body;
    expect([same.started, same.ended, same.descriptions, same.rates]).toEqual([[], [], [], []]);
    const first = (await changes({ from: '2025-06-30', to: '2025-07-01' })).body;
    expect(first.started).toHaveLength(LINE_COUNT);
    expect(codes(first.started)).toEqual([...codes(first.started)].sort());
  });

  it('names a bad date, a reversed range and a scope that is not a code, never a 500', async () => {
    for (const [query, status, code, path] of [
      [{ from: '2025-02-30' }, 400, 'INVALID_DATE', 'from'],
      [{ to: 'tomorrow' }, 400, 'INVALID_DATE', 'to'],
      [{ from: '1850-01-01' }, 400, 'INVALID_DATE', 'from'],
      [{ from: '2026-07-01', to: '2025-07-01' }, 400, 'DATE_RANGE_REVERSED', 'from'],
      [{ scope: '847' }, 400, 'INVALID_CODE', 'scope'],
      [{ scope: 'abc' }, 400, 'INVALID_CODE', 'scope'],
      [{ scope: '77' }, 404, 'CHAPTER_NOT_FOUND', 'scope'],
      [{ scope: '8499' }, 404, 'HEADING_NOT_FOUND', 'scope'],
      [{ scope: '84719999' }, 404, 'LINE_NOT_FOUND', 'scope'],
    ] as const) {
      const { status: answered, body } = await changes(query);
      expect(answered, JSON.stringify(query)).toBe(status);
      expect(body, JSON.stringify(query)).toMatchObject({ code, problems: [{ path, code }] });
    }
    // A line ended between the dates is known: its changes say so.
    expect((await changes({ scope: '01013000' })).body.ended).toHaveLength(1);
  });

  it('needs a signed-in user, and is in the OpenAPI document with its query', async () => {
    expect((await portal.app.inject({ url: '/api/tariff/changes' })).statusCode).toBe(401);
    const document = (await portal.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<
        string,
        { get?: { summary?: string; security?: unknown; parameters?: { name: string }[] } }
      >;
    };
    const operation = document.paths['/api/tariff/changes']?.get;
    expect(operation?.summary).toMatch(/changed in the tariff between two dates/);
    expect(operation?.security).toBeDefined();
    expect(operation?.parameters?.map((parameter) => parameter.name)).toEqual(['from', 'to', 'scope']);
  });
});
