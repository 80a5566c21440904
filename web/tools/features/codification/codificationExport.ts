import { formatDate, type Language, type ReferenceRecord } from '@tsw/domain';
import type { TFunction } from 'i18next';
import type { ExportTable } from '../../documents/tableExport';
import type { TableExportContent } from '../../documents/useTableExport';
import type { CodificationColumn } from './codificationColumns';

/** Spreadsheet widths: a code, a name, any other field. */
const COLUMN_WIDTHS = [14, 50, 30] as const;
/** PDF shares of the page's width, in the same order. */
const PDF_WEIGHTS = [1.2, 4, 2] as const;

const widthOf = <Value>(widths: readonly [Value, Value, Value], index: number): Value =>
  widths[Math.min(index, 2) as 0 | 1 | 2];

/**
 * What every export of a codification search writes: the columns on screen, as text (codes keep their
 * leading zeros), and what the PDF prints above them: the search and its date of validity.
 */
export function codificationExportContent(
  t: TFunction,
  columns: readonly CodificationColumn[],
  records: readonly ReferenceRecord[],
  context: { language: Language; text: string; date: string },
): TableExportContent {
  const rows = records.map((record) => columns.map((column) => column.text(record)));
  const table: ExportTable = {
    columns: columns.map((column, index) => ({
      header: column.header,
      kind: 'text',
      width: widthOf(COLUMN_WIDTHS, index),
    })),
    rows,
  };
  return {
    table,
    pdf: {
      details: [
        ...(context.text ? [t('codification.export.searchedFor', { query: context.text })] : []),
        t('codification.export.inForceOn', { date: formatDate(context.date, context.language) }),
        t('codification.export.firstRows', { rows: records.length }),
      ],
      columns: columns.map((column, index) => ({
        header: column.header,
        weight: widthOf(PDF_WEIGHTS, index),
      })),
      rows: rows.map((cells) => ({ cells })),
    },
  };
}
