import type { IsoDate, ReferenceRecord } from '@tsw/domain';
import { csvRows } from '../importing/csvRows.js';
import type { CsvRow, ImportFormat } from '../importing/importFormat.js';

/** Where a build reads: the public files (../shared/data) and the Bengali names we wrote. */
export interface ReferenceDataSources {
  readonly sharedDirectory: URL;
  readonly bengaliNamesFile: URL;
}

export const DEFAULT_REFERENCE_DATA_SOURCES: ReferenceDataSources = {
  sharedDirectory: new URL('../../../../shared/data/', import.meta.url),
  bengaliNamesFile: new URL('../../../scripts/reference-data/bengali-names.json', import.meta.url),
};

/** The tariff's first day: Bangladesh's budget year FY2025-26 began on 1 July 2025. */
export const TARIFF_VALID_FROM = '2025-07-01' as IsoDate;

/**
 * The international code lists are loaded as one period from this day, early enough that a search as of any
 * date the portal's data covers (the sample's previous budget year included) finds them. Their editions are
 * named in PROVENANCE.md.
 */
export const CODE_LISTS_VALID_FROM = '2020-01-01' as IsoDate;

/** The provenance note of every shipped file. */
export const PROVENANCE_NOTE = 'server/reference-data/PROVENANCE.md';

/** Every row of a CSV file of the sources; a header without `columns` stops the build. */
export async function sourceCsvRows(file: URL, columns: readonly string[]): Promise<CsvRow[]> {
  const rows: CsvRow[] = [];
  for await (const entry of csvRows(file.pathname, columns)) {
    if ('headerProblem' in entry) throw new Error(`${file.pathname}: ${entry.headerProblem}`);
    rows.push(entry.row);
  }
  return rows;
}

/**
 * The records an import format reads from a file, the same checks an import makes (a rejected row stops
 * the build); a code read twice keeps its first row.
 */
export async function recordsReadByFormat(file: URL, format: ImportFormat): Promise<ReferenceRecord[]> {
  const records = new Map<string, ReferenceRecord>();
  for await (const entry of csvRows(file.pathname, format.requiredColumns)) {
    if ('headerProblem' in entry) throw new Error(`${file.pathname}: ${entry.headerProblem}`);
    const reading = format.readRow(entry.row);
    if (reading === 'skip') continue;
    if ('problem' in reading) throw new Error(`${file.pathname} line ${entry.line}: ${reading.problem}`);
    const code = reading.record.code ?? '';
    if (!records.has(code)) records.set(code, reading.record);
  }
  return [...records.values()];
}

/** Bengali names by entity and code (scripts/reference-data/bengali-names.json). */
export type BengaliNames = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The record with its Bengali name, where we wrote one. */
export function withBengaliName(
  names: BengaliNames,
  entity: string,
  record: ReferenceRecord,
): ReferenceRecord {
  const translated = names[entity]?.[record.code ?? ''];
  return translated ? { ...record, descriptionTranslated: translated } : record;
}
