import type { ReferenceRecord, TariffText } from '@tsw/domain';

/** A CSV row by column name, as read from the file's header. */
export type CsvRow = Readonly<Record<string, string>>;

/** The outcome for one row: a record, a reason to reject the file, or a row outside the data set's scope. */
export type RowReading = { readonly record: ReferenceRecord } | { readonly problem: string } | 'skip';

/** A file layout the import command knows, and the entity it fills. */
export interface ImportFormat {
  readonly name: string;
  /** The entity filled; undefined for the generic layout, where the command names it. */
  readonly entity: string | undefined;
  readonly description: string;
  readonly requiredColumns: readonly string[];
  /** A second row for a code already read: a mistake to reject, or (UN/LOCODE) an alternative name to skip. */
  readonly repeatedCode: 'reject' | 'skip';
  /**
   * For histories: the column whose date starts each row's validity period. The file then lands as one
   * period per date (no --valid-from), all in one transaction.
   */
  readonly periodColumn?: string;
  readRow(row: CsvRow): RowReading;
  /**
   * For a tariff: the row's text and the broader (HS) text it refines, checked for what transcription
   * loses (issue 41). A flaw is flagged in the outcome, not a reason to reject the file.
   */
  textToCheck?(row: CsvRow): TariffText | undefined;
}

/** Empty cells are absent values. */
export function cell(row: CsvRow, column: string): string | null {
  const value = row[column]?.trim();
  return value === undefined || value === '' ? null : value;
}
