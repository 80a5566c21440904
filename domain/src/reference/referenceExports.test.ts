import { describe, expect, it } from 'vitest';
import { entityDefinition, type EntityDefinition } from './entityCatalog.js';
import {
  referenceExportColumns,
  referenceExportFileName,
  referenceExportPath,
  referenceExportRow,
} from './referenceExports.js';

const definitionOf = (name: string) => entityDefinition(name) as EntityDefinition;

describe('a reference table’s download', () => {
  it('has the default selection’s columns, led by the code people read where it is in two parts', () => {
    expect(referenceExportColumns(definitionOf('country'))).toEqual(definitionOf('country').selectedFields);
    const model = definitionOf('modelOfDeclaration');
    const columns = referenceExportColumns(model);
    expect(columns).toEqual(['displayedCode', ...model.selectedFields]);
    const row = referenceExportRow(model, columns, {
      code: 'IM',
      generalProcedureCode: '4',
      flow: '1',
      description: 'Import for home use',
    });
    expect(row.slice(0, 3)).toEqual(['IM-4', 'IM', 'Import for home use']);
    // A field the record lacks is an empty cell, not "undefined".
    expect(row[columns.indexOf('descriptionTranslated')]).toBeNull();
  });

  it('is addressed below the reference service and saved under its table and date', () => {
    expect(referenceExportPath('location', 'xlsx')).toBe('exports/location.xlsx');
    expect(referenceExportFileName('location', '2025-07-01', 'csv')).toBe('location_2025-07-01.csv');
  });
});
