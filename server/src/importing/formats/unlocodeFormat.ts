import { cell, type CsvRow, type ImportFormat, type RowReading } from '../importFormat.js';

/** UN/LOCODE (../shared/data/un-locode, plain or gzip): one location per row, coded country + location. */
export const UNLOCODE_FORMAT: ImportFormat = {
  name: 'unlocode',
  entity: 'location',
  description: 'UN/LOCODE: locode, name, country, subdivision, function, coordinates',
  // The list gives some places twice under one code, with their names in two languages.
  repeatedCode: 'skip',
  requiredColumns: ['locode', 'name', 'country'],
  readRow(row: CsvRow): RowReading {
    const code = cell(row, 'locode') ?? '';
    if (!/^[A-Z]{2}[A-Z0-9]{3}$/.test(code))
      return { problem: `locode '${code}' is not a five-character UN/LOCODE` };
    // Entries marked for removal (change indicator X) are no longer valid locations.
    if (cell(row, 'change') === 'X') return 'skip';
    const name = cell(row, 'name');
    if (!name) return { problem: 'name is empty' };
    return {
      record: {
        code,
        description: name,
        countryCode: cell(row, 'country'),
        subdivision: cell(row, 'subdivision'),
        locationFunction: cell(row, 'function_labels') ?? cell(row, 'function'),
        coordinates: cell(row, 'coordinates'),
      },
    };
  },
};
