import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import type { CsvRow } from './importFormat.js';

/** The rows of a CSV file (gzipped when its name ends .gz) by column name, with the line each starts on. */
export async function* csvRows(filePath: string): AsyncGenerator<{ row: CsvRow; line: number }> {
  const file = createReadStream(filePath);
  const source = filePath.endsWith('.gz') ? file.pipe(createGunzip()) : file;
  const parser = source.pipe(
    parse({ columns: true, bom: true, info: true, skip_empty_lines: true, relax_column_count: false }),
  );
  for await (const { record, info } of parser as AsyncIterable<{ record: CsvRow; info: { lines: number } }>) {
    yield { row: record, line: info.lines };
  }
}

/** Why a file's header will not do (its first row read by column name), or undefined when it has every column. */
export function headerProblem(row: CsvRow, requiredColumns: readonly string[]): string | undefined {
  const missing = requiredColumns.filter((column) => !(column in row));
  return missing.length > 0 ? `the header lacks the column(s) ${missing.join(', ')}` : undefined;
}
