import { describe, expect, it } from 'vitest';
import { entityDefinition, type EntityDefinition } from './entityCatalog.js';
import type { ReferenceRecord } from './referenceRecord.js';
import { restrictionMatches } from './restrictionMatch.js';
import type { Restriction } from './searchRequest.js';
import type { SearchOperator } from './searchOperators.js';

const commodity = entityDefinition('commodity') as EntityDefinition;
const bank = entityDefinition('bank') as EntityDefinition;

const horse: ReferenceRecord = {
  code: '01012100',
  description: 'Pure-bred breeding Horses',
  descriptionTranslated: 'বিশুদ্ধ প্রজাতির প্রজনন ঘোড়া',
  tax01: '5.00',
  hsCode: null,
  pr1: '',
};

function restriction(
  field: string,
  operator: SearchOperator,
  operands: { value?: string; values?: string[]; valueTo?: string } = {},
): Restriction {
  return {
    field,
    operator,
    value: operands.value ?? null,
    values: operands.values ?? [],
    valueTo: operands.valueTo ?? null,
  };
}

function matches(
  field: string,
  operator: SearchOperator,
  operands: { value?: string; values?: string[]; valueTo?: string } = {},
  definition = commodity,
  record = horse,
) {
  return restrictionMatches(definition, restriction(field, operator, operands), record);
}

describe('restrictionMatches, operator by operator', () => {
  it('EQUALS and NOT_EQUALS compare exactly, numbers numerically', () => {
    expect(matches('code', 'EQUALS', { value: '01012100' })).toBe(true);
    expect(matches('description', 'EQUALS', { value: 'pure-bred breeding horses' })).toBe(false);
    expect(matches('tax01', 'EQUALS', { value: '5' })).toBe(true);
    expect(matches('code', 'NOT_EQUALS', { value: '01012900' })).toBe(true);
    expect(matches('tax01', 'NOT_EQUALS', { value: '5.0' })).toBe(false);
  });

  it('IN and NOT_IN take a list', () => {
    expect(matches('code', 'IN', { values: ['x', '01012100'] })).toBe(true);
    expect(matches('code', 'NOT_IN', { values: ['x', '01012100'] })).toBe(false);
    expect(matches('code', 'NOT_IN', { values: ['x'] })).toBe(true);
  });

  it('IS_NULL, IS_NOT_NULL and EMPTY tell null from empty', () => {
    expect(matches('hsCode', 'IS_NULL')).toBe(true);
    expect(matches('pr1', 'IS_NULL')).toBe(false);
    expect(matches('pr1', 'IS_NOT_NULL')).toBe(true);
    expect(matches('pr1', 'EMPTY')).toBe(true);
    expect(matches('hsCode', 'EMPTY')).toBe(true);
    expect(matches('pr2', 'EMPTY')).toBe(true);
    expect(matches('code', 'EMPTY')).toBe(false);
  });

  it('STARTS_WITH, CONTAINS and ENDS_WITH ignore case', () => {
    expect(matches('code', 'STARTS_WITH', { value: '0101' })).toBe(true);
    expect(matches('code', 'STARTS_WITH', { value: '0102' })).toBe(false);
    expect(matches('description', 'CONTAINS', { value: 'BREEDING' })).toBe(true);
    expect(matches('description', 'ENDS_WITH', { value: 'horses' })).toBe(true);
    expect(matches('descriptionTranslated', 'CONTAINS', { value: 'ঘোড়া' })).toBe(true);
  });

  it('GREATER_THAN, LESS_THAN and BETWEEN (inclusive) follow the field type', () => {
    expect(matches('tax01', 'GREATER_THAN', { value: '10' })).toBe(false);
    expect(matches('tax01', 'GREATER_THAN', { value: '4.5' })).toBe(true);
    // Numerically, although as text "5.00" sorts after "10".
    expect(matches('tax01', 'LESS_THAN', { value: '10' })).toBe(true);
    expect(matches('tax01', 'BETWEEN', { value: '5', valueTo: '5' })).toBe(true);
    expect(matches('code', 'BETWEEN', { value: '0101', valueTo: '0102' })).toBe(true);
    expect(matches('code', 'BETWEEN', { value: '0102', valueTo: '0199' })).toBe(false);
  });

  it('never matches a null value by comparison, as SQL does', () => {
    for (const operator of [
      'EQUALS',
      'NOT_EQUALS',
      'STARTS_WITH',
      'CONTAINS',
      'GREATER_THAN',
      'LESS_THAN',
    ] as const) {
      expect(matches('hsCode', operator, { value: 'x' })).toBe(false);
    }
    expect(matches('hsCode', 'NOT_IN', { values: ['x'] })).toBe(false);
  });
});

describe('FULL_TEXT, a code prefix or words of the description', () => {
  it('reads digits as a commodity code prefix, dots allowed', () => {
    expect(matches('description', 'FULL_TEXT', { value: '0101.21' })).toBe(true);
    expect(matches('description', 'FULL_TEXT', { value: '0102' })).toBe(false);
  });

  it('reads words as part of the description, or of the translation when asked', () => {
    expect(matches('description', 'FULL_TEXT', { value: 'horses' })).toBe(true);
    expect(matches('descriptionTranslated', 'FULL_TEXT', { value: 'ঘোড়া' })).toBe(true);
    expect(matches('description', 'FULL_TEXT', { value: 'ঘোড়া' })).toBe(false);
  });

  it('matches code prefix or description for other entities', () => {
    const sonali: ReferenceRecord = { code: 'SON', description: 'Sonali Bank PLC' };
    expect(matches('description', 'FULL_TEXT', { value: 'so' }, bank, sonali)).toBe(true);
    expect(matches('description', 'FULL_TEXT', { value: 'bank' }, bank, sonali)).toBe(true);
    expect(matches('description', 'FULL_TEXT', { value: 'janata' }, bank, sonali)).toBe(false);
  });

  it('matches everything when empty', () => {
    expect(matches('description', 'FULL_TEXT', { value: '' })).toBe(true);
  });
});
