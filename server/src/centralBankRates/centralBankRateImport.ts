import { basename } from 'node:path';
import { centralBankRateProblems, type CentralBankRate } from '@tsw/domain';
import type { Database } from '../database/database.js';
import { ImportRequestError, readImportFileRows, type RejectedRow } from '../importing/importFileRows.js';
import type { CentralBankImportOptions, CentralBankRateFormat } from './centralBankRateFormats.js';
import { storeCentralBankRates } from './centralBankRateStore.js';

export interface CentralBankImportOutcome {
  readonly landed: boolean;
  readonly acceptedRows: number;
  /** Rates stored now; those already stored alike are counted in unchangedRows. */
  readonly storedRows: number;
  readonly unchangedRows: number;
  readonly rejectedRows: readonly RejectedRow[];
  readonly firstDate: string | null;
  readonly lastDate: string | null;
}

/** A rate's day and pair (`2026-11-24 USD/BDT`): a file gives each once, and rejections name it so. */
const dayPairKey = (rate: CentralBankRate) =>
  `${rate.rateDate} ${rate.currencyCode}/${rate.quoteCurrencyCode}`;

/**
 * Loads central-bank rates from a CSV file. Every row is checked first; any rejected row, or a row that
 * would change a rate already stored, leaves the table as it was. Otherwise the file lands whole.
 */
export async function importCentralBankRates(
  database: Database,
  request: CentralBankImportOptions & { filePath: string; format: CentralBankRateFormat },
): Promise<CentralBankImportOutcome> {
  const optionsProblem = request.format.optionsProblem(request);
  if (optionsProblem) throw new ImportRequestError(optionsProblem);
  const rejectedRows: RejectedRow[] = [];
  const rates: CentralBankRate[] = [];
  const lineOfKey = new Map<string, number>();
  const unreadable = await readImportFileRows(
    request.filePath,
    request.format.requiredColumns,
    (row, line) => {
      const reading = request.format.readRow(row, request);
      if ('problem' in reading) {
        rejectedRows.push({ line, reason: reading.problem });
        return;
      }
      for (const rate of reading.rates) {
        const problems = centralBankRateProblems(rate);
        if (problems.length > 0) {
          rejectedRows.push({ line, reason: problems.join('; ') });
          continue;
        }
        const key = dayPairKey(rate);
        const earlier = lineOfKey.get(key);
        if (earlier !== undefined) {
          rejectedRows.push({ line, reason: `${key} is already on line ${earlier}` });
          continue;
        }
        lineOfKey.set(key, line);
        rates.push(rate);
      }
    },
  );
  if (unreadable) rejectedRows.push(unreadable);
  if (rejectedRows.length === 0 && rates.length === 0) {
    rejectedRows.push({ line: 1, reason: 'the file holds no rates' });
  }
  const dates = rates.map((rate) => rate.rateDate).sort();
  const outcome = {
    acceptedRows: rates.length,
    firstDate: dates[0] ?? null,
    lastDate: dates[dates.length - 1] ?? null,
  };
  if (rejectedRows.length > 0) {
    return { ...outcome, landed: false, storedRows: 0, unchangedRows: 0, rejectedRows };
  }
  const stored = await storeCentralBankRates(database, {
    rates,
    fileName: basename(request.filePath),
    sample: false,
  });
  const conflicts = stored.conflicts.map(({ rate, stored: before }) => ({
    line: lineOfKey.get(dayPairKey(rate)) ?? 0,
    reason:
      `${rate.source} already published ${rate.currencyCode} on ${rate.rateDate} at ${before.midRate} ` +
      `(buying ${before.buyingRate ?? '–'}, selling ${before.sellingRate ?? '–'}); a published rate is not overwritten`,
  }));
  return {
    ...outcome,
    landed: conflicts.length === 0,
    storedRows: stored.storedRows,
    unchangedRows: stored.unchangedRows,
    rejectedRows: conflicts,
  };
}
