import { describe, expect, it } from 'vitest';
import { entityDefinition } from './entityCatalog.js';
import { recordProblems } from './recordValidation.js';

describe('record validation', () => {
  const note = entityDefinition('tariffNote');
  if (!note) throw new Error('tariffNote');

  it('accepts notes on sections I to XXI, chapters and headings', () => {
    for (const code of ['I', 'IV', 'IX', 'XVI', 'XXI', '01', '84', '8471']) {
      expect(recordProblems(note, { code, description: 'A note.' }), code).toEqual([]);
    }
  });

  it('says which codes name no part of the tariff', () => {
    for (const code of ['XXII', 'IIII', 'xvi', '847', '847130', 'chapter 84']) {
      expect(recordProblems(note, { code, description: 'A note.' }), code).toEqual([
        `code '${code}' is not a section (I to XXI), a chapter (2 digits) or a heading (4 digits)`,
      ]);
    }
  });

  it('holds the HS levels and the procedures to their code forms', () => {
    const problemsOf = (entity: string, code: string) => {
      const definition = entityDefinition(entity);
      if (!definition) throw new Error(entity);
      return recordProblems(definition, { code, description: 'x' });
    };
    expect(problemsOf('section', 'XVI')).toEqual([]);
    expect(problemsOf('section', '16')).toEqual([
      "code '16' is not a section number in Roman numerals (I to XXI)",
    ]);
    expect(problemsOf('chapter', '84')).toEqual([]);
    expect(problemsOf('chapter', '8')).toHaveLength(1);
    expect(problemsOf('heading', '8471')).toEqual([]);
    expect(problemsOf('subHeading', '847130')).toEqual([]);
    expect(problemsOf('hsCode', '84713000')).toHaveLength(1);
    expect(problemsOf('generalProcedure', '4')).toEqual([]);
    expect(problemsOf('generalProcedure', '40')).toHaveLength(1);
    expect(problemsOf('requestedProcedure', '40')).toEqual([]);
    expect(problemsOf('previousProcedure', '0')).toHaveLength(1);
    expect(problemsOf('regimeType', 'IM')).toEqual([]);
    expect(problemsOf('regimeType', 'IM4')).toHaveLength(1);
  });

  it('leaves codes of other entities free', () => {
    const ministry = entityDefinition('ministry');
    if (!ministry) throw new Error('ministry');
    expect(recordProblems(ministry, { code: 'any code', description: 'Ministry' })).toEqual([]);
  });
});
