import { describe, expect, it } from 'vitest';
import { codificationPageSize, codificationQuery } from './codificationQuery.js';
import { entityDefinition, type EntityDefinition } from './entityCatalog.js';

const table = (name: string): EntityDefinition => {
  const definition = entityDefinition(name);
  if (!definition) throw new Error(name);
  return definition;
};

describe('codificationQuery', () => {
  it('reads digits on the tariff as a code prefix, and anything else as words of the description', () => {
    expect(codificationQuery(table('commodity'), '8471', 'en')).toEqual({
      kind: 'search',
      restrictions: [{ field: 'code', operator: 'STARTS_WITH', value: '8471' }],
    });
    expect(codificationQuery(table('commodity'), ' laptop ', 'en')).toEqual({
      kind: 'search',
      restrictions: [{ field: 'description', operator: 'CONTAINS', value: 'laptop' }],
    });
  });

  it('reads text on other tables as a code prefix or words, and the page language’s names too', () => {
    expect(codificationQuery(table('bank'), 'sonali', 'en')).toEqual({
      kind: 'search',
      restrictions: [
        { field: 'code', operator: 'STARTS_WITH', value: 'sonali' },
        { field: 'description', operator: 'CONTAINS', value: 'sonali' },
      ],
    });
    const fields = (name: string, language: 'bn' | 'fr') => {
      const query = codificationQuery(table(name), 'x', language);
      return query.kind === 'search' ? query.restrictions.map((restriction) => restriction.field) : [];
    };
    expect(fields('bank', 'bn')).toEqual(['code', 'description', 'descriptionTranslated']);
    // Countries carry French names: a French screen finds them by what it shows.
    expect(fields('country', 'fr')).toEqual([
      'code',
      'description',
      'descriptionTranslated',
      'descriptionFr',
    ]);
  });

  it('searches every record for empty text', () => {
    expect(codificationQuery(table('location'), '  ', 'en')).toEqual({ kind: 'search', restrictions: [] });
  });

  it('finds no extended procedure for a code longer than 4, or an exact code not 4 long', () => {
    const extended = table('extendedProcedure');
    expect(codificationQuery(extended, '40001', 'en')).toEqual({ kind: 'empty' });
    expect(codificationQuery(extended, '400', 'en', 'EQUALS')).toEqual({ kind: 'empty' });
    expect(codificationQuery(extended, '40/00', 'en', 'EQUALS')).toEqual({
      kind: 'search',
      restrictions: [
        { field: 'code', operator: 'EQUALS', value: '4000' },
        { field: 'description', operator: 'CONTAINS', value: '40/00' },
      ],
    });
    expect(codificationQuery(extended, '40', 'en').kind).toBe('search');
    // Words are not codes: a long word still searches the descriptions.
    expect(codificationQuery(extended, 'consumption', 'en').kind).toBe('search');
  });

  it('pages the tariff by 15 and the other tables by 5,000', () => {
    expect(codificationPageSize(table('commodity'))).toBe(15);
    expect(codificationPageSize(table('location'))).toBe(5000);
    // A party table's page is what every role may read at once.
    expect(codificationPageSize(table('company'))).toBe(1000);
  });
});
