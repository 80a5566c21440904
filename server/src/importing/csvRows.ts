import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import type { CsvRow } from './importFormat.js';

/** A row by column name with the line it starts on; or, instead of any row, why the header will not do. */
export type CsvEntry = { readonly row: CsvRow; readonly line: number } | { readonly headerProblem: string };

/** How csv-parse names a row past `maxRowCharacters`; `csvRowTooLong` tells it. */
const ROW_TOO_LONG = 'CSV_MAX_RECORD_SIZE';

/** Whether reading stopped at a row longer than `maxRowCharacters`. */
export function csvRowTooLong(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === ROW_TOO_LONG;
}

/**
 * The rows of a CSV file (gzipped when its name ends .gz) by column name, with the line each starts on. A
 * header that lacks one of `requiredColumns` gives a single entry saying so, and no rows. A row longer than
 * `maxRowCharacters` (its cells' characters, counted as they are read) stops reading with an error that
 * `csvRowTooLong` tells; `trim` takes the spaces around cells away, as a hand-written file may have them.
 */
export async function* csvRows(
  filePath: string,
  requiredColumns: readonly string[],
  options: { readonly maxRowCharacters?: number; readonly trim?: boolean } = {},
): AsyncGenerator<CsvEntry> {
  const file = createReadStream(filePath);
  const source = filePath.endsWith('.gz') ? file.pipe(createGunzip()) : file;
  const parser = source.pipe(
    parse({
      columns: true,
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: false,
      trim: options.trim ?? false,
      max_record_size: options.maxRowCharacters ?? 0,
    }),
  );
  let headerChecked = false;
  for await (const { record, info } of parser as AsyncIterable<{ record: CsvRow; info: { lines: number } }>) {
    if (!headerChecked) {
      const problem = headerProblem(record, requiredColumns);
      if (problem) {
        yield { headerProblem: problem };
        return;
      }
      headerChecked = true;
    }
    yield { row: record, line: info.lines };
  }
}

/** Why a file's header will not do (its first row read by column name), or undefined when it has every column. */
function headerProblem(row: CsvRow, requiredColumns: readonly string[]): string | undefined {
  const missing = requiredColumns.filter((column) => !(column in row));
  return missing.length > 0 ? `the header lacks the column(s) ${missing.join(', ')}` : undefined;
}
