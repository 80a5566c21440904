import { decimalFromText, subtractDecimals, type CentralBankRate, type IsoDate } from '@tsw/domain';
import type { Database, SqlExecutor } from '../database/database.js';

/** Rows per insert statement: one bound jsonb parameter each, well under any message size limit. */
const INSERT_BATCH_ROWS = 1_000;

const RATE_COLUMNS = `source, rate_date::text as "rateDate", currency_code as "currencyCode",
  currency_name as "currencyName", quote_currency_code as "quoteCurrencyCode", units,
  buying_rate::text as "buyingRate", selling_rate::text as "sellingRate", mid_rate::text as "midRate"`;

/**
 * Each source's latest publication on or before `date` (banks do not publish on holidays, so a Friday
 * shows Thursday's rates), or one source's when `source` is given.
 */
export async function centralBankPublications(
  database: SqlExecutor,
  date: IsoDate,
  source?: string,
): Promise<CentralBankRate[]> {
  return database.query<CentralBankRate>(
    `with latest as (
       select source, max(rate_date) as rate_date from central_bank_rate
        where rate_date <= $1 and ($2::text is null or source = $2)
        group by source)
     select ${RATE_COLUMNS} from central_bank_rate join latest using (source, rate_date)`,
    [date, source ?? null],
  );
}

/** The sources that have published, for the screen's choice. */
export async function centralBankSources(database: SqlExecutor): Promise<string[]> {
  const rows = await database.query<{ source: string }>(
    'select distinct source from central_bank_rate order by source',
  );
  return rows.map((row) => row.source);
}

export async function centralBankRatesStored(database: SqlExecutor): Promise<boolean> {
  const [row] = await database.query<{ stored: boolean }>(
    'select exists (select 1 from central_bank_import) as stored',
  );
  return row?.stored ?? false;
}

const rowKey = (rate: Pick<CentralBankRate, 'source' | 'rateDate' | 'currencyCode' | 'quoteCurrencyCode'>) =>
  `${rate.source} ${rate.rateDate} ${rate.currencyCode}/${rate.quoteCurrencyCode}`;

/** `122.50` and `122.5` are the same rate: compared as exact decimals. */
function sameNumber(left: string | null, right: string | null): boolean {
  if (left === null || right === null) return left === right;
  const [leftValue, rightValue] = [decimalFromText(left), decimalFromText(right)];
  return (
    leftValue !== undefined &&
    rightValue !== undefined &&
    subtractDecimals(leftValue, rightValue).units === 0n
  );
}

export interface CentralBankStoreOutcome {
  readonly storedRows: number;
  /** Rows already stored exactly as given: a file loaded twice changes nothing. */
  readonly unchangedRows: number;
  /** Rows that would change a stored rate; when any, nothing is stored. */
  readonly conflicts: readonly { readonly rate: CentralBankRate; readonly stored: CentralBankRate }[];
}

/**
 * Stores rates read from a file, whole or not at all, in one transaction. A day already published is never
 * rewritten: rows equal to the stored ones are skipped, and one that differs stops the whole file.
 */
export async function storeCentralBankRates(
  database: Database,
  load: { rates: readonly CentralBankRate[]; fileName: string; sample: boolean },
): Promise<CentralBankStoreOutcome> {
  const { rates } = load;
  if (rates.length === 0) return { storedRows: 0, unchangedRows: 0, conflicts: [] };
  const dates = rates.map((rate) => rate.rateDate).sort();
  const [first, last] = [dates[0] as string, dates[dates.length - 1] as string];
  return database.transaction(async (transaction) => {
    // One import at a time, so that two cannot both find a day free.
    await transaction.query('lock table central_bank_import in exclusive mode');
    const sources = [...new Set(rates.map((rate) => rate.source))];
    const stored = await transaction.query<CentralBankRate>(
      `select ${RATE_COLUMNS} from central_bank_rate
        where source = any($1::text[]) and rate_date between $2 and $3`,
      [sources, first, last],
    );
    const storedByKey = new Map(stored.map((rate) => [rowKey(rate), rate]));
    const conflicts: { rate: CentralBankRate; stored: CentralBankRate }[] = [];
    const fresh: CentralBankRate[] = [];
    for (const rate of rates) {
      const existing = storedByKey.get(rowKey(rate));
      if (!existing) fresh.push(rate);
      else if (
        existing.units !== rate.units ||
        !sameNumber(existing.midRate, rate.midRate) ||
        !sameNumber(existing.buyingRate, rate.buyingRate) ||
        !sameNumber(existing.sellingRate, rate.sellingRate)
      ) {
        conflicts.push({ rate, stored: existing });
      }
    }
    const outcome = {
      storedRows: 0,
      unchangedRows: rates.length - fresh.length - conflicts.length,
      conflicts,
    };
    if (conflicts.length > 0 || fresh.length === 0) return outcome;
    const [imported] = await transaction.query<{ id: string }>(
      `insert into central_bank_import (source, file_name, first_date, last_date, row_count, sample)
       values ($1, $2, $3, $4, $5, $6) returning id::text`,
      [sources.join(', '), load.fileName, first, last, fresh.length, load.sample],
    );
    for (let start = 0; start < fresh.length; start += INSERT_BATCH_ROWS) {
      await transaction.query(
        `insert into central_bank_rate (import_id, source, rate_date, currency_code, currency_name,
           quote_currency_code, units, buying_rate, selling_rate, mid_rate)
         select $1, row."source", row."rateDate", row."currencyCode", row."currencyName",
                row."quoteCurrencyCode", row."units", row."buyingRate", row."sellingRate", row."midRate"
           from jsonb_to_recordset($2::jsonb) as row("source" text, "rateDate" date, "currencyCode" text,
                "currencyName" text, "quoteCurrencyCode" text, "units" integer, "buyingRate" numeric,
                "sellingRate" numeric, "midRate" numeric)`,
        [imported?.id, JSON.stringify(fresh.slice(start, start + INSERT_BATCH_ROWS))],
      );
    }
    return { ...outcome, storedRows: fresh.length };
  });
}
