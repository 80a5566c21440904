import {
  dottedTariffCode,
  formatAmount,
  formatDate,
  taxColumnsOf,
  type Language,
  type PdfTableDocument,
  type PortalCountry,
} from '@tsw/domain';
import type { TFunction } from 'i18next';
import type { TariffSearchAnswer } from './tariffSearchApi';

type TariffLine = TariffSearchAnswer['lines'][number];

/** The export columns of §9: HS code, Description, UOM, then the tax columns in order. */
export function tariffExportTable(t: TFunction, lines: readonly TariffLine[]) {
  const taxNames = taxColumnsOf(lines);
  const header = [
    t('tariff.columns.code'),
    t('tariff.columns.description'),
    t('tariff.columns.unit'),
    ...taxNames,
  ];
  const rows = lines.map((line) => [
    line.code,
    line.description,
    line.supplementaryUnitCode ?? '',
    ...taxNames.map((name) => {
      const value = line.taxCodes.find((tax) => tax.name === name)?.value;
      return value === undefined || value === '' ? null : Number(value);
    }),
  ]);
  return { header, rows };
}

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? value.toFixed(2) : value;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV with a byte-order mark, so that Excel reads the Bengali and Arabic as UTF-8. */
export function tariffCsv(table: ReturnType<typeof tariffExportTable>): Blob {
  const lines = [table.header, ...table.rows].map((row) => row.map(csvCell).join(','));
  return new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
}

/** An XLSX workbook: codes as text (their leading zeros kept), rates as numbers with two decimals. */
export async function tariffXlsx(table: ReturnType<typeof tariffExportTable>, title: string): Promise<Blob> {
  // Loaded on first export only: the library is large and most visits never export.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  sheet.addRow(table.header).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  sheet.getColumn(1).numFmt = '@';
  sheet.getColumn(1).width = 14;
  sheet.getColumn(2).width = 60;
  for (let column = 4; column <= table.header.length; column++) sheet.getColumn(column).numFmt = '0.00';
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/**
 * The PDF export (§9): "{country} Single Window {table}", what was searched, the date of validity and the
 * print date above the table; rates with two decimals; descriptions in Bengali for a Bengali reader where
 * the data has them.
 */
export function tariffPdfDocument(
  t: TFunction,
  lines: readonly TariffLine[],
  context: { language: Language; country: PortalCountry; query: string; date: string; printed: Date },
): PdfTableDocument {
  const table = tariffExportTable(t, lines);
  const title = t('tariff.export.pdfTitle', {
    portal: t('portal.name', { country: t(`country.${context.country}`) }),
    table: t('tariff.export.table'),
  });
  return {
    direction: context.language === 'ar' ? 'rtl' : 'ltr',
    country: context.country,
    title,
    details: [
      t('tariff.export.searchedFor', { query: context.query }),
      t('tariff.export.inForceOn', { date: formatDate(context.date, context.language) }),
      t('tariff.export.printedOn', {
        date: formatDate(context.printed, context.language, { withTime: true }),
      }),
    ],
    columns: table.header.map((header, index) => ({
      header,
      weight: index === 1 ? 7 : index === 0 ? 1.4 : 0.8,
      numeric: index > 2,
    })),
    rows: lines.map((line, index) => ({
      cells: (table.rows[index] ?? []).map((cell, column) => {
        if (column === 0) return dottedTariffCode(line.code);
        if (column === 1 && context.language === 'bn') return line.descriptionTranslated ?? line.description;
        return typeof cell === 'number' ? formatAmount(String(cell)) : (cell ?? '');
      }),
    })),
    pageNumber: (page, pages) => t('tariff.export.page', { page, pages }),
  };
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
