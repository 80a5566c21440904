import { cell, type CsvRow, type ImportFormat, type RowReading } from '../importFormat.js';
import { namesInInterfaceLanguages } from '../../referenceService/icuReferenceNames.js';

/** ISO 4217 active currencies (../shared/data/currency-codes): code, numeric, name, minor_unit. Names in the
 * other interface languages come from ICU when it knows the currency. */
export const ISO4217_FORMAT: ImportFormat = {
  name: 'iso4217',
  entity: 'currency',
  description: 'ISO 4217 currencies: code, numeric, name, minor_unit',
  repeatedCode: 'reject',
  requiredColumns: ['code', 'name'],
  readRow(row: CsvRow): RowReading {
    const code = cell(row, 'code') ?? '';
    if (!/^[A-Z]{3}$/.test(code)) return { problem: `code '${code}' is not three capital letters` };
    const name = cell(row, 'name');
    if (!name) return { problem: 'name is empty' };
    const minorUnit = cell(row, 'minor_unit');
    return {
      record: {
        code,
        description: name,
        ...namesInInterfaceLanguages('currency', code),
        numericCode: cell(row, 'numeric'),
        minorUnit: minorUnit !== null && /^\d+$/.test(minorUnit) ? minorUnit : null,
      },
    };
  },
};
