import { PassThrough, Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  CSV_BYTE_ORDER_MARK,
  csvLine,
  referenceExportColumns,
  referenceExportRow,
  type EntityDefinition,
  type ReferenceExportFormat,
  type ReferenceRecord,
} from '@tsw/domain';

/** Rows written between two turns of the event loop, so that a large table does not hold up other requests. */
const ROWS_PER_TURN = 2000;

export const REFERENCE_EXPORT_CONTENT_TYPES: Readonly<Record<ReferenceExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The CSV of a table's records, made as it is read: header, then a chunk of rows at a time. */
function referenceCsvStream(definition: EntityDefinition, records: readonly ReferenceRecord[]): Readable {
  const columns = referenceExportColumns(definition);
  function* chunks(): Generator<string> {
    yield `${CSV_BYTE_ORDER_MARK}${csvLine(columns)}`;
    for (let start = 0; start < records.length; start += ROWS_PER_TURN) {
      let chunk = '';
      for (const record of records.slice(start, start + ROWS_PER_TURN)) {
        chunk += csvLine(referenceExportRow(definition, columns, record));
      }
      yield chunk;
    }
  }
  return Readable.from(chunks());
}

/** A cell as Excel should hold it: decimals as numbers, everything else (codes with their zeros) as text. */
function xlsxCell(
  definition: EntityDefinition,
  column: string,
  value: string | null,
): string | number | null {
  if (value === null || definition.fields[column] !== 'decimal') return value;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}

async function writeReferenceXlsx(
  definition: EntityDefinition,
  records: readonly ReferenceRecord[],
  output: PassThrough,
): Promise<void> {
  const columns = referenceExportColumns(definition);
  const { default: ExcelJS } = await import('exceljs');
  // Inline strings, not a shared-string table: the writer need not keep every text until the end.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(definition.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = sheet.addRow([...columns]);
  header.font = { bold: true };
  header.commit();
  for (let start = 0; start < records.length; start += ROWS_PER_TURN) {
    for (const record of records.slice(start, start + ROWS_PER_TURN)) {
      const cells = referenceExportRow(definition, columns, record);
      sheet
        .addRow(cells.map((value, index) => xlsxCell(definition, columns[index] as string, value)))
        .commit();
    }
    await nextTurn();
  }
  sheet.commit();
  await workbook.commit();
}

/** The XLSX of a table's records, zipped as it is written; a failure ends the stream with the error. */
function referenceXlsxStream(definition: EntityDefinition, records: readonly ReferenceRecord[]): Readable {
  const output = new PassThrough();
  writeReferenceXlsx(definition, records, output).catch((error: unknown) => {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}

/** A table's download, streamed: its records in force on the date, under the table's columns. */
export function referenceExportStream(
  definition: EntityDefinition,
  records: readonly ReferenceRecord[],
  format: ReferenceExportFormat,
): Readable {
  return format === 'csv'
    ? referenceCsvStream(definition, records)
    : referenceXlsxStream(definition, records);
}
