import { entityDefinition, recordKey } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HS_NOMENCLATURE_FILE } from '../shippedData/referenceDataBuild.js';
import { readReferenceDataJson, REFERENCE_DATA_DIRECTORY } from '../shippedData/referenceDataFile.js';
import { hsLevelPeriods } from '../shippedData/hsLevelPeriods.js';
import type { FirstStartPeriod } from '../shippedData/firstStartPeriod.js';
import type { HsNomenclatureFile } from '../shippedData/tariffDataBuild.js';
import { samplePeriods, SAMPLE_DATA_SOURCE } from '../sampleData/sampleDataLoad.js';
import { referenceSearch } from '../testing/referenceSearch.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';
import { replaceReferencePeriod } from './referenceStore.js';

// The tables of issue 9 (part 2, "More tables"): the levels of HS 2022 from the nomenclature the portal
// ships, and the procedure lists of the written sample, served by the same routes as every other table.
const PROCEDURE_TABLES = ['generalProcedure', 'requestedProcedure', 'previousProcedure', 'regimeType'];

let portal: TestPortal;

beforeAll(async () => {
  portal = await openTestPortal({
    prepare: async (database, today) => {
      const hs = readReferenceDataJson(REFERENCE_DATA_DIRECTORY, HS_NOMENCLATURE_FILE) as HsNomenclatureFile;
      const periods: FirstStartPeriod[] = [
        ...hsLevelPeriods(hs),
        ...samplePeriods(today).filter((period) => PROCEDURE_TABLES.includes(period.entity)),
      ];
      await database.transaction(async (transaction) => {
        for (const period of periods) {
          const definition = entityDefinition(period.entity);
          if (!definition) throw new Error(`no entity ${period.entity}`);
          await replaceReferencePeriod(transaction, {
            ...period,
            records: period.records.map((fields) => ({ key: recordKey(definition, fields), fields })),
          });
        }
      });
    },
  });
});
afterAll(() => portal.close());

type Records = { code: string; [field: string]: string | null }[];

const search = (entity: string, body: object) => referenceSearch(portal, entity, body);

async function codesFound(entity: string, body: object): Promise<string[]> {
  const { status, body: answer } = await search(entity, body);
  expect(status, JSON.stringify(answer)).toBe(200);
  return (answer.resultList as Records).map((record) => record.code);
}

const fullText = (value: string) => ({ restrictions: [{ field: '', operator: 'FULL_TEXT', value }] });

interface TableCase {
  readonly entity: string;
  /** A search by one of the table's own fields, and the codes it finds in default order. */
  readonly search: { readonly body: object; readonly codes: readonly string[] };
  /** A lookup key and what the record holds. */
  readonly lookup: { readonly key: string; readonly record: object };
  /** Free text and the codes it finds (first ones, in default order). */
  readonly fullText: { readonly text: string; readonly codes: readonly string[] };
}

const CASES: readonly TableCase[] = [
  {
    entity: 'section',
    // Sections come in their order, not in the order of their Roman numbers as text.
    search: { body: { max: 5 }, codes: ['I', 'II', 'III', 'IV', 'V'] },
    lookup: {
      key: 'XI',
      record: { code: 'XI', description: 'Textiles and textile articles', sectionNumber: '11' },
    },
    fullText: { text: 'textile', codes: ['XI'] },
  },
  {
    entity: 'chapter',
    search: {
      body: { restrictions: [{ field: 'sectionCode', operator: 'EQUALS', value: 'I' }] },
      codes: ['01', '02', '03', '04', '05'],
    },
    lookup: {
      key: '09',
      record: { description: 'Coffee, tea, mate and spices', sectionCode: 'II', validFromDate: '2022-01-01' },
    },
    fullText: { text: 'tea coffee', codes: ['09'] },
  },
  {
    entity: 'heading',
    search: {
      body: { restrictions: [{ field: 'chapterCode', operator: 'EQUALS', value: '01' }] },
      codes: ['0101', '0102', '0103', '0104', '0105', '0106'],
    },
    lookup: {
      key: '0101',
      record: { description: 'Horses, asses, mules and hinnies; live', chapterCode: '01' },
    },
    fullText: { text: 'live horses', codes: ['0101'] },
  },
  {
    entity: 'subHeading',
    search: {
      body: { restrictions: [{ field: 'headingCode', operator: 'EQUALS', value: '0101' }] },
      codes: ['010121', '010129', '010130', '010190'],
    },
    lookup: { key: '850440', record: { description: 'Electrical static converters', headingCode: '8504' } },
    fullText: { text: '0101', codes: ['010121', '010129', '010130', '010190'] },
  },
  {
    entity: 'hsCode',
    search: {
      body: { restrictions: [{ field: 'code', operator: 'STARTS_WITH', value: '01012' }] },
      codes: ['010121', '010129'],
    },
    lookup: { key: '847130', record: { chapterCode: '84', headingCode: '8471', validToDate: null } },
    fullText: { text: 'asses live', codes: ['010130'] },
  },
  {
    entity: 'generalProcedure',
    search: {
      body: { restrictions: [{ field: 'code', operator: 'IN', values: ['4', '7'] }] },
      codes: ['4', '7'],
    },
    lookup: { key: '4', record: { description: 'Home use', descriptionTranslated: 'দেশীয় ভোগ' } },
    fullText: { text: 'temporary', codes: ['2', '5'] },
  },
  {
    entity: 'requestedProcedure',
    search: {
      body: { restrictions: [{ field: 'generalProcedureCode', operator: 'EQUALS', value: '4' }] },
      codes: ['40'],
    },
    lookup: {
      key: '71',
      record: { description: 'Entry into a bonded warehouse', generalProcedureCode: '7' },
    },
    fullText: { text: 'temporary', codes: ['21', '23', '53'] },
  },
  {
    entity: 'previousProcedure',
    search: { body: { max: 2 }, codes: ['00', '21'] },
    lookup: { key: '00', record: { description: 'No previous procedure' } },
    fullText: { text: 'warehouse', codes: ['71'] },
  },
  {
    entity: 'regimeType',
    search: { body: { restrictions: [{ field: 'flow', operator: 'EQUALS', value: '1' }] }, codes: ['IM'] },
    lookup: { key: 'EX', record: { description: 'Export', flow: '0' } },
    fullText: { text: 'import', codes: ['IM'] },
  },
];

describe(`the tables of HS 2022 and of the procedures, on ${testDatabaseKind()}`, () => {
  it.each(CASES)('$entity: a search by its fields', async ({ entity, search: { body, codes } }) => {
    expect(await codesFound(entity, body)).toEqual(codes);
  });

  it.each(CASES)('$entity: a lookup, and a search by code EQUALS as clients send it', async (table) => {
    const response = await portal.inject({ url: `/rimm-server/${table.entity}/${table.lookup.key}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: table.lookup.key, ...table.lookup.record });
    const { body } = await search(table.entity, {
      restrictBy: 'AND',
      max: 1,
      selectFields: ['*'],
      restrictions: [{ field: 'code', operator: 'EQUALS', value: table.lookup.key }],
    });
    expect(body.resultList).toEqual([expect.objectContaining({ code: table.lookup.key })]);
    const missing = await portal.inject({ url: `/rimm-server/${table.entity}/ZZZ` });
    expect(missing.statusCode).toBe(404);
  });

  it.each(CASES)('$entity: FULL_TEXT by code or words', async ({ entity, fullText: expected }) => {
    const found = await codesFound(entity, { ...fullText(expected.text), max: 100 });
    expect(found).toEqual(expected.codes);
    expect((await search(entity, fullText(''))).body.totalCount).toBeGreaterThan(0);
  });

  it.each(CASES)('$entity: an unknown field or operator is a 400 naming it', async ({ entity }) => {
    const field = await search(entity, {
      restrictions: [{ field: 'taxRate', operator: 'EQUALS', value: '1' }],
    });
    expect(field.status).toBe(400);
    expect(field.body.problems).toEqual([
      expect.objectContaining({
        path: 'restrictions[0].field',
        params: expect.objectContaining({ field: 'taxRate' }),
      }),
    ]);
    const operator = await search(entity, {
      restrictions: [{ field: 'code', operator: 'LIKE', value: '1' }],
    });
    expect(operator.status).toBe(400);
    expect(operator.body.problems[0]).toMatchObject({ path: 'restrictions[0].operator' });
  });

  it('holds HS 2022: 21 sections, 96 chapters, 1,228 headings, 5,612 subheadings', async () => {
    const count = async (entity: string) => (await search(entity, { max: 1 })).body.totalCount as number;
    expect(await count('section')).toBe(21);
    expect(await count('chapter')).toBe(96);
    expect(await count('heading')).toBe(1228);
    expect(await count('subHeading')).toBe(5612);
    expect(await count('hsCode')).toBe(5612);
    // Before HS 2022 entered into force, none of it.
    const before = await search('chapter', { max: 1, meta: { validityDate: '2021-12-31' } });
    expect(before.body.totalCount).toBe(0);
  });

  it('says the HS levels are real data and the procedure lists sample', async () => {
    const response = await portal.inject({ url: '/api/data-sets' });
    const dataSets = response.json().dataSets as { entity: string; source: string; sample: boolean }[];
    const of = (entity: string) => dataSets.find((dataSet) => dataSet.entity === entity);
    for (const entity of ['section', 'chapter', 'heading', 'subHeading', 'hsCode']) {
      expect(of(entity), entity).toMatchObject({
        sample: false,
        source: expect.stringContaining('Harmonized System 2022'),
      });
    }
    for (const entity of PROCEDURE_TABLES) {
      expect(of(entity), entity).toMatchObject({ sample: true, source: SAMPLE_DATA_SOURCE });
    }
  });
});
