import { ENTITY_NAMES, REFERENCE_SEARCH_LIMITS } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceSearch, resultCodes } from '../testing/referenceSearch.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';
import { storePeriod, storeReferenceFixtures } from '../testing/referenceFixtures.js';

let portal: TestPortal;

beforeAll(async () => {
  portal = await openTestPortal({ prepare: storeReferenceFixtures });
});
afterAll(() => portal.close());

const search = (entity: string, body: unknown) => referenceSearch(portal, entity, body);
const codes = resultCodes;

describe(`POST /rimm-server/{entity}/search on ${testDatabaseKind()}`, () => {
  it('answers every record valid today, by code, with the default selection', async () => {
    const { status, body } = await search('commodity', {});
    expect(status).toBe(200);
    expect(body.totalCount).toBe(4);
    expect(codes(body)).toEqual(['01012100', '01012900', '85044010', '85171300']);
    expect(Object.keys(body.resultList[0])).toEqual(
      expect.arrayContaining([
        'code',
        'description',
        'descriptionTranslated',
        'tax01',
        'tax20',
        'hsCode',
        'pr4',
      ]),
    );
    // Every record carries its validity, as deployed servers send it.
    expect(body.resultList[0]).toMatchObject({ validFromDate: '2025-07-01', validToDate: null });
  });

  it('searches as of a past date, finding what was valid then', async () => {
    const { body } = await search('commodity', {
      selectFields: ['code', 'tax01', 'validFromDate', 'validToDate'],
      restrictions: [{ field: 'code', operator: 'STARTS_WITH', value: '0101' }],
      meta: { validityDate: '2025-06-30' },
    });
    expect(body).toEqual({
      totalCount: 1,
      resultList: [
        { code: '01012100', tax01: '5.00', validFromDate: '2024-07-01', validToDate: '2025-06-30' },
      ],
    });
  });

  it('combines restrictions with OR by default and AND when asked', async () => {
    const restrictions = [
      { field: 'code', operator: 'STARTS_WITH', value: '8504' },
      { field: 'description', operator: 'CONTAINS', value: 'HORSES' },
    ];
    expect(codes((await search('commodity', { restrictions })).body)).toEqual([
      '01012100',
      '01012900',
      '85044010',
    ]);
    expect((await search('commodity', { restrictions, restrictBy: 'AND' })).body.totalCount).toBe(0);
  });

  it('pages and sorts', async () => {
    const { body } = await search('commodity', {
      max: 2,
      offset: 1,
      sortByFields: [{ field: 'tax08', order: 'DESC' }],
    });
    expect(body.totalCount).toBe(4);
    expect(codes(body)).toEqual(['85171300', '01012900']);
    const map = await search('commodity', { max: 1, sortByFields: { description: 'ASC' } });
    expect(codes(map.body)).toEqual(['85044010']);
  });

  it('reads search text as a code prefix or words, in the translated description when asked', async () => {
    expect(
      codes(
        (await search('commodity', { restrictions: [{ field: '', operator: 'FULL_TEXT', value: '8517' }] }))
          .body,
      ),
    ).toEqual(['85171300']);
    expect(
      codes(
        (
          await search('commodity', {
            restrictions: [{ field: 'descriptionTranslated', operator: 'FULL_TEXT', value: 'স্মার্ট' }],
          })
        ).body,
      ),
    ).toEqual(['85171300']);
    expect(
      codes((await search('bank', { restrictions: [{ operator: 'FULL_TEXT', value: 'jan' }] })).body),
    ).toEqual(['JAN']);
  });

  it('sorts a model of declaration by general procedure, then code', async () => {
    const { body } = await search('modelOfDeclaration', {});
    expect(
      body.resultList.map(
        (record: { code: string; generalProcedureCode: string }) =>
          `${record.code}-${record.generalProcedureCode}`,
      ),
    ).toEqual(['EX-1', 'IM-4', 'IM-7']);
  });

  it('sorts extended procedures by requested procedure', async () => {
    expect(codes((await search('extendedProcedure', {})).body)).toEqual(['1000', '4000', '4071']);
  });

  it('accepts the forms deployed clients send', async () => {
    const { status, body } = await search('commodity', {
      restrictBy: 'AND',
      distinct: false,
      max: 1,
      offset: 0,
      selectFields: ['*'],
      sortByFields: {},
      restrictions: [{ field: 'code', operator: 'EQUALS', value: '01012900', valueTo: '' }],
      meta: { operator: 'EQUALS', validityDate: '2025-11-23' },
    });
    expect(status).toBe(200);
    expect(body.resultList[0]).toMatchObject({ code: '01012900', validToDate: null, tax01: '5.00' });
  });

  it('answers an unknown code with an empty list, not an error', async () => {
    const { status, body } = await search('commodity', {
      restrictions: [{ field: 'code', operator: 'EQUALS', value: '99999999' }],
    });
    expect(status).toBe(200);
    expect(body).toEqual({ resultList: [], totalCount: 0 });
  });

  it('sees new data at once after a change through this process', async () => {
    await storePeriod(portal.database, 'containerType', '2020-01-01', [
      { code: '22G1', description: '20 ft general purpose' },
    ]);
    await portal.cache.refreshVersions();
    expect(codes((await search('containerType', {})).body)).toEqual(['22G1']);
  });
});

describe('bad searches', () => {
  it.each([
    [
      'an unknown field',
      { restrictions: [{ field: 'colour', operator: 'EQUALS', value: 'red' }] },
      'restrictions[0].field',
      'UNKNOWN_FIELD',
    ],
    ['an unknown select field', { selectFields: ['colour'] }, 'selectFields[0]', 'UNKNOWN_FIELD'],
    ['an unknown sort field', { sortByFields: [{ field: 'colour' }] }, 'sortByFields[0]', 'UNKNOWN_FIELD'],
    [
      'an unknown operator',
      { restrictions: [{ field: 'code', operator: 'LIKE', value: '01' }] },
      'restrictions[0].operator',
      'UNKNOWN_OPERATOR',
    ],
    [
      'a missing value',
      { restrictions: [{ field: 'code', operator: 'STARTS_WITH' }] },
      'restrictions[0].value',
      'MISSING_VALUE',
    ],
    [
      'a missing valueTo',
      { restrictions: [{ field: 'tax01', operator: 'BETWEEN', value: '1' }] },
      'restrictions[0].valueTo',
      'MISSING_VALUE_TO',
    ],
    [
      'a number that is not one',
      { restrictions: [{ field: 'tax01', operator: 'GREATER_THAN', value: 'lots' }] },
      'restrictions[0].value',
      'INVALID_NUMBER',
    ],
    ['a malformed date', { meta: { validityDate: '23/11/2025' } }, 'meta.validityDate', 'INVALID_DATE'],
    ['a max over the cap', { max: REFERENCE_SEARCH_LIMITS.maxCap + 1 }, 'max', 'INVALID_VALUE'],
    ['a negative offset', { offset: -1 }, 'offset', 'INVALID_VALUE'],
    ['restrictions that are not objects', { restrictions: 'code=1' }, 'restrictions[0]', 'INVALID_VALUE'],
    [
      'a restriction without operator',
      { restrictions: [{ field: 'code' }] },
      'restrictions[0].operator',
      'MISSING_FIELD',
    ],
  ])('refuses %s with 400 naming the field', async (_name, body, path, code) => {
    const { status, body: answer } = await search('commodity', body);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ statusCode: 400, code: 'INVALID_REQUEST' });
    expect(answer.problems).toEqual(expect.arrayContaining([expect.objectContaining({ path, code })]));
  });

  it('answers an unknown entity with 404', async () => {
    const { status, body } = await search('spaceship', {});
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'UNKNOWN_ENTITY' });
  });

  it('refuses a malformed body, a wrong media type and an oversized body without a 500', async () => {
    const malformed = await portal.inject({
      method: 'POST',
      url: '/rimm-server/commodity/search',
      headers: { 'content-type': 'application/json' },
      payload: '{"max": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'MALFORMED_BODY' });
    const text = await portal.inject({
      method: 'POST',
      url: '/rimm-server/commodity/search',
      headers: { 'content-type': 'text/plain' },
      payload: 'max=1',
    });
    expect(text.statusCode).toBe(400);
    const xml = await portal.inject({
      method: 'POST',
      url: '/rimm-server/commodity/search',
      headers: { 'content-type': 'application/xml' },
      payload: '<max>1</max>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const huge = await portal.inject({
      method: 'POST',
      url: '/rimm-server/commodity/search',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    const array = await portal.inject({
      method: 'POST',
      url: '/rimm-server/commodity/search',
      payload: [1, 2] as unknown as object,
    });
    expect(array.statusCode).toBe(400);
  });
});

describe('GET /rimm-server/{entity}/{code}', () => {
  async function get(url: string) {
    const response = await portal.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  }

  it('answers the record valid today, or on the date asked', async () => {
    expect((await get('/rimm-server/commodity/01012100')).body).toMatchObject({
      code: '01012100',
      tax01: '1.00',
    });
    expect((await get('/rimm-server/commodity/01012100?validityDate=2024-12-01')).body).toMatchObject({
      tax01: '5.00',
      validToDate: '2025-06-30',
    });
  });

  it('looks up an extended procedure as 40/71, an SRO by CPC3, a model as IM-4', async () => {
    expect((await get('/rimm-server/extendedProcedure/40/71')).body).toMatchObject({
      code: '4071',
      previousProcedureCode: '71',
    });
    expect((await get('/rimm-server/sro/101')).body).toMatchObject({ code: 'SRO-119' });
    expect((await get('/rimm-server/modelOfDeclaration/IM-4')).body).toMatchObject({
      description: 'Import for home use',
    });
  });

  it('includes the sub-entity lists of a record', async () => {
    const { body } = await get('/rimm-server/bank/SON');
    expect(body.bankBranches.map((branch: { code: string }) => branch.code)).toEqual(['0001', '0002']);
    expect((await get('/rimm-server/bankBranches/SON/0002')).body).toMatchObject({
      description: 'Agrabad, Chattogram',
    });
  });

  it('answers 404 JSON for a code with no record valid on the date', async () => {
    const missing = await get('/rimm-server/commodity/99999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'RECORD_NOT_FOUND' });
    expect((await get('/rimm-server/commodity/01012900?validityDate=2025-01-01')).status).toBe(404);
    expect((await get('/rimm-server/spaceship/1')).body).toMatchObject({ code: 'UNKNOWN_ENTITY' });
    const badDate = await get('/rimm-server/commodity/01012900?validityDate=2025-02-30');
    expect(badDate.status).toBe(400);
    expect(badDate.body.problems[0]).toMatchObject({ path: 'validityDate', code: 'INVALID_DATE' });
  });
});

describe('POST /rimm-server/{entity}/bulk', () => {
  it('answers many codes at once and lists those not found', async () => {
    const response = await portal.inject({
      method: 'POST',
      url: '/rimm-server/commodity/bulk',
      payload: {
        codes: ['85171300', '00000000', '01012100', '85171300'],
        meta: { validityDate: '2025-11-23' },
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.resultList.map((record: { code: string }) => record.code)).toEqual(['85171300', '01012100']);
    expect(body.notFound).toEqual(['00000000']);
  });

  it('refuses an empty or oversized list', async () => {
    const empty = await portal.inject({
      method: 'POST',
      url: '/rimm-server/commodity/bulk',
      payload: { codes: [] },
    });
    expect(empty.statusCode).toBe(400);
    const many = Array.from({ length: REFERENCE_SEARCH_LIMITS.bulkCodesCap + 1 }, (_, index) =>
      String(index),
    );
    const huge = await portal.inject({
      method: 'POST',
      url: '/rimm-server/commodity/bulk',
      payload: { codes: many },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().problems[0].path).toBe('codes');
  });
});

describe('the rest of the API', () => {
  it('reports health with the database', async () => {
    const response = await portal.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      // Opened in a browser, a JSON answer may run and load nothing.
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: { kind: testDatabaseKind(), reachable: true },
    });
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await portal.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/rimm-server/{entity}/search', '/rimm-server/{entity}/bulk', '/health']),
    );
    // The entity parameter names every served table, those of the catalog alone.
    const search = document.paths['/rimm-server/{entity}/search'].post;
    const entity = search.parameters.find((parameter: { name: string }) => parameter.name === 'entity');
    expect(entity.description).toBe(`One of: ${ENTITY_NAMES.join(', ')}.`);
    expect(entity.description).toMatch(/\bsubHeading\b.*\bregimeType\b/);
    const ui = await portal.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  it('lists the entities and their fields', async () => {
    const response = await portal.inject({ method: 'GET', url: '/rimm-server/' });
    expect(response.json().map((entity: { name: string }) => entity.name)).toEqual(
      expect.arrayContaining(['commodity', 'sro', 'bankBranches']),
    );
    expect(response.json().map((entity: { name: string }) => entity.name)).toEqual(ENTITY_NAMES);
    expect(ENTITY_NAMES).toEqual(
      expect.arrayContaining([
        ...['section', 'chapter', 'heading', 'subHeading', 'hsCode'],
        ...['generalProcedure', 'requestedProcedure', 'previousProcedure', 'regimeType'],
      ]),
    );
  });

  it('answers an unknown route with a 404 problem', async () => {
    const response = await portal.inject({ method: 'GET', url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});

describe('any body at all', () => {
  it('never makes the service answer 500', async () => {
    // Deterministic junk: every slot of a search body filled with values of every JSON type.
    const junk: unknown[] = [
      null,
      true,
      0,
      -1,
      1.5,
      1e308,
      '',
      'x',
      '%',
      "'; drop table reference_record; --",
      [],
      [1],
      {},
      { a: 1 },
      'x'.repeat(2000),
    ];
    const slots = [
      'max',
      'offset',
      'distinct',
      'restrictBy',
      'selectFields',
      'restrictions',
      'sortByFields',
      'meta',
    ];
    const restrictionSlots = ['field', 'operator', 'value', 'values', 'valueTo'];
    // Names every object has, and the operators and forms of deployed clients, go in the slots too.
    junk.push('constructor', '__proto__', 'toString', 'FULL_TEXT', 'EQUALS', '*', { code: 'ASC' });
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const any = () => junk[Math.floor(next() * junk.length)];
    for (let trial = 0; trial < 300; trial += 1) {
      const body: Record<string, unknown> = {};
      for (const slot of slots) if (next() < 0.4) body[slot] = any();
      if (next() < 0.5) {
        const restriction: Record<string, unknown> = { field: 'code', operator: 'EQUALS', value: '01' };
        for (const slot of restrictionSlots) if (next() < 0.4) restriction[slot] = any();
        body.restrictions = [restriction];
      }
      if (next() < 0.2) body.meta = { validityDate: any(), ...(next() < 0.5 ? { operator: any() } : {}) };
      // Mostly the tariff, whose fixtures are richest; then any served table, or any name at all.
      const roll = next();
      const entity =
        roll < 0.6
          ? 'commodity'
          : roll < 0.9
            ? (ENTITY_NAMES[Math.floor(next() * ENTITY_NAMES.length)] ?? 'commodity')
            : String(any());
      const response = await portal.inject({
        method: 'POST',
        url: `/rimm-server/${encodeURIComponent(entity)}/search`,
        payload: body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(response.json()).toBeTypeOf('object');
    }
  });
});

describe('GET /api/data-sets', () => {
  it('shows the period in force today, not a later one loaded early', async () => {
    await storePeriod(portal.database, 'meansOfPayment', '2025-07-01', [
      { code: 'LC', description: 'Letter of credit' },
    ]);
    await storePeriod(portal.database, 'meansOfPayment', '2026-07-01', [
      { code: 'LC', description: 'Letter of credit' },
    ]);
    const response = await portal.inject({ method: 'GET', url: '/api/data-sets' });
    const payment = response
      .json()
      .dataSets.find((dataSet: { entity: string }) => dataSet.entity === 'meansOfPayment');
    expect(payment).toMatchObject({ validFrom: '2025-07-01', sample: false });
  });
});
