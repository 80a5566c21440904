import { csvText, LANGUAGE_NUMERALS, type Language } from '@tsw/domain';

/** One column of an exported table: text (codes keep their leading zeros) or a number with its decimals. */
export interface ExportColumn {
  readonly header: string;
  readonly kind: 'text' | 'number';
  /** Decimals a number is written with (CSV) and shown with (XLSX). */
  readonly decimals?: number;
  /** Numbers below zero among them (a rate's fall): a spreadsheet groups them in thousands (xlsxNumberFormat). */
  readonly signed?: boolean;
  /** Width in the spreadsheet, in characters. */
  readonly width?: number;
}

export type ExportCell = string | number | null;

/** A result table as every export writes it: the columns, then the whole result's rows. */
export interface ExportTable {
  readonly columns: readonly ExportColumn[];
  readonly rows: readonly (readonly ExportCell[])[];
}

/** CSV with a byte-order mark, so that Excel reads the Bengali and Arabic as UTF-8; numbers with their decimals. */
export function tableCsv(table: ExportTable): Blob {
  const rows = table.rows.map((row) =>
    row.map((cell, index) =>
      typeof cell === 'number' ? cell.toFixed(table.columns[index]?.decimals ?? 2) : cell,
    ),
  );
  return new Blob([csvText([table.columns.map((column) => column.header), ...rows])], {
    type: 'text/csv;charset=utf-8',
  });
}

/**
 * The spreadsheet format of a column of figures, grouped as the screen of `language` groups them. The cells
 * stay numbers, which a trader adds up, sorts and filters; only their look follows the screen. Excel's own
 * `#,##0` groups by the Windows region of whoever opens the file, and many Bangladeshi offices run Windows
 * set to English (United States): so a Bengali export spells out the lakhs and crores, by size. A format
 * has only two conditions, so from a hundred crore on the crores are not grouped again (123,45,67,890), and
 * the figures of the third part lose their minus sign in LibreOffice: a `signed` column keeps `#,##0`,
 * which is the same grouping below a lakh, where a rate's fall always is. Digits stay Latin: no number
 * format Excel and LibreOffice both read asks for Bengali digits, and a figure reads the same in either.
 */
export function xlsxNumberFormat(
  column: Pick<ExportColumn, 'decimals' | 'signed'>,
  language: Language,
): string {
  const decimals = column.decimals ?? 2;
  const fraction = decimals > 0 ? `.${'0'.repeat(decimals)}` : '';
  if (LANGUAGE_NUMERALS[language].grouping === 'thousands' || column.signed) return `#,##0${fraction}`;
  return [
    `[>=10000000]##\\,##\\,##\\,##0${fraction}`,
    `[>=100000]##\\,##\\,##0${fraction}`,
    `#,##0${fraction}`,
  ].join(';');
}

/**
 * An XLSX workbook: text columns as text, numbers as numbers with their decimals, grouped as the screen of
 * `language` groups them (xlsxNumberFormat); the header frozen.
 */
export async function tableXlsx(table: ExportTable, title: string, language: Language): Promise<Blob> {
  // Loaded on first export only: the library is large and most visits never export.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  sheet.addRow(table.columns.map((column) => column.header)).font = { bold: true };
  for (const row of table.rows) sheet.addRow([...row]);
  table.columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.numFmt = column.kind === 'text' ? '@' : xlsxNumberFormat(column, language);
    if (column.width) sheetColumn.width = column.width;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
