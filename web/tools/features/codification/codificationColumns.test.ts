import { ENTITY_CATALOG, entityDefinition, TAX_FIELD_NAMES, type EntityDefinition } from '@tsw/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadTranslation } from '../../../shared/i18n/i18n';
import en from '../../../shared/i18n/locales/en.json';
import { codificationColumns, codificationFields } from './codificationColumns';
import { codificationExportContent } from './codificationExport';
import { CODIFICATION_GROUPS, codificationTable } from './codificationTables';

const table = (name: string): EntityDefinition => {
  const definition = entityDefinition(name);
  if (!definition) throw new Error(name);
  return definition;
};

beforeAll(async () => {
  await loadTranslation('en');
  await loadTranslation('bn');
});

describe('the codification screen’s tables and columns', () => {
  it('has a label for every field of every table, and a name for every table', () => {
    for (const definition of ENTITY_CATALOG.values()) {
      expect(en.referenceTables.names, definition.name).toHaveProperty(definition.name);
      for (const field of Object.keys(definition.fields)) {
        if (!TAX_FIELD_NAMES.includes(field)) expect(en.codification.fields, field).toHaveProperty(field);
      }
    }
  });

  it('offers every top-level table once, in its group, and no sub-entity', () => {
    const offered = CODIFICATION_GROUPS.flatMap(({ tables }) => tables.map((definition) => definition.name));
    expect(new Set(offered).size).toBe(offered.length);
    expect(offered).toContain('location');
    expect(offered).not.toContain('bankBranches');
    expect(codificationTable('bankBranches')).toBeUndefined();
    expect(codificationTable('noSuchTable')).toBeUndefined();
  });

  it('shows the columns spec §3 names', () => {
    expect(codificationFields(table('bank'))).toEqual(['address1', 'address2']);
    expect(codificationFields(table('company'))).toEqual(['email', 'phoneNumber', 'address1', 'address2']);
    expect(codificationFields(table('taxRule'))).toEqual(['tariffColumn']);
    expect(codificationFields(table('modelOfDeclaration'))).toEqual(['generalProcedureCode', 'flow']);
    expect(codificationFields(table('extendedProcedure'))).toEqual([
      'previousProcedureCode',
      'requestedProcedureCode',
    ]);
    expect(codificationFields(table('commodity'))).toEqual([]);
    expect(codificationFields(table('currency'))).toEqual([]);
  });

  it('shows the displayed code, names and addresses in Bengali on a Bengali screen, a flow in words', () => {
    const bank = {
      code: '200',
      description: 'Sonali Bank PLC',
      descriptionTranslated: 'সোনালী ব্যাংক পিএলসি',
    };
    const address = {
      address1: '35-44 Motijheel C/A',
      address1Translated: '৩৫-৪৪ মতিঝিল বা/এ',
      address2: null,
    };
    const columns = codificationColumns(i18nFor('bn').t, 'bn', table('bank'));
    expect(columns.map((column) => column.text({ ...bank, ...address }))).toEqual([
      '200',
      'সোনালী ব্যাংক পিএলসি',
      '৩৫-৪৪ মতিঝিল বা/এ',
      '',
    ]);
    const model = codificationColumns(i18nFor('en').t, 'en', table('modelOfDeclaration'));
    const im4 = { code: 'IM', description: 'Import for home use', generalProcedureCode: '4', flow: '1' };
    expect(model.map((column) => column.text(im4))).toEqual(['IM-4', 'Import for home use', '4', 'Import']);
  });

  it('exports the columns on screen as text, and prints the search and its date', () => {
    const { t } = i18nFor('en');
    const columns = codificationColumns(t, 'en', table('bank'));
    const content = codificationExportContent(
      t,
      columns,
      [{ code: '010', description: 'Agrani Bank PLC', address1: '9/D Dilkusha C/A', address2: 'Dhaka-1000' }],
      { language: 'en', text: 'bank', date: '2025-11-23' },
    );
    expect(content.table.columns.map((column) => [column.header, column.kind])).toEqual([
      ['Code', 'text'],
      ['Description', 'text'],
      ['Address line 1', 'text'],
      ['Address line 2', 'text'],
    ]);
    expect(content.table.rows).toEqual([['010', 'Agrani Bank PLC', '9/D Dilkusha C/A', 'Dhaka-1000']]);
    expect(content.pdf.details).toEqual(['Search: bank', 'In force on 11/23/2025', 'Records printed: 1']);
  });
});
