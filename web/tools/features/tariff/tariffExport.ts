import {
  dottedTariffCode,
  formatAmount,
  formatDate,
  taxColumnsOf,
  type Language,
  taxRateOf,
} from '@tsw/domain';
import type { TFunction } from 'i18next';
import type { ExportColumn, ExportTable } from '../../documents/tableExport';
import type { TablePdfContent } from '../../documents/tablePdfDocument';
import type { TariffSearchAnswer } from './tariffSearchApi';

type TariffLine = TariffSearchAnswer['lines'][number];

/** The export columns: HS code, Description, UOM, then the tax columns in order. */
export function tariffExportTable(t: TFunction, lines: readonly TariffLine[]): ExportTable {
  const taxNames = taxColumnsOf(lines);
  const columns: ExportColumn[] = [
    { header: t('tariff.columns.code'), kind: 'text', width: 14 },
    { header: t('tariff.columns.description'), kind: 'text', width: 60 },
    { header: t('tariff.columns.unit'), kind: 'text' },
    ...taxNames.map((name): ExportColumn => ({ header: name, kind: 'number', decimals: 2 })),
  ];
  const rows = lines.map((line) => [
    line.code,
    line.description,
    line.supplementaryUnitCode ?? '',
    ...taxNames.map((name) => {
      const value = taxRateOf(line, name);
      return value === undefined || value === '' ? null : Number(value);
    }),
  ]);
  return { columns, rows };
}

/**
 * What the PDF export prints of a search: what was searched and the date of validity above the table;
 * rates with two decimals; descriptions in Bengali for a Bengali reader where the data has them.
 */
export function tariffPdfContent(
  t: TFunction,
  lines: readonly TariffLine[],
  context: { language: Language; query: string; date: string },
): TablePdfContent {
  const table = tariffExportTable(t, lines);
  return {
    details: [
      t('tariff.export.searchedFor', { query: context.query }),
      t('tariff.export.inForceOn', { date: formatDate(context.date, context.language) }),
    ],
    columns: table.columns.map(({ header }, index) => ({
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
  };
}
