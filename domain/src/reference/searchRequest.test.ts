import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../calendar/isoDate.js';
import { entityDefinition, type EntityDefinition } from './entityCatalog.js';
import { REFERENCE_SEARCH_LIMITS } from './referenceSearchLimits.js';
import type { ReferenceSearchBody } from './referenceSearchSchemas.js';
import { SEARCH_OPERATORS } from './searchOperators.js';
import { searchRequestFromBody } from './searchRequest.js';

const TODAY = '2025-11-23' as IsoDate;
const commodity = entityDefinition('commodity') as EntityDefinition;
const modelOfDeclaration = entityDefinition('modelOfDeclaration') as EntityDefinition;

function read(body: ReferenceSearchBody, definition = commodity) {
  return searchRequestFromBody(definition, body, TODAY);
}

function problemsOf(body: ReferenceSearchBody, definition = commodity) {
  const result = read(body, definition);
  if (result.ok) throw new Error('expected problems');
  return result.problems;
}

describe('searchRequestFromBody defaults', () => {
  it('searches code IS_NOT_NULL, sorted by code, as of today, with the default page', () => {
    const result = read({});
    expect(result).toEqual({
      ok: true,
      request: {
        max: REFERENCE_SEARCH_LIMITS.defaultMax,
        offset: 0,
        restrictBy: 'OR',
        selectFields: commodity.selectedFields,
        restrictions: [{ field: 'code', operator: 'IS_NOT_NULL', value: null, values: [], valueTo: null }],
        sortBy: [{ field: 'code', order: 'ASC' }],
        sortByRequested: false,
        validityDate: TODAY,
      },
    });
  });

  it('sorts a model of declaration by general procedure, then code', () => {
    const result = read({}, modelOfDeclaration);
    expect(result.ok && result.request.sortBy).toEqual([
      { field: 'generalProcedureCode', order: 'ASC' },
      { field: 'code', order: 'ASC' },
    ]);
  });

  it('reads every sort form clients send', () => {
    const forms: ReferenceSearchBody['sortByFields'][] = [
      [{ field: 'description', order: 'desc' }],
      { description: 'DESC' },
    ];
    for (const sortByFields of forms) {
      const result = read({ sortByFields });
      expect(result.ok && result.request.sortBy).toEqual([{ field: 'description', order: 'DESC' }]);
    }
    const plain = read({ sortByFields: ['hsCode'] });
    expect(plain.ok && plain.request.sortBy).toEqual([{ field: 'hsCode', order: 'ASC' }]);
    const none = read({ sortByFields: {} });
    expect(none.ok && none.request.sortBy).toEqual([{ field: 'code', order: 'ASC' }]);
  });

  it('selects every field with *', () => {
    const result = read({ selectFields: ['*'] });
    expect(result.ok && result.request.selectFields).toEqual(Object.keys(commodity.fields));
  });

  it('reads numbers and booleans sent as values as their text', () => {
    const result = read({ restrictions: [{ field: 'tax01', operator: 'EQUALS', value: 25 }] });
    expect(result.ok && result.request.restrictions[0]?.value).toBe('25');
  });

  it('lets FULL_TEXT name no field, searching the description', () => {
    const result = read({ restrictions: [{ field: '', operator: 'FULL_TEXT', value: 'horse' }] });
    expect(result.ok && result.request.restrictions[0]?.field).toBe('description');
  });
});

describe('searchRequestFromBody problems', () => {
  it('names an unknown field wherever it appears', () => {
    expect(problemsOf({ restrictions: [{ field: 'colour', operator: 'EQUALS', value: 'x' }] })).toEqual([
      expect.objectContaining({ path: 'restrictions[0].field', code: 'UNKNOWN_FIELD' }),
    ]);
    expect(problemsOf({ selectFields: ['code', 'colour'] })[0]).toMatchObject({
      path: 'selectFields[1]',
      code: 'UNKNOWN_FIELD',
    });
    expect(problemsOf({ sortByFields: [{ field: 'colour' }] })[0]).toMatchObject({
      path: 'sortByFields[0]',
      code: 'UNKNOWN_FIELD',
    });
    expect(problemsOf({ sortByFields: { colour: 'ASC' } })[0]?.path).toBe('sortByFields.colour');
    // Names every object has are no fields either.
    for (const field of ['constructor', '__proto__', 'toString']) {
      expect(problemsOf({ restrictions: [{ field, operator: 'CONTAINS', value: 'x' }] })[0]?.code).toBe(
        'UNKNOWN_FIELD',
      );
      expect(problemsOf({ selectFields: [field] })[0]?.code).toBe('UNKNOWN_FIELD');
    }
  });

  it('refuses unknown operators, missing operands and bad orders', () => {
    expect(problemsOf({ restrictions: [{ field: 'code', operator: 'LIKE', value: 'x' }] })[0]?.code).toBe(
      'UNKNOWN_OPERATOR',
    );
    expect(problemsOf({ restrictions: [{ field: 'code', operator: 'EQUALS' }] })[0]?.code).toBe(
      'MISSING_VALUE',
    );
    expect(problemsOf({ restrictions: [{ field: 'code', operator: 'IN', values: [] }] })[0]?.code).toBe(
      'MISSING_VALUES',
    );
    expect(
      problemsOf({ restrictions: [{ field: 'code', operator: 'BETWEEN', value: '01' }] })[0],
    ).toMatchObject({ path: 'restrictions[0].valueTo', code: 'MISSING_VALUE_TO' });
    expect(problemsOf({ sortByFields: [{ field: 'code', order: 'UP' }] })[0]?.code).toBe(
      'INVALID_SORT_ORDER',
    );
    expect(problemsOf({ restrictBy: 'XOR' })[0]?.code).toBe('INVALID_RESTRICT_BY');
  });

  it('refuses values of the wrong type for the field', () => {
    expect(
      problemsOf({ restrictions: [{ field: 'tax01', operator: 'GREATER_THAN', value: 'ten' }] })[0],
    ).toMatchObject({
      code: 'INVALID_NUMBER',
    });
    expect(
      problemsOf({
        restrictions: [{ field: 'validFromDate', operator: 'LESS_THAN', value: '2025/07/01' }],
      })[0],
    ).toMatchObject({ code: 'INVALID_DATE' });
    expect(
      problemsOf({ restrictions: [{ field: 'tax01', operator: 'IN', values: ['5', 'x'] }] })[0]?.path,
    ).toBe('restrictions[0].values[1]');
    expect(problemsOf({ meta: { validityDate: '2025-02-30' } })[0]).toMatchObject({
      path: 'meta.validityDate',
      code: 'INVALID_DATE',
    });
  });

  it('refuses over-long values and lists', () => {
    const long = 'x'.repeat(REFERENCE_SEARCH_LIMITS.valueLengthCap + 1);
    expect(
      problemsOf({ restrictions: [{ field: 'description', operator: 'CONTAINS', value: long }] })[0]?.code,
    ).toBe('VALUE_TOO_LONG');
    const many = Array.from({ length: REFERENCE_SEARCH_LIMITS.valuesCap + 1 }, (_, index) => String(index));
    expect(problemsOf({ restrictions: [{ field: 'code', operator: 'IN', values: many }] })[0]?.code).toBe(
      'TOO_MANY_VALUES',
    );
  });

  it('reports every problem at once', () => {
    expect(
      problemsOf({
        restrictBy: 'XOR',
        restrictions: [
          { field: 'nope', operator: 'EQUALS', value: 'x' },
          { field: 'code', operator: 'WHATEVER', value: 'x' },
        ],
      }),
    ).toHaveLength(3);
  });
});

describe('searchRequestFromBody and the forms deployed clients send', () => {
  it('reads the body of the deployed servers’ guide', () => {
    const result = read({
      restrictBy: 'AND',
      distinct: false,
      max: 1,
      offset: 0,
      meta: { operator: 'EQUALS', validityDate: '2025-07-01' },
      selectFields: ['*'],
      sortByFields: {},
      restrictions: [{ field: '', operator: 'FULL_TEXT', value: 'horses' }],
    });
    expect(result).toMatchObject({
      ok: true,
      request: {
        max: 1,
        restrictBy: 'AND',
        selectFields: Object.keys(commodity.fields),
        restrictions: [{ field: 'description', operator: 'FULL_TEXT', value: 'horses' }],
        sortBy: commodity.defaultSort,
        sortByRequested: false,
        validityDate: '2025-07-01',
      },
    });
  });

  it('lets FULL_TEXT name its field as "", null or not at all', () => {
    for (const field of ['', null, undefined, '  ']) {
      const result = read({ restrictions: [{ field, operator: 'FULL_TEXT', value: '' }] });
      expect(result.ok && result.request.restrictions[0]?.field).toBe('description');
    }
    expect(problemsOf({ restrictions: [{ field: '', operator: 'EQUALS', value: '01' }] })[0]).toMatchObject({
      path: 'restrictions[0].field',
      code: 'MISSING_FIELD',
    });
  });

  it('reads valueTo for BETWEEN only, and an empty one anywhere', () => {
    expect(read({ restrictions: [{ field: 'code', operator: 'EQUALS', value: '01', valueTo: '' }] }).ok).toBe(
      true,
    );
    expect(
      read({ restrictions: [{ field: 'code', operator: 'EQUALS', value: '01', valueTo: null }] }).ok,
    ).toBe(true);
    expect(
      problemsOf({ restrictions: [{ field: 'code', operator: 'EQUALS', value: '01', valueTo: '02' }] })[0],
    ).toMatchObject({ path: 'restrictions[0].valueTo', code: 'UNEXPECTED_VALUE_TO' });
  });

  it('reads any operator in meta.operator, in any case, and refuses a word that is none', () => {
    for (const operator of [...SEARCH_OPERATORS, 'equals', 'Full_Text', ' between ', '']) {
      const result = read({ meta: { operator, validityDate: '2025-07-01' } });
      expect(result.ok && result.request.validityDate).toBe('2025-07-01');
    }
    expect(problemsOf({ meta: { operator: 'LIKE', validityDate: '2025-07-01' } })).toEqual([
      expect.objectContaining({
        path: 'meta.operator',
        code: 'UNKNOWN_OPERATOR',
        params: { operator: 'LIKE' },
      }),
    ]);
  });

  it('still names an unknown field beside *', () => {
    expect(problemsOf({ selectFields: ['*', 'colour'] })).toEqual([
      expect.objectContaining({ path: 'selectFields[1]', code: 'UNKNOWN_FIELD' }),
    ]);
  });

  it('knows whether an order was asked for', () => {
    for (const sortByFields of [undefined, {}, []] as ReferenceSearchBody['sortByFields'][]) {
      const result = read({ ...(sortByFields ? { sortByFields } : {}) });
      expect(result.ok && result.request.sortByRequested).toBe(false);
    }
    for (const sortByFields of [{ code: 'ASC' }, ['code']] as ReferenceSearchBody['sortByFields'][]) {
      const result = read({ sortByFields });
      expect(result.ok && result.request.sortByRequested).toBe(true);
    }
  });

  it('names a part of the body it does not read, rather than ignoring it', () => {
    const problems = problemsOf({
      restriction: [],
      meta: { validityDate: '2025-07-01', date: '2025-07-01' },
      restrictions: [{ field: 'code', operator: 'EQUALS', value: '01', fields: 'x' }],
    } as unknown as ReferenceSearchBody);
    expect(problems.map((problem) => [problem.path, problem.code])).toEqual([
      ['restriction', 'UNKNOWN_PROPERTY'],
      ['meta.date', 'UNKNOWN_PROPERTY'],
      ['restrictions[0].fields', 'UNKNOWN_PROPERTY'],
    ]);
  });

  it('reads the language free text is ranked in, and refuses one the portal lacks (issue 49)', () => {
    const french = read({ meta: { lang: ' FR ' } });
    expect(french.ok && french.request.lang).toBe('fr');
    const none = read({});
    expect(none.ok && none.request.lang).toBeUndefined();
    expect(problemsOf({ meta: { lang: 'de' } })).toEqual([
      expect.objectContaining({
        path: 'meta.lang',
        code: 'INVALID_VALUE',
        params: { path: 'meta.lang', value: 'de' },
      }),
    ]);
  });
});
