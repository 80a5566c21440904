import { describe, expect, it } from 'vitest';
import { entityDefinition, type EntityDefinition } from './entityCatalog.js';
import { recordLookupMatcher } from './recordLookup.js';
import { displayedCode } from './referenceRecord.js';

const definition = (name: string) => entityDefinition(name) as EntityDefinition;

describe('recordLookupMatcher', () => {
  it('finds an extended procedure as requested/previous or as its code', () => {
    const record = {
      code: '4071',
      requestedProcedureCode: '40',
      previousProcedureCode: '71',
      description: 'x',
    };
    expect(recordLookupMatcher(definition('extendedProcedure'), '40/71')(record)).toBe(true);
    expect(recordLookupMatcher(definition('extendedProcedure'), '4071')(record)).toBe(true);
    expect(recordLookupMatcher(definition('extendedProcedure'), '40/00')(record)).toBe(false);
    expect(displayedCode(definition('extendedProcedure'), record)).toBe('4071');
  });

  it('finds a model of declaration by code and general procedure', () => {
    const record = { code: 'IM', generalProcedureCode: '4', description: 'x' };
    expect(recordLookupMatcher(definition('modelOfDeclaration'), 'IM-4')(record)).toBe(true);
    expect(recordLookupMatcher(definition('modelOfDeclaration'), 'IM4')(record)).toBe(true);
    expect(recordLookupMatcher(definition('modelOfDeclaration'), 'IM-7')(record)).toBe(false);
    expect(displayedCode(definition('modelOfDeclaration'), record)).toBe('IM-4');
  });

  it('finds an SRO by its CPC3 code', () => {
    const record = { code: 'SRO-119', cp3Code: '101', description: 'x' };
    expect(recordLookupMatcher(definition('sro'), '101')(record)).toBe(true);
    expect(recordLookupMatcher(definition('sro'), 'SRO-119')(record)).toBe(false);
  });

  it('finds a sub-entity row as parent/code', () => {
    const record = { parentCode: 'SON', code: '0001', description: 'Motijheel' };
    expect(recordLookupMatcher(definition('bankBranches'), 'SON/0001')(record)).toBe(true);
    expect(recordLookupMatcher(definition('bankBranches'), '0001')(record)).toBe(false);
  });
});
