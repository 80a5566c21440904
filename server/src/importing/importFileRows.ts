import { statSync } from 'node:fs';
import { csvRows } from './csvRows.js';
import type { CsvRow } from './importFormat.js';

export interface RejectedRow {
  /** The line of the file the row starts on (line 1 is the header). */
  readonly line: number;
  readonly reason: string;
}

/** Reported before anything is read: a wrong entity, format or date, or no file. */
export class ImportRequestError extends Error {}

/**
 * Hands each row of the CSV file an import reads to `onRow`, in order, with the line it starts on. What
 * keeps the file from being read comes back as a rejected row, for the import to refuse the file: a header
 * without one of `requiredColumns` (line 1, no row handed on), or text that is not CSV (where reading
 * stopped). A missing file is an ImportRequestError.
 */
export async function readImportFileRows(
  filePath: string,
  requiredColumns: readonly string[],
  onRow: (row: CsvRow, line: number) => void,
): Promise<RejectedRow | undefined> {
  if (!statSync(filePath, { throwIfNoEntry: false })?.isFile()) {
    throw new ImportRequestError(`There is no file at ${filePath}.`);
  }
  let rowsRead = 0;
  try {
    for await (const entry of csvRows(filePath, requiredColumns)) {
      if ('headerProblem' in entry) return { line: 1, reason: entry.headerProblem };
      rowsRead += 1;
      onRow(entry.row, entry.line);
    }
  } catch (error) {
    return {
      line: (error as { lines?: number }).lines ?? rowsRead + 1,
      reason: `the file cannot be read as CSV: ${(error as Error).message}`,
    };
  }
  return undefined;
}
