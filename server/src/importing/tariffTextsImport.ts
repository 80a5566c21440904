import {
  entityDefinition,
  isIsoDate,
  isLanguage,
  LANGUAGE_CODES,
  recordKey,
  referenceNameField,
  type IsoDate,
  type ReferenceRecord,
} from '@tsw/domain';
import type { Database } from '../database/database.js';
import {
  dataSetsInForce,
  referenceRecordsOfEntity,
  replaceReferencePeriod,
} from '../referenceService/referenceStore.js';
import { cell, type CsvRow } from './importFormat.js';
import { ImportRequestError, readImportFileRows, type RejectedRow } from './importFileRows.js';

/** The import command's name of the layout. */
export const TARIFF_TEXTS_FORMAT = 'tariff-texts';

/** One national text a row: the line, the language its text is in, the text. */
export const TARIFF_TEXTS_COLUMNS = ['code', 'language', 'description'] as const;

export interface TariffTextsRequest {
  readonly filePath: string;
  /** The day from which the texts apply: the tariff in force that day gets them, as a new period. */
  readonly validFrom: string;
  /** The texts' source, as the data set's list shows it after the tariff's own (by default the file's name). */
  readonly source?: string;
}

export interface TariffTextsOutcome {
  readonly landed: boolean;
  readonly validFrom: IsoDate;
  /** Texts set, one a row. */
  readonly acceptedRows: number;
  /** Lines of the tariff stored in the new period: all of them, most unchanged. */
  readonly storedLines: number;
  readonly rejectedRows: readonly RejectedRow[];
}

/** The lines in force on the day, without the validity the store adds (the new period sets its own). */
function linesInForce(records: readonly ReferenceRecord[], day: IsoDate): Map<string, ReferenceRecord> {
  const lines = new Map<string, ReferenceRecord>();
  for (const { validFromDate, validToDate, ...fields } of records) {
    if ((validFromDate ?? '') <= day && (validToDate == null || validToDate >= day)) {
      lines.set(fields.code ?? '', fields);
    }
  }
  return lines;
}

/**
 * Sets an administration's own national texts of tariff lines in any of the five languages (issue 49): a
 * row's `language` says which text of its line `description` is (en the national English, bn the Bengali,
 * fr, es, ar). The texts are not a tariff of their own but a change to the one in force on `validFrom`, so
 * that tariff is stored again as the period from that day, with the texts set and every other field kept:
 * dated like any import, and a file naming a few lines leaves the others as they were. Every row is
 * checked first; any problem refuses the whole file.
 */
export async function importTariffTexts(
  database: Database,
  request: TariffTextsRequest,
): Promise<TariffTextsOutcome> {
  const validFrom = request.validFrom;
  if (!isIsoDate(validFrom)) {
    throw new ImportRequestError(`'${validFrom}' is not a date written YYYY-MM-DD (--valid-from).`);
  }
  const definition = entityDefinition('commodity');
  if (!definition) throw new Error('the entity catalog has no commodity');
  const lines = linesInForce(await referenceRecordsOfEntity(database, 'commodity'), validFrom);
  const rejectedRows: RejectedRow[] = [];
  const lineOfText = new Map<string, number>();
  let acceptedRows = 0;
  /** Why a row cannot be read, or undefined once its text is set on its line. */
  const setText = (row: CsvRow, line: number): string | undefined => {
    const code = cell(row, 'code') ?? '';
    const language = cell(row, 'language') ?? '';
    const text = cell(row, 'description');
    if (!isLanguage(language)) return `language '${language}' is not one of ${LANGUAGE_CODES.join(', ')}`;
    const record = lines.get(code);
    if (!record) return `code '${code}' is not a line of the tariff in force on ${validFrom}`;
    if (text === null) return 'description is empty';
    const earlier = lineOfText.get(`${code} ${language}`);
    if (earlier !== undefined) return `${code} has a ${language} text on line ${earlier} already`;
    lineOfText.set(`${code} ${language}`, line);
    lines.set(code, { ...record, [referenceNameField(language)]: text });
    return undefined;
  };
  const unreadable = await readImportFileRows(request.filePath, TARIFF_TEXTS_COLUMNS, (row, line) => {
    const reason = setText(row, line);
    if (reason === undefined) acceptedRows += 1;
    else rejectedRows.push({ line, reason });
  });
  if (unreadable) rejectedRows.push(unreadable);
  if (rejectedRows.length === 0 && acceptedRows === 0) {
    rejectedRows.push({ line: 1, reason: 'the file holds no data rows' });
  }
  const outcome = { validFrom, acceptedRows, storedLines: 0, rejectedRows };
  if (rejectedRows.length > 0) return { ...outcome, landed: false };

  const records = [...lines.values()].map((fields) => ({ key: recordKey(definition, fields), fields }));
  // The tariff stays what it was (its source, and whether it is sample data), with the texts' file named.
  const tariff = (await dataSetsInForce(database, validFrom)).find((set) => set.entity === 'commodity');
  const texts = request.source ?? request.filePath.split('/').pop() ?? request.filePath;
  await database.transaction((transaction) =>
    replaceReferencePeriod(transaction, {
      entity: 'commodity',
      validFrom,
      records,
      source: tariff ? `${tariff.source} + ${texts}` : texts,
      sample: tariff?.sample ?? false,
    }),
  );
  return { ...outcome, landed: true, storedLines: records.length };
}
