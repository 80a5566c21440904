import { describe, expect, it } from 'vitest';
import { entityDefinition, type EntityDefinition } from './entityCatalog.js';
import { lookupKeyFromText, lookupKeyOfRecord } from './recordLookup.js';
import { displayedCode, recordKey, type ReferenceRecord } from './referenceRecord.js';

const definition = (name: string) => entityDefinition(name) as EntityDefinition;
const finds = (entity: string, text: string, record: ReferenceRecord) =>
  lookupKeyOfRecord(definition(entity), record) === lookupKeyFromText(definition(entity), text);

describe('record lookup keys', () => {
  it('find an extended procedure as requested/previous or as its code', () => {
    const record = {
      code: '4071',
      requestedProcedureCode: '40',
      previousProcedureCode: '71',
      description: 'x',
    };
    expect(finds('extendedProcedure', '40/71', record)).toBe(true);
    expect(finds('extendedProcedure', '4071', record)).toBe(true);
    expect(finds('extendedProcedure', '40/00', record)).toBe(false);
    expect(displayedCode(definition('extendedProcedure'), record)).toBe('4071');
  });

  it('find a model of declaration by code and general procedure', () => {
    const record = { code: 'IM', generalProcedureCode: '4', description: 'x' };
    expect(finds('modelOfDeclaration', 'IM-4', record)).toBe(true);
    expect(finds('modelOfDeclaration', 'IM4', record)).toBe(true);
    expect(finds('modelOfDeclaration', 'IM-7', record)).toBe(false);
    expect(displayedCode(definition('modelOfDeclaration'), record)).toBe('IM-4');
    expect(displayedCode(definition('country'), { code: 'BD', description: 'Bangladesh' })).toBe('BD');
  });

  it('find an SRO by its CPC3 code', () => {
    const record = { code: 'SRO-119', cp3Code: '101', description: 'x' };
    expect(finds('sro', '101', record)).toBe(true);
    expect(finds('sro', 'SRO-119', record)).toBe(false);
  });

  it('find a sub-entity row as parent/code', () => {
    const record = { parentCode: 'SON', code: '0001', description: 'Motijheel' };
    expect(finds('bankBranches', 'SON/0001', record)).toBe(true);
    expect(finds('bankBranches', '0001', record)).toBe(false);
  });

  it('follow the declaration’s parted code, whatever the table', () => {
    // A table declared with a code in parts is looked up by them; nothing depends on its name.
    const ledger: EntityDefinition = {
      ...definition('bank'),
      name: 'ledger',
      partedCode: { parts: ['code', 'year'], shownWith: ':', typedWith: ':', identifiesRecord: true },
    };
    const record = { code: 'A', year: '2025', description: 'x' };
    expect(lookupKeyOfRecord(ledger, record)).toBe(lookupKeyFromText(ledger, 'A:2025'));
    expect(lookupKeyOfRecord(ledger, record)).toBe(lookupKeyFromText(ledger, 'A2025'));
    expect(recordKey(ledger, record)).toBe('A:2025');
    expect(recordKey(ledger, { ...record, year: '2026' })).not.toBe(recordKey(ledger, record));
  });

  it('tell models of declaration apart by their general procedure, extended procedures by code', () => {
    const model = { code: 'IM', generalProcedureCode: '4', description: 'x' };
    expect(recordKey(definition('modelOfDeclaration'), model)).toBe('IM-4');
    const cpc = { code: '4071', requestedProcedureCode: '40', previousProcedureCode: '71', description: 'x' };
    expect(recordKey(definition('extendedProcedure'), cpc)).toBe('4071');
    expect(recordKey(definition('bankBranches'), { parentCode: 'SON', code: '0001' })).toBe('SON/0001');
  });

  it('find other records by code, exactly', () => {
    expect(finds('commodity', ' 01012100 ', { code: '01012100' })).toBe(true);
    expect(finds('commodity', '0101', { code: '01012100' })).toBe(false);
  });
});
