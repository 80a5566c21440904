import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { IsoDate, ReferenceRecord } from '@tsw/domain';

/** The real reference data the portal ships (server/reference-data), written by `npm run reference-data`. */
export const REFERENCE_DATA_DIRECTORY = new URL('../../reference-data/', import.meta.url);

/** From this size a file is stored gzipped: below it, compression saves too little to hide the text from a diff. */
const REFERENCE_DATA_GZIP_FROM_BYTES = 32 * 1024;

/** The version of the layout below; a reader refuses any other. */
export const REFERENCE_DATA_FORMAT = 'tsw-reference-data/1';

/**
 * One entity's data set as the portal ships it: the field names once, then one array of values per record
 * (null where a record has none). Compact, and read with JSON.parse alone.
 */
export interface ReferenceDataFile {
  readonly format: typeof REFERENCE_DATA_FORMAT;
  readonly entity: string;
  /** The first day of the period the data set is loaded as. */
  readonly validFrom: IsoDate;
  /** Shown to users as the data set's source (GET /api/data-sets). */
  readonly source: string;
  /** Where the provenance note is: source, licence, date and conversion. */
  readonly provenance: string;
  readonly fields: readonly string[];
  readonly rows: readonly (readonly (string | null)[])[];
}

export type ReferenceDataHeader = Omit<ReferenceDataFile, 'format' | 'fields' | 'rows'>;

/** The file of a data set: every field some record has a value for, in first-seen order. */
export function referenceDataFileFromRecords(
  header: ReferenceDataHeader,
  records: readonly ReferenceRecord[],
): ReferenceDataFile {
  const fields = [
    ...new Set(records.flatMap((record) => Object.keys(record).filter((field) => record[field] !== null))),
  ];
  return {
    format: REFERENCE_DATA_FORMAT,
    ...header,
    fields,
    rows: records.map((record) => fields.map((field) => record[field] ?? null)),
  };
}

/** The records of a file, without the fields a record has no value for. */
export function recordsOfReferenceDataFile(file: ReferenceDataFile): ReferenceRecord[] {
  return file.rows.map((row) => {
    const record: Record<string, string> = {};
    file.fields.forEach((field, index) => {
      const value = row[index];
      if (value !== null && value !== undefined) record[field] = value;
    });
    return record;
  });
}

/** JSON with one record (or entry) per line: small, and a change shows as the lines it touches. */
function compactJson(value: object): string {
  const lines = Object.entries(value).map(([key, field]) => {
    const text = Array.isArray(field)
      ? `[\n${field.map((item) => `  ${JSON.stringify(item)}`).join(',\n')}\n ]`
      : JSON.stringify(field);
    return ` ${JSON.stringify(key)}: ${text}`;
  });
  return `{\n${lines.join(',\n')}\n}\n`;
}

/** Writes `{name}.json`, or `{name}.json.gz` when that pays; removes the other so that one version stays. */
export function writeReferenceDataJson(directory: URL, name: string, value: object): string {
  const text = Buffer.from(compactJson(value));
  const gzip = text.length >= REFERENCE_DATA_GZIP_FROM_BYTES;
  const written = `${name}.json${gzip ? '.gz' : ''}`;
  rmSync(new URL(`${name}.json${gzip ? '' : '.gz'}`, directory), { force: true });
  writeFileSync(new URL(written, directory), gzip ? gzipSync(text, { level: 9 }) : text);
  return written;
}

/** The parsed `{name}.json` or `{name}.json.gz` of the directory. */
export function readReferenceDataJson(directory: URL, name: string): unknown {
  const gzipped = new URL(`${name}.json.gz`, directory);
  const text = existsSync(gzipped)
    ? gunzipSync(readFileSync(gzipped)).toString('utf8')
    : readFileSync(new URL(`${name}.json`, directory), 'utf8');
  return JSON.parse(text);
}

/** A shipped entity file, checked for its layout version (an old file must not be read as a new one). */
export function readReferenceDataFile(directory: URL, name: string): ReferenceDataFile {
  const file = readReferenceDataJson(directory, name) as ReferenceDataFile;
  if (file.format !== REFERENCE_DATA_FORMAT) {
    throw new Error(`${name}: not a ${REFERENCE_DATA_FORMAT} file (${String(file.format)})`);
  }
  return file;
}
