import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadHsStructure } from '../tariff/hsStructure.js';
import { storePeriod, storeReferenceFixtures } from '../testing/referenceFixtures.js';
import { referenceSearch, resultCodes } from '../testing/referenceSearch.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';

// The wire forms of deployed reference servers (issue 9; Costa Rica's ATENA guide), besides the portal's own.
let portal: TestPortal;

beforeAll(async () => {
  portal = await openTestPortal({
    prepare: async (database) => {
      await storeReferenceFixtures(database);
      // A later budget whose rates were written loosely, as a generic import may store them.
      await storePeriod(database, 'commodity', '2026-07-01', [
        { code: '01012100', description: 'Pure-bred breeding horses', tax01: '5', tax03: '12.5', tax04: '' },
      ]);
    },
  });
});
afterAll(() => portal.close());

const search = (entity: string, body: unknown) => referenceSearch(portal, entity, body);
const codes = resultCodes;

function fullText(value: string, field: string | null = '') {
  return { restrictions: [{ field, operator: 'FULL_TEXT', value }] };
}

/** The request body of the deployed servers' guide, as a script written against one sends it. */
const GUIDE_BODY = {
  restrictBy: 'AND',
  distinct: false,
  max: 1,
  offset: 0,
  meta: { operator: 'EQUALS', validityDate: '2025-11-23' },
  selectFields: ['*'],
  sortByFields: {},
  restrictions: [{ field: '', operator: 'FULL_TEXT', value: 'horses' }],
};

describe(`the request forms of deployed servers, on ${testDatabaseKind()}`, () => {
  it('answers the guide’s body with the best line first, every field selected', async () => {
    const { status, body } = await search('commodity', GUIDE_BODY);
    expect(status).toBe(200);
    expect(body.totalCount).toBe(2);
    // Ranked as the tariff search ranks: the shorter of two equal matches first, not code order.
    expect(codes(body)).toEqual(['01012900']);
    expect(body.resultList[0]).toMatchObject({
      code: '01012900',
      description: 'Other horses',
      validFromDate: '2025-07-01',
      // The later budget loaded in this file closes today's lines the day before it.
      validToDate: '2026-06-30',
    });
    expect(Object.keys(body.resultList[0])).toEqual(expect.arrayContaining(['tax20', 'hsCode', 'pr4']));
  });

  it('ranks FULL_TEXT on the tariff like the tariff search: every word first, typos found', async () => {
    expect(codes((await search('commodity', fullText('phone chargers'))).body)[0]).toBe('85044010');
    expect(codes((await search('commodity', fullText('chargrs'))).body)).toEqual(['85044010']);
    expect(codes((await search('commodity', fullText('8517', null))).body)).toEqual(['85171300']);
    expect(codes((await search('commodity', fullText('স্মার্টফোন', 'descriptionTranslated'))).body)).toEqual([
      '85171300',
    ]);
    // An order asked for replaces the ranking.
    const sorted = await search('commodity', { ...fullText('horses'), sortByFields: { code: 'ASC' } });
    expect(codes(sorted.body)).toEqual(['01012100', '01012900']);
  });

  it('matches FULL_TEXT word by word on other lists, and too short a text on the tariff', async () => {
    expect(codes((await search('bank', fullText('bank sonali'))).body)).toEqual(['SON']);
    expect(codes((await search('bank', fullText('PLC'))).body)).toEqual(['JAN', 'SON']);
    expect((await search('bank', fullText('ank'))).body.totalCount).toBe(0);
    expect(codes((await search('extendedProcedure', fullText('warehouse'))).body)).toEqual(['4071']);
    expect(codes((await search('commodity', fullText('8'))).body)).toEqual(['85044010', '85171300']);
  });

  it('matches every record with an empty FULL_TEXT and no field', async () => {
    const { status, body } = await search('commodity', fullText('', ''));
    expect(status).toBe(200);
    expect(body.totalCount).toBe(4);
    expect(
      (await search('bank', { restrictions: [{ operator: 'FULL_TEXT', value: '' }] })).body.totalCount,
    ).toBe(2);
  });

  it('takes valueTo for BETWEEN, and an empty one with any operator', async () => {
    const between = await search('commodity', {
      restrictions: [{ field: 'tax08', operator: 'BETWEEN', value: '50', valueTo: '60' }],
    });
    expect(codes(between.body)).toEqual(['85171300']);
    const empty = await search('commodity', {
      restrictions: [{ field: 'code', operator: 'STARTS_WITH', value: '0101', valueTo: '' }],
    });
    expect(empty.body.totalCount).toBe(2);
  });

  it('reads meta.operator beside meta.validityDate', async () => {
    const { status, body } = await search('commodity', {
      meta: { operator: 'EQUALS', validityDate: '2025-06-30' },
      selectFields: ['code', 'tax01'],
      restrictions: [{ field: 'code', operator: 'EQUALS', value: '01012100' }],
    });
    expect(status).toBe(200);
    expect(body.resultList).toEqual([{ code: '01012100', tax01: '5.00' }]);
  });

  // Deployed clients send their search's operator in meta on every call, a code search included (issue 28).
  it.each(['FULL_TEXT', 'EQUALS', 'STARTS_WITH', 'LESS_THAN', 'between', 'Empty'])(
    'reads meta.validityDate as the records in force that day with meta.operator %s',
    async (operator) => {
      const onDay = async (validityDate: string) =>
        search('commodity', {
          meta: { operator, validityDate },
          selectFields: ['code', 'tax01'],
          restrictions: [{ field: 'code', operator: 'EQUALS', value: '01012100' }],
        });
      expect(await onDay('2025-06-30')).toEqual({
        status: 200,
        body: { resultList: [{ code: '01012100', tax01: '5.00' }], totalCount: 1 },
      });
      expect((await onDay('2025-11-23')).body.resultList).toEqual([{ code: '01012100', tax01: '1.00' }]);
    },
  );

  it('takes meta.operator on a bulk fetch too, and refuses a word that names no operator', async () => {
    const bulk = (meta: object) =>
      portal.inject({
        method: 'POST',
        url: '/rimm-server/commodity/bulk',
        payload: { codes: ['01012100'], meta },
      });
    const found = await bulk({ operator: 'FULL_TEXT', validityDate: '2025-11-23' });
    expect(found.statusCode).toBe(200);
    expect(found.json().resultList).toEqual([expect.objectContaining({ code: '01012100', tax01: '1.00' })]);
    const refused = await bulk({ operator: 'ON_OR_BEFORE', validityDate: '2025-11-23' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_REQUEST',
      problems: [{ path: 'meta.operator', code: 'UNKNOWN_OPERATOR', params: { operator: 'ON_OR_BEFORE' } }],
    });
  });

  it('sorts by a {field: order} map, by none with {}, and by a list of {field, order}', async () => {
    expect(codes((await search('bank', { sortByFields: { code: 'DESC' } })).body)).toEqual(['SON', 'JAN']);
    expect(codes((await search('bank', { sortByFields: {} })).body)).toEqual(['JAN', 'SON']);
    expect(
      codes((await search('bank', { sortByFields: [{ field: 'description', order: 'DESC' }] })).body),
    ).toEqual(['SON', 'JAN']);
  });

  it('answers a lookup by code EQUALS and max 1, and an unknown code with an empty list', async () => {
    const lookup = { max: 1, restrictions: [{ field: 'code', operator: 'EQUALS', value: '85171300' }] };
    const found = await search('commodity', lookup);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ totalCount: 1, resultList: [{ code: '85171300', tax01: '25.00' }] });
    const procedure = await search('extendedProcedure', {
      ...lookup,
      restrictions: [{ field: 'code', operator: 'EQUALS', value: '4071' }],
    });
    expect(procedure.body.resultList).toEqual([expect.objectContaining({ previousProcedureCode: '71' })]);
    const missing = await search('commodity', {
      ...lookup,
      restrictions: [{ field: 'code', operator: 'EQUALS', value: '99999999' }],
    });
    expect(missing).toEqual({ status: 200, body: { resultList: [], totalCount: 0 } });
  });
});

describe('what stays refused', () => {
  it.each([
    ['a misspelt part of the body', { restriction: [] }, 'restriction', 'UNKNOWN_PROPERTY'],
    [
      'a misspelt part of a restriction',
      { restrictions: [{ field: 'code', operator: 'EQUALS', value: '01', valeu: '02' }] },
      'restrictions[0].valeu',
      'UNKNOWN_PROPERTY',
    ],
    ['an unknown part of meta', { meta: { validity: '2025-01-01' } }, 'meta.validity', 'UNKNOWN_PROPERTY'],
    [
      'a meta.operator that names no operator',
      { meta: { operator: 'LIKE' } },
      'meta.operator',
      'UNKNOWN_OPERATOR',
    ],
    [
      'a valueTo with another operator than BETWEEN',
      { restrictions: [{ field: 'code', operator: 'EQUALS', value: '01', valueTo: '02' }] },
      'restrictions[0].valueTo',
      'UNEXPECTED_VALUE_TO',
    ],
    [
      'an empty field where one is needed',
      { restrictions: [{ field: '', operator: 'EQUALS', value: '01' }] },
      'restrictions[0].field',
      'MISSING_FIELD',
    ],
    [
      'a name every object has, as a field',
      { restrictions: [{ field: 'constructor', operator: 'CONTAINS', value: 'x' }] },
      'restrictions[0].field',
      'UNKNOWN_FIELD',
    ],
    [
      'a name every object has, as a sort',
      { sortByFields: { toString: 'ASC' } },
      'sortByFields.toString',
      'UNKNOWN_FIELD',
    ],
    ['an unknown field beside *', { selectFields: ['*', 'colour'] }, 'selectFields[1]', 'UNKNOWN_FIELD'],
    [
      'an unknown field in a sort map',
      { sortByFields: { colour: 'ASC' } },
      'sortByFields.colour',
      'UNKNOWN_FIELD',
    ],
    ['an order that is not one', { sortByFields: { code: 'UP' } }, 'sortByFields.code', 'INVALID_SORT_ORDER'],
    [
      'an unknown operator',
      { restrictions: [{ field: '', operator: 'FULLTEXT', value: 'x' }] },
      'restrictions[0].operator',
      'UNKNOWN_OPERATOR',
    ],
  ])('refuses %s with a 400 naming it', async (_name, body, path, code) => {
    const { status, body: answer } = await search('commodity', body);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ statusCode: 400, code: 'INVALID_REQUEST' });
    expect(answer.problems).toEqual(expect.arrayContaining([expect.objectContaining({ path, code })]));
  });
});

describe('the record names of deployed servers', () => {
  it('sends every record with its validity, null while open-ended', async () => {
    const { body } = await search('bank', {});
    expect(body.resultList[0]).toEqual({
      code: 'JAN',
      description: 'Janata Bank PLC',
      descriptionTranslated: 'জনতা ব্যাংক পিএলসি',
      address1: null,
      address1Translated: null,
      address2: null,
      address2Translated: null,
      validFromDate: '2020-01-01',
      validToDate: null,
    });
    const closed = await search('commodity', {
      restrictions: [{ field: 'code', operator: 'EQUALS', value: '85044010' }],
      meta: { validityDate: '2025-01-01' },
    });
    expect(closed.body.resultList[0]).toMatchObject({
      validFromDate: '2024-07-01',
      validToDate: '2025-06-30',
    });
  });

  it('sends a tariff line with tax01…tax20 as exact decimal strings or null', async () => {
    const { body } = await search('commodity', {
      restrictions: [{ field: 'code', operator: 'EQUALS', value: '85044010' }],
    });
    const [line] = body.resultList;
    expect(line).toMatchObject({ tax01: '15.00', tax08: '61.80', tax02: null, tax20: null });
    const loose = await search('commodity', { meta: { validityDate: '2026-07-01' }, selectFields: ['*'] });
    expect(loose.body.resultList).toEqual([
      expect.objectContaining({ tax01: '5.00', tax03: '12.50', tax04: null, validToDate: null }),
    ]);
  });

  it('sends a tariff line with its chapter, heading and subheading', async () => {
    // The HS texts the portal ships (Animals; live …).
    const hs = loadHsStructure();
    expect(hs.chapters['01']).toMatch(/animals/i);
    const { body } = await search('commodity', {
      restrictions: [{ field: 'code', operator: 'EQUALS', value: '01012100' }],
    });
    expect(body.resultList[0]).toMatchObject({
      chapterCode: '01',
      chapterDescription: hs.chapters['01'],
      headingCode: '0101',
      headingDescription: hs.headings['0101'],
      subHeadingCode: '010121',
    });
    // The subheading's HS text, where the portal ships the subheadings' texts; null otherwise.
    expect(body.resultList[0]).toHaveProperty('subHeadingDescription');
    const byHeading = await search('commodity', {
      restrictions: [{ field: 'headingCode', operator: 'EQUALS', value: '8517' }],
      selectFields: ['code', 'headingDescription'],
    });
    expect(codes(byHeading.body)).toEqual(['85171300']);
  });

  it('keeps the tariff screens’ view, with named tax columns, on top of the same records', async () => {
    const response = await portal.inject({ method: 'GET', url: '/api/tariff/search?q=8504' });
    expect(response.statusCode).toBe(200);
    expect(response.json().lines[0]).toMatchObject({
      code: '85044010',
      taxCodes: [
        { name: 'CD', value: '15.00' },
        { name: 'TTI', value: '61.80' },
      ],
    });
    const record = await portal.inject({ method: 'GET', url: '/rimm-server/commodity/85044010' });
    expect(record.json()).toMatchObject({
      code: '85044010',
      tax02: null,
      chapterCode: '85',
      validToDate: '2026-06-30',
    });
  });
});

describe('the OpenAPI document', () => {
  it('shows the portal’s form and the deployed servers’ form of a search', async () => {
    const document = (await portal.inject({ method: 'GET', url: '/docs/json' })).json();
    const body = document.paths['/rimm-server/{entity}/search'].post.requestBody.content['application/json'];
    const text = JSON.stringify(body);
    // Both example bodies, and both forms of sortByFields (a list, a map).
    expect(text).toContain('"STARTS_WITH"');
    expect(text).toContain('"FULL_TEXT"');
    expect(text).toContain('"selectFields":["*"]');
    const sortForms = body.schema.properties.sortByFields.anyOf.map((form: { type: string }) => form.type);
    expect(sortForms).toEqual(['array', 'object']);
    expect(body.schema.properties.meta.properties).toHaveProperty('operator');
  });
});
