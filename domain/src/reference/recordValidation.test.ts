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

  it('leaves codes of other entities free', () => {
    const ministry = entityDefinition('ministry');
    if (!ministry) throw new Error('ministry');
    expect(recordProblems(ministry, { code: 'any code', description: 'Ministry' })).toEqual([]);
  });
});
