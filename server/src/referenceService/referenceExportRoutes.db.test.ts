import { ENTITY_NAMES, entityDefinition } from '@tsw/domain';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePeriod, storeReferenceFixtures } from '../testing/referenceFixtures.js';
import { referenceSearch } from '../testing/referenceSearch.js';
import { openTestPortal, TEST_TODAY, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';

let portal: TestPortal;

beforeAll(async () => {
  portal = await openTestPortal({
    prepare: async (database) => {
      await storeReferenceFixtures(database);
      await storePeriod(database, 'company', '2020-01-01', [
        {
          code: '000000001',
          description: 'Rahman "Traders", Dhaka',
          descriptionTranslated: 'রহমান ট্রেডার্স',
          email: 'info@example.com',
          phoneNumber: '+880 2 9550000',
          address1: 'Line one\nLine two',
        },
      ]);
    },
  });
});
afterAll(() => portal.close());

const download = (path: string) => portal.inject({ method: 'GET', url: `/rimm-server/exports/${path}` });

function csvRows(payload: Buffer): string[][] {
  return parse(payload, { bom: true, relax_column_count: false }) as string[][];
}

async function xlsxRows(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe(`GET /rimm-server/exports on ${testDatabaseKind()}`, () => {
  it('counts each table’s records in force on the date, as a search finds them', async () => {
    const response = await portal.inject({ method: 'GET', url: '/rimm-server/exports' });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{
      validityDate: string;
      tables: { entity: string; recordCount: number }[];
    }>();
    expect(answer.validityDate).toBe(TEST_TODAY);
    expect(answer.tables.map((table) => table.entity)).toEqual(ENTITY_NAMES);
    for (const table of answer.tables) {
      const search = await referenceSearch(portal, table.entity, { max: 0 });
      expect(table.recordCount, table.entity).toBe(search.body.totalCount);
    }
    expect(answer.tables.find((table) => table.entity === 'bankBranches')).toEqual({
      entity: 'bankBranches',
      parent: 'bank',
      recordCount: 3,
    });
    const past = await portal.inject({ method: 'GET', url: '/rimm-server/exports?validityDate=2025-06-30' });
    expect(past.json().tables.find((table: { entity: string }) => table.entity === 'commodity')).toEqual({
      entity: 'commodity',
      recordCount: 3,
    });
  });

  it('refuses a date that is not one, naming it', async () => {
    const response = await portal.inject({
      method: 'GET',
      url: '/rimm-server/exports?validityDate=2025-02-30',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_REQUEST',
      problems: [{ path: 'validityDate', code: 'INVALID_DATE', params: { value: '2025-02-30' } }],
    });
  });
});

describe(`GET /rimm-server/exports/{entity}.{format} on ${testDatabaseKind()}`, () => {
  it('streams the CSV of the records in force today, under the default selection', async () => {
    const response = await download('commodity.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="commodity_${TEST_TODAY}.csv"`,
    );
    const [header, ...rows] = csvRows(response.rawPayload);
    expect(header).toEqual(entityDefinition('commodity')?.selectedFields);
    expect(rows.map((row) => row[0])).toEqual(['01012100', '01012900', '85044010', '85171300']);
    const smartphones = rows[3] ?? [];
    expect(smartphones[header?.indexOf('descriptionTranslated') ?? -1]).toBe('স্মার্টফোন');
    expect(smartphones[header?.indexOf('tax08') ?? -1]).toBe('58.60');
  });

  it('writes what was in force on a past date', async () => {
    const response = await download('commodity.csv?validityDate=2025-06-30');
    const [, ...rows] = csvRows(response.rawPayload);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.[0]).toBe('01012100');
    expect(response.headers['content-disposition']).toContain('commodity_2025-06-30.csv');
  });

  it('quotes commas, quotes and line breaks so that every value reads back whole', async () => {
    const [header, row] = csvRows((await download('company.csv')).rawPayload);
    const value = (field: string) => row?.[header?.indexOf(field) ?? -1];
    expect(value('description')).toBe('Rahman "Traders", Dhaka');
    expect(value('address1')).toBe('Line one\nLine two');
    // A trader's download has no contact fields (partyRecords.db.test.ts).
    expect(header).not.toContain('phoneNumber');
  });

  it('streams an XLSX that Excel’s reader opens, with the code people read where it is in two parts', async () => {
    const response = await download('modelOfDeclaration.xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const [header, ...rows] = await xlsxRows(response.rawPayload);
    expect(header).toEqual([
      'displayedCode',
      ...(entityDefinition('modelOfDeclaration')?.selectedFields ?? []),
    ]);
    expect(rows.map((row) => row[0])).toEqual(['EX-1', 'IM-4', 'IM-7']);
  });

  it('keeps codes as text and writes decimals as numbers in the XLSX', async () => {
    const [header, ...rows] = await xlsxRows((await download('commodity.xlsx')).rawPayload);
    expect(rows).toHaveLength(4);
    expect(rows[0]?.[0]).toBe('01012100');
    expect(rows[0]?.[header?.indexOf('tax01') ?? -1]).toBe(1);
  });

  it('reads the format in any case, and names the file in lower case', async () => {
    const capitals = await download('commodity.CSV?validityDate=2025-06-30');
    expect(capitals.statusCode).toBe(200);
    expect(capitals.headers['content-disposition']).toBe('attachment; filename="commodity_2025-06-30.csv"');
    expect(capitals.rawPayload).toEqual((await download('commodity.csv?validityDate=2025-06-30')).rawPayload);
    const spreadsheet = await download('commodity.Xlsx');
    expect(spreadsheet.statusCode).toBe(200);
    expect(spreadsheet.headers['content-disposition']).toContain('.xlsx"');
  });

  it('writes as many rows as the count of records in force, for every table, today and on a past date', async () => {
    // What the reference lists screen offers: each table's count beside its files (e2e/referenceLists).
    // Each table's files come from an address of their own: whole tables count against a limit per
    // address (RATE_LIMITS.referenceLargeSearches), which these ~120 files would pass.
    const fileOf = (path: string, index: number) =>
      portal.inject({ method: 'GET', url: `/rimm-server/exports/${path}`, remoteAddress: `10.0.0.${index}` });
    for (const date of [TEST_TODAY, '2025-06-30']) {
      const counts = (
        await portal.inject({ method: 'GET', url: `/rimm-server/exports?validityDate=${date}` })
      ).json<{ tables: { entity: string; recordCount: number }[] }>().tables;
      for (const [index, { entity, recordCount }] of counts.entries()) {
        const csv = csvRows((await fileOf(`${entity}.csv?validityDate=${date}`, index)).rawPayload);
        expect(csv.length - 1, `${entity}.csv on ${date}`).toBe(recordCount);
        if (date !== TEST_TODAY) continue;
        const xlsx = await xlsxRows((await fileOf(`${entity}.xlsx`, index)).rawPayload);
        expect(xlsx.length - 1, `${entity}.xlsx`).toBe(recordCount);
      }
    }
  });

  it('answers a table with no record in force with its header alone', async () => {
    const [header, ...rows] = csvRows((await download('sro.csv?validityDate=2025-01-01')).rawPayload);
    expect(header).toEqual(entityDefinition('sro')?.selectedFields);
    expect(rows).toEqual([]);
  });

  it('says what is wrong with a bad table, date or format, and never answers 500', async () => {
    const unknown = await download('nothing.csv');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'UNKNOWN_ENTITY',
      problems: [{ params: { entity: 'nothing' } }],
    });
    for (const date of ['2025-13-01', 'yesterday', '2025-02-29', `${'9'.repeat(10_000)}`]) {
      const bad = await download(`location.csv?validityDate=${date}`);
      expect(bad.statusCode, date).toBe(400);
      expect(bad.json().problems[0]).toMatchObject({ path: 'validityDate', code: 'INVALID_DATE' });
    }
    const format = await download('location.pdf');
    expect(format.statusCode).toBe(400);
    expect(format.json()).toMatchObject({
      code: 'INVALID_REQUEST',
      problems: [
        { path: 'format', code: 'UNKNOWN_REPORT_FORMAT', params: { value: 'pdf', formats: 'CSV, XLSX' } },
      ],
    });
  });

  it('is for signed-in clients only', async () => {
    const response = await portal.app.inject({ method: 'GET', url: '/rimm-server/exports/location.csv' });
    expect(response.statusCode).toBe(401);
    const list = await portal.app.inject({ method: 'GET', url: '/rimm-server/exports' });
    expect(list.statusCode).toBe(401);
  });

  it('is in the OpenAPI document', async () => {
    const document = (await portal.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/rimm-server/exports', '/rimm-server/exports/{entity}.{format}']),
    );
  });
});
