import { csvText } from '@tsw/domain';

/** One column of an exported table: text (codes keep their leading zeros) or a number with its decimals. */
export interface ExportColumn {
  readonly header: string;
  readonly kind: 'text' | 'number';
  /** Decimals a number is written with (CSV) and shown with (XLSX). */
  readonly decimals?: number;
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

/** An XLSX workbook: text columns as text, numbers as numbers with their decimals, the header frozen. */
export async function tableXlsx(table: ExportTable, title: string): Promise<Blob> {
  // Loaded on first export only: the library is large and most visits never export.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  sheet.addRow(table.columns.map((column) => column.header)).font = { bold: true };
  for (const row of table.rows) sheet.addRow([...row]);
  table.columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.numFmt = column.kind === 'text' ? '@' : `0.${'0'.repeat(column.decimals ?? 2)}`;
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
