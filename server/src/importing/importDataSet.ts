import {
  entityDefinition,
  isIsoDate,
  recordKey,
  recordProblems,
  tariffTextFlawDescription,
  tariffTextFlaws,
  tariffTextVocabulary,
  type IsoDate,
  type TariffText,
  type ReferenceRecord,
} from '@tsw/domain';
import type { Database } from '../database/database.js';
import { replaceReferencePeriod, type StoredRecord } from '../referenceService/referenceStore.js';
import type { ImportFormat } from './importFormat.js';
import { ImportRequestError, readImportFileRows, type RejectedRow } from './importFileRows.js';

export interface ImportRequest {
  readonly filePath: string;
  readonly format: ImportFormat;
  /** Needed for the generic format; must match the format's own entity otherwise. */
  readonly entity?: string;
  /** The period's first day; not for a history format, whose rows carry their own dates. */
  readonly validFrom?: string;
  /** Where the data comes from, shown to users (a file name by default). */
  readonly source?: string;
  readonly onProgress?: (progress: { phase: 'reading' | 'storing'; rows: number; total?: number }) => void;
}

export interface ImportOutcome {
  readonly landed: boolean;
  readonly entity: string;
  /** The (first) period's first day. */
  readonly validFrom: IsoDate;
  /** Periods stored: one, or one per date of a history. */
  readonly periods: number;
  readonly acceptedRows: number;
  readonly skippedRows: number;
  readonly rejectedRows: readonly RejectedRow[];
  /** Rows that landed with text to check: characters lost in transcription, or cut mid-word. */
  readonly flaggedRows: readonly FlaggedRow[];
  readonly closedRecords: number;
  readonly replacedRecords: number;
}

/** Reported every this many rows read or stored. */
const PROGRESS_EVERY_ROWS = 1_000;

/** A row that landed, with what a reader should check in it; told as a rejected row is. */
export type FlaggedRow = RejectedRow;

/** A row's text to check, with the line it is on. */
type TextOnLine = TariffText & { readonly line: number };

/** The rows whose text a reader should check, told against the words of the whole file. */
function flaggedRowsOf(texts: readonly TextOnLine[]): FlaggedRow[] {
  if (texts.length === 0) return [];
  const vocabulary = tariffTextVocabulary(texts);
  return texts.flatMap((text) => {
    const flaws = tariffTextFlaws(text, vocabulary);
    return flaws.length === 0
      ? []
      : [{ line: text.line, reason: flaws.map(tariffTextFlawDescription).join('; ') }];
  });
}

/**
 * Loads a full data set from a CSV file as one validity period of an entity. Every row is read and
 * checked first; a file with any rejected row changes nothing. Otherwise the data lands whole in one
 * transaction, closing the previous period instead of overwriting it.
 */
export async function importDataSet(database: Database, request: ImportRequest): Promise<ImportOutcome> {
  const entity = request.format.entity ?? request.entity;
  if (!entity) throw new ImportRequestError(`The ${request.format.name} format needs --entity.`);
  if (request.entity && request.format.entity && request.entity !== request.format.entity) {
    throw new ImportRequestError(
      `The ${request.format.name} format fills ${request.format.entity}, not ${request.entity}.`,
    );
  }
  const definition = entityDefinition(entity);
  if (!definition) throw new ImportRequestError(`There is no entity '${entity}'.`);
  const { periodColumn } = request.format;
  if (periodColumn && request.validFrom !== undefined) {
    throw new ImportRequestError(
      `The ${request.format.name} format takes each period's date from its '${periodColumn}' column, not --valid-from.`,
    );
  }
  if (!periodColumn && !isIsoDate(request.validFrom ?? '')) {
    throw new ImportRequestError(
      `'${request.validFrom ?? ''}' is not a date written YYYY-MM-DD (--valid-from).`,
    );
  }

  const rejectedRows: RejectedRow[] = [];
  /** Records by the first day of their period. */
  const periods = new Map<IsoDate, StoredRecord[]>();
  const lineOfKey = new Map<string, number>();
  const textsToCheck: TextOnLine[] = [];
  let acceptedRows = 0;
  let skippedRows = 0;
  let rowsRead = 0;
  const unreadable = await readImportFileRows(
    request.filePath,
    request.format.requiredColumns,
    (row, line) => {
      rowsRead += 1;
      if (rowsRead % PROGRESS_EVERY_ROWS === 0) request.onProgress?.({ phase: 'reading', rows: rowsRead });
      const reading = request.format.readRow(row);
      if (reading === 'skip') {
        skippedRows += 1;
        return;
      }
      if ('problem' in reading) {
        rejectedRows.push({ line, reason: reading.problem });
        return;
      }
      const fields: ReferenceRecord = reading.record;
      const problems = recordProblems(definition, fields);
      if (problems.length > 0) {
        rejectedRows.push({ line, reason: problems.join('; ') });
        return;
      }
      const key = recordKey(definition, fields);
      const period = (periodColumn ? (row[periodColumn]?.trim() ?? '') : request.validFrom) as IsoDate;
      if (!isIsoDate(period)) {
        rejectedRows.push({ line, reason: `${periodColumn ?? 'valid from'} '${period}' is not a date` });
        return;
      }
      const earlier = lineOfKey.get(`${period} ${key}`);
      if (earlier !== undefined && request.format.repeatedCode === 'skip') {
        skippedRows += 1;
        return;
      }
      if (earlier !== undefined) {
        rejectedRows.push({ line, reason: `${key} is already on line ${earlier}` });
        return;
      }
      lineOfKey.set(`${period} ${key}`, line);
      const text = request.format.textToCheck?.(row);
      if (text) textsToCheck.push({ ...text, line });
      const records = periods.get(period) ?? [];
      records.push({ key, fields });
      periods.set(period, records);
      acceptedRows += 1;
    },
  );
  if (unreadable) rejectedRows.push(unreadable);
  if (rejectedRows.length === 0 && acceptedRows === 0) {
    rejectedRows.push({ line: 1, reason: 'the file holds no data rows' });
  }
  const starts = [...periods.keys()].sort();
  const outcome = {
    entity,
    validFrom: starts[0] ?? ((request.validFrom ?? '') as IsoDate),
    periods: starts.length,
    acceptedRows,
    skippedRows,
    rejectedRows,
    flaggedRows: flaggedRowsOf(textsToCheck),
  };
  if (rejectedRows.length > 0) return { ...outcome, landed: false, closedRecords: 0, replacedRecords: 0 };

  // Oldest first: each period ends the one before it.
  const stored = await database.transaction(async (transaction) => {
    let [closedRecords, replacedRecords, storedRows] = [0, 0, 0];
    for (const validFrom of starts) {
      const records = periods.get(validFrom) ?? [];
      const period = await replaceReferencePeriod(transaction, {
        entity,
        validFrom,
        records,
        source: request.source ?? request.filePath.split('/').pop() ?? request.filePath,
        sample: false,
        onProgress: (rows) =>
          request.onProgress?.({ phase: 'storing', rows: storedRows + rows, total: acceptedRows }),
      });
      storedRows += records.length;
      // Records a period of this file closes are the file's own history, not the data before it.
      if (validFrom === starts[0]) closedRecords = period.closedRecords;
      replacedRecords += period.replacedRecords;
    }
    return { closedRecords, replacedRecords };
  });
  return { ...outcome, landed: true, ...stored };
}
