import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { tableXlsx, xlsxNumberFormat, type ExportTable } from './tableExport';

/** Lakhs and crores by size: LibreOffice shows 18337500 as 1,83,37,500.00 and 150000 as 1,50,000.00. */
const LAKH_FORMAT = '[>=10000000]##\\,##\\,##\\,##0.00;[>=100000]##\\,##\\,##0.00;#,##0.00';

const TABLE: ExportTable = {
  columns: [
    { header: 'Tax', kind: 'text' },
    { header: 'Value', kind: 'number' },
    { header: 'Difference', kind: 'number', decimals: 4, signed: true },
  ],
  rows: [['VAT', 18337500, -1.5]],
};

describe('xlsxNumberFormat', () => {
  it('groups in thousands, or in lakhs and crores for a Bengali export', () => {
    for (const language of ['en', 'fr', 'es', 'ar'] as const)
      expect(xlsxNumberFormat({}, language)).toBe('#,##0.00');
    expect(xlsxNumberFormat({}, 'bn')).toBe(LAKH_FORMAT);
    expect(xlsxNumberFormat({ decimals: 0 }, 'bn')).toBe(
      '[>=10000000]##\\,##\\,##\\,##0;[>=100000]##\\,##\\,##0;#,##0',
    );
    expect(xlsxNumberFormat({ decimals: 0 }, 'fr')).toBe('#,##0');
  });

  it('keeps thousands where a figure may be below zero, which the lakh format would show without its sign', () => {
    expect(xlsxNumberFormat({ decimals: 4, signed: true }, 'bn')).toBe('#,##0.0000');
  });
});

describe('tableXlsx', () => {
  it('writes figures as numbers, text as text, in the format of the language', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await tableXlsx(TABLE, 'Taxes', 'bn')).arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(2).values).toEqual([undefined, 'VAT', 18337500, -1.5]);
    expect(sheet?.getColumn(1).numFmt).toBe('@');
    // ExcelJS reads the escaped commas of a format back without their backslashes.
    expect(sheet?.getColumn(2).numFmt).toBe(LAKH_FORMAT.replace(/\\/g, ''));
    expect(sheet?.getColumn(3).numFmt).toBe('#,##0.0000');
  });
});
