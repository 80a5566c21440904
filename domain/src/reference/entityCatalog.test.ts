import { describe, expect, it } from 'vitest';
import {
  ENTITY_CATALOG,
  ENTITY_GROUPS,
  ENTITY_NAMES,
  entityDefinition,
  suggestMinLengthOf,
  TAX_FIELD_NAMES,
} from './entityCatalog.js';

// What a table is served with comes from its declaration alone: no code elsewhere names a table.
describe('the entity catalog', () => {
  it('declares every table once', () => {
    expect(new Set(ENTITY_NAMES).size).toBe(ENTITY_NAMES.length);
    expect([...ENTITY_CATALOG.keys()]).toEqual(ENTITY_NAMES);
  });

  it('serves the levels of HS 2022 and the procedures of the deployed list', () => {
    for (const name of ['section', 'chapter', 'heading', 'subHeading', 'hsCode']) {
      expect(entityDefinition(name)?.codeForm, name).toBeDefined();
    }
    for (const name of ['generalProcedure', 'requestedProcedure', 'previousProcedure', 'regimeType']) {
      expect(entityDefinition(name)?.codeForm, name).toBeDefined();
    }
    // Roman numbers do not sort as text (IX before V): sections come in their number's order.
    expect(entityDefinition('section')?.defaultSort).toEqual([{ field: 'sectionNumber', order: 'ASC' }]);
    expect(entityDefinition('section')?.fields.sectionNumber).toBe('decimal');
  });

  it('reads free text as the tariff search does on the tariff alone, elsewhere as a code or words', () => {
    const tariffRanked = [...ENTITY_CATALOG.values()].filter((entity) => entity.freeText === 'tariffRanked');
    expect(tariffRanked.map((entity) => entity.name)).toEqual(['commodity']);
    expect(entityDefinition('heading')?.freeText).toBe('codeOrWords');
  });

  it('sends a tariff line’s tax columns as rates and with its HS levels, no other record', () => {
    const commodity = entityDefinition('commodity');
    expect(commodity?.rateFields).toEqual(TAX_FIELD_NAMES);
    expect(commodity?.withHsLevels).toBe(true);
    for (const entity of ENTITY_CATALOG.values()) {
      if (entity.name === 'commodity') continue;
      expect(entity.rateFields, entity.name).toEqual([]);
      expect(entity.withHsLevels, entity.name).toBe(false);
    }
  });

  it('reads the codes of extended procedures and models of declaration in two parts', () => {
    expect(entityDefinition('extendedProcedure')?.partedCode).toEqual({
      parts: ['requestedProcedureCode', 'previousProcedureCode'],
      shownWith: '',
      typedWith: '/',
      identifiesRecord: false,
    });
    expect(entityDefinition('modelOfDeclaration')?.partedCode).toMatchObject({
      parts: ['code', 'generalProcedureCode'],
      shownWith: '-',
      identifiesRecord: true,
    });
    const parted = [...ENTITY_CATALOG.values()].filter((entity) => entity.partedCode);
    expect(parted.map((entity) => entity.name)).toEqual(['modelOfDeclaration', 'extendedProcedure']);
  });

  it('lists every table under a group of the documentation, and a sub-entity under its parent', () => {
    for (const definition of ENTITY_CATALOG.values()) {
      if (definition.parent) expect(definition.group, definition.name).toBeUndefined();
      else expect(ENTITY_GROUPS, definition.name).toContain(definition.group);
    }
    expect(entityDefinition('location')?.suggestMinLength).toBe(4);
    expect(entityDefinition('country')?.suggestMinLength).toBe(2);
    expect(entityDefinition('attachedDocument')?.suggestMinLength).toBe(3);
    expect(suggestMinLengthOf('country')).toBe(2);
    expect(suggestMinLengthOf('noSuchTable')).toBe(3);
  });

  it('declares every field a table sorts or selects by default', () => {
    for (const entity of ENTITY_CATALOG.values()) {
      for (const field of [...entity.selectedFields, ...entity.defaultSort.map((sort) => sort.field)]) {
        expect(entity.fields, `${entity.name}.${field}`).toHaveProperty(field);
      }
      for (const field of [...entity.rateFields, ...(entity.partedCode?.parts ?? [])]) {
        expect(entity.fields, `${entity.name}.${field}`).toHaveProperty(field);
      }
    }
  });
});
