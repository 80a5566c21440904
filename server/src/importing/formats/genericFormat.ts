import { cell, type CsvRow, type ImportFormat, type RowReading } from '../importFormat.js';

/** Any entity from a CSV whose header names its fields (code, description, descriptionTranslated, …). */
export const GENERIC_FORMAT: ImportFormat = {
  name: 'generic',
  entity: undefined,
  description: "Any entity: a header row of the entity's field names",
  repeatedCode: 'reject',
  requiredColumns: ['code', 'description'],
  readRow(row: CsvRow): RowReading {
    const record: Record<string, string | null> = {};
    for (const column of Object.keys(row)) record[column] = cell(row, column);
    return { record };
  },
};
