import {
  addDecimals,
  CENTRAL_BANK_RATE_LIMITS,
  CURRENCY_CODE,
  decimalFromText,
  multiplyDecimals,
  decimalText,
  publishedRateOf,
  type CentralBankRate,
} from '@tsw/domain';
import { cell, type CsvRow } from '../importing/importFormat.js';

/** Choices of the import command that a layout reads; a layout may fix them itself. */
export interface CentralBankImportOptions {
  /** Who published the rates ("Bangladesh Bank"). */
  readonly source?: string;
  /** The currency the rates are counted in; taka unless said. */
  readonly quoteCurrency?: string;
}

/** One row of a file: the rates it gives (a wide file gives one per currency column), or why not. */
export type CentralBankRowReading =
  { readonly rates: readonly CentralBankRate[] } | { readonly problem: string };

/** A file layout of central-bank rates the import command knows. */
export interface CentralBankRateFormat {
  readonly name: string;
  readonly description: string;
  readonly requiredColumns: readonly string[];
  /** A problem with the command's options for this layout (a missing --source), before any row is read. */
  optionsProblem(options: CentralBankImportOptions): string | undefined;
  readRow(row: CsvRow, options: CentralBankImportOptions): CentralBankRowReading;
}

const ENGLISH_CURRENCY_NAMES = new Intl.DisplayNames('en', { type: 'currency', fallback: 'code' });

/** The English name ICU gives a currency, or its code when ICU does not know it (a retired currency). */
function currencyNameOf(code: string): string {
  try {
    return ENGLISH_CURRENCY_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}

const HALF = { units: 5n, scale: 1 };

/** The middle of the buying and selling rates, exactly: (buying + selling) / 2. */
function midOf(buying: string, selling: string): string | undefined {
  const [low, high] = [decimalFromText(buying), decimalFromText(selling)];
  if (!low || !high) return undefined;
  // Halving is multiplying by 0.5: one more decimal, never a rounding.
  return decimalText(multiplyDecimals(addDecimals(low, high), HALF));
}

/**
 * A central bank's daily rates, one row per day and currency:
 * `date,currency,mid` with optional `buying`, `selling` (mid may be left empty when both are given),
 * `units` (default 1), `name` (default: the ISO name) and `quote_currency` (default --quote-currency).
 */
export const CENTRAL_BANK_RATES_FORMAT: CentralBankRateFormat = {
  name: 'central-bank-rates',
  description:
    'central-bank rates: date,currency,buying,selling,mid[,units,name,quote_currency]; needs --source',
  requiredColumns: ['date', 'currency', 'mid'],
  optionsProblem(options) {
    const source = options.source?.trim() ?? '';
    if (source === '') return 'The central-bank-rates format needs --source (who published the rates).';
    if (source.length > CENTRAL_BANK_RATE_LIMITS.sourceMaxLength) {
      return `--source may have at most ${CENTRAL_BANK_RATE_LIMITS.sourceMaxLength} characters.`;
    }
    if (options.quoteCurrency !== undefined && !CURRENCY_CODE.test(options.quoteCurrency)) {
      return `--quote-currency '${options.quoteCurrency}' is not three capital letters (ISO 4217).`;
    }
    return undefined;
  },
  readRow(row, options) {
    const buying = cell(row, 'buying');
    const selling = cell(row, 'selling');
    const mid = cell(row, 'mid') ?? (buying && selling ? midOf(buying, selling) : undefined);
    if (!mid) return { problem: 'the mid rate is empty, and there is not both a buying and a selling rate' };
    const currencyCode = cell(row, 'currency') ?? '';
    const unitsText = cell(row, 'units') ?? '1';
    return {
      rates: [
        {
          source: options.source?.trim() ?? '',
          rateDate: cell(row, 'date') ?? '',
          currencyCode,
          currencyName: cell(row, 'name') ?? currencyNameOf(currencyCode),
          quoteCurrencyCode: cell(row, 'quote_currency') ?? options.quoteCurrency ?? 'BDT',
          units: /^\d{1,9}$/.test(unitsText) ? Number(unitsText) : Number.NaN,
          buyingRate: buying,
          sellingRate: selling,
          midRate: mid,
        },
      ],
    };
  },
};

/** The European Central Bank's own name for its publisher, and the currency its rates are for. */
const ECB_SOURCE = 'European Central Bank';

/**
 * The ECB's euro foreign exchange reference rates as it publishes the history (eurofxref-hist.csv):
 * `Date,USD,JPY,…`, one row per day, each cell what one euro costs in that currency. An empty or N/A cell
 * is a currency the ECB did not quote that day.
 */
export const ECB_EURO_RATES_FORMAT: CentralBankRateFormat = {
  name: 'ecb-euro-rates',
  description: "the ECB's euro reference rates (eurofxref-hist.csv): Date,USD,JPY,…",
  requiredColumns: ['Date'],
  optionsProblem: () => undefined,
  readRow(row) {
    const rateDate = cell(row, 'Date') ?? '';
    const rates: CentralBankRate[] = [];
    for (const [column, value] of Object.entries(row)) {
      const text = value.trim();
      if (column === 'Date' || column.trim() === '' || text === '' || text === 'N/A') continue;
      if (!publishedRateOf(text)) return { problem: `${column} '${text}' is not a positive number` };
      rates.push({
        source: ECB_SOURCE,
        rateDate,
        currencyCode: 'EUR',
        currencyName: currencyNameOf('EUR'),
        quoteCurrencyCode: column.trim(),
        units: 1,
        buyingRate: null,
        sellingRate: null,
        midRate: text,
      });
    }
    return { rates };
  },
};

export const CENTRAL_BANK_RATE_FORMATS: ReadonlyMap<string, CentralBankRateFormat> = new Map(
  [CENTRAL_BANK_RATES_FORMAT, ECB_EURO_RATES_FORMAT].map((format) => [format.name, format]),
);
