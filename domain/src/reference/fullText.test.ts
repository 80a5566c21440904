import { describe, expect, it } from 'vitest';
import { entityDefinition, type EntityDefinition } from './entityCatalog.js';
import { fullTextMatches, fullTextQueryOf, fullTextWordsMatch } from './fullText.js';
import type { ReferenceRecord } from './referenceRecord.js';
import type { Restriction } from './searchRequest.js';

const commodity = entityDefinition('commodity') as EntityDefinition;
const bank = entityDefinition('bank') as EntityDefinition;

function fullText(field: string, value: string): Restriction {
  return { field, operator: 'FULL_TEXT', value, values: [], valueTo: null };
}

describe('fullTextQueryOf', () => {
  it('reads a tariff code as a code prefix, words as words', () => {
    expect(fullTextQueryOf(commodity, ' 0101.21 ')).toEqual({ codePrefix: '010121', words: [] });
    expect(fullTextQueryOf(commodity, 'Live Horses of breed')).toEqual({
      codePrefix: null,
      words: ['live', 'horse', 'breed'],
    });
    expect(fullTextQueryOf(commodity, ' . ')).toEqual({ codePrefix: null, words: [] });
  });

  it('reads other lists’ text as a code prefix or words', () => {
    expect(fullTextQueryOf(bank, 'Son')).toEqual({ codePrefix: 'son', words: ['son'] });
    const heading = entityDefinition('heading') as EntityDefinition;
    expect(fullTextQueryOf(heading, '0101')).toEqual({ codePrefix: '0101', words: [] });
  });

  it('reads text as the declaration says, whatever the table', () => {
    const ranked: EntityDefinition = { ...bank, name: 'otherTariff', freeText: 'tariffRanked' };
    expect(fullTextQueryOf(ranked, '0101.21')).toEqual({ codePrefix: '010121', words: [] });
    expect(fullTextQueryOf(ranked, 'Son')).toEqual({ codePrefix: null, words: ['son'] });
  });

  it('reads empty text as every record', () => {
    expect(fullTextQueryOf(bank, '  ')).toBe('every record');
  });
});

describe('fullTextWordsMatch', () => {
  it('finds every word at the start of a word, in any order, plurals and case folded', () => {
    expect(fullTextWordsMatch(['horse'], 'Pure-bred breeding Horses')).toBe(true);
    expect(fullTextWordsMatch(['hors', 'pure'], 'Pure-bred breeding Horses')).toBe(true);
    expect(fullTextWordsMatch(['orse'], 'Pure-bred breeding Horses')).toBe(false);
    expect(fullTextWordsMatch(['horse', 'ass'], 'Pure-bred breeding Horses')).toBe(false);
    expect(fullTextWordsMatch(['creme'], 'Crème fraîche')).toBe(true);
  });

  it('finds nothing with no words or no text', () => {
    expect(fullTextWordsMatch([], 'Horses')).toBe(false);
    expect(fullTextWordsMatch(['horse'], null)).toBe(false);
  });
});

describe('fullTextMatches', () => {
  const horse: ReferenceRecord = {
    code: '01012100',
    description: 'Pure-bred breeding horses',
    descriptionTranslated: 'বিশুদ্ধ প্রজাতির প্রজনন ঘোড়া',
  };
  const sonali: ReferenceRecord = { code: 'SON', description: 'Sonali Bank PLC' };

  it('matches a tariff line by code prefix or by the words of the field searched', () => {
    expect(fullTextMatches(commodity, fullText('description', '0101'), horse)).toBe(true);
    expect(fullTextMatches(commodity, fullText('description', '0102'), horse)).toBe(false);
    expect(fullTextMatches(commodity, fullText('description', 'breeding horses'), horse)).toBe(true);
    expect(fullTextMatches(commodity, fullText('descriptionTranslated', 'ঘোড়া'), horse)).toBe(true);
    expect(fullTextMatches(commodity, fullText('description', 'ঘোড়া'), horse)).toBe(false);
  });

  it('matches another list’s record by code prefix or words', () => {
    expect(fullTextMatches(bank, fullText('description', 'so'), sonali)).toBe(true);
    expect(fullTextMatches(bank, fullText('description', 'bank sonali'), sonali)).toBe(true);
    expect(fullTextMatches(bank, fullText('description', 'ank'), sonali)).toBe(false);
    expect(fullTextMatches(bank, fullText('description', 'janata'), sonali)).toBe(false);
  });

  it('matches every record when empty', () => {
    expect(fullTextMatches(bank, fullText('description', ''), sonali)).toBe(true);
  });
});
