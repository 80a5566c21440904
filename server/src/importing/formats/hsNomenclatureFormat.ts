import { cell, type CsvRow, type ImportFormat, type RowReading } from '../importFormat.js';

/**
 * The HS 2022 nomenclature (../shared/data/hs): the six-digit subheadings become commodity lines with the
 * international text; chapter and heading rows are outside that scope and skipped.
 */
export const HS_NOMENCLATURE_FORMAT: ImportFormat = {
  name: 'hs-nomenclature',
  entity: 'commodity',
  description: 'HS 2022 nomenclature: code, level, description (six-digit subheadings are loaded)',
  repeatedCode: 'reject',
  requiredColumns: ['code', 'level', 'description'],
  readRow(row: CsvRow): RowReading {
    const level = cell(row, 'level');
    if (level !== '6')
      return level === '2' || level === '4' ? 'skip' : { problem: `level '${level ?? ''}' is not 2, 4 or 6` };
    const code = cell(row, 'code') ?? '';
    if (!/^\d{6}$/.test(code)) return { problem: `code '${code}' is not a six-digit subheading` };
    const description = cell(row, 'description');
    if (!description) return { problem: 'description is empty' };
    return {
      record: {
        code,
        description,
        hsCode: code,
        chapterCode: code.slice(0, 2),
        headingCode: code.slice(0, 4),
      },
    };
  },
};
