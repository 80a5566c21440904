import type { ReportFormat } from '../documents/reportFormat.js';
import { isIsoDate } from '../calendar/isoDate.js';
import { decimalFromText, subtractDecimals, type DecimalNumber } from './decimalNumber.js';

/**
 * A rate as a central bank publishes it (the external exchange rates): what `units` of a currency cost in
 * the quote currency on a day (1 USD = 122.50 BDT at Bangladesh Bank; 1 EUR = 1.1789 USD at the ECB),
 * with the bank's buying and selling rates where it gives them. Rates are exact decimal strings.
 */
export interface CentralBankRate {
  readonly source: string;
  readonly rateDate: string;
  readonly currencyCode: string;
  readonly currencyName: string;
  readonly quoteCurrencyCode: string;
  readonly units: number;
  readonly buyingRate: string | null;
  readonly sellingRate: string | null;
  readonly midRate: string;
}

/** The limits of the central-bank rates search and its import, declared once for the API, screen and tests. */
export const CENTRAL_BANK_RATE_LIMITS = {
  /** Currencies one search may name. */
  currenciesMax: 50,
  searchTextMaxLength: 50,
  sourceMaxLength: 100,
  /** A page of the search answer. */
  maxCap: 100,
  /** The furthest a page may start: far beyond any bank's table. */
  offsetMax: 100_000,
  /** Digits before and after the point of a published rate. */
  rateWholeDigits: 12,
  rateDecimals: 8,
  unitsMax: 1_000_000,
} as const;

export const CENTRAL_BANK_RATE_SORTS = [
  'currencyCode',
  'currencyName',
  'buyingRate',
  'sellingRate',
  'midRate',
] as const;
export type CentralBankRateSort = (typeof CENTRAL_BANK_RATE_SORTS)[number];

/** Report formats of the external rates' print call: a CSV to save, or a PDF to open. */
export const CENTRAL_BANK_REPORT_FORMATS = ['csv', 'pdf'] as const satisfies readonly ReportFormat[];
export type CentralBankReportFormat = (typeof CENTRAL_BANK_REPORT_FORMATS)[number];

export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** A published rate: a positive decimal of at most 12 + 8 digits. */
export function publishedRateOf(text: string): DecimalNumber | undefined {
  const { rateWholeDigits, rateDecimals } = CENTRAL_BANK_RATE_LIMITS;
  const pattern = new RegExp(`^\\d{1,${rateWholeDigits}}(\\.\\d{1,${rateDecimals}})?$`);
  if (!pattern.test(text)) return undefined;
  const value = decimalFromText(text);
  return value && value.units > 0n ? value : undefined;
}

/** What is wrong with a rate read from a file, in words an administrator can act on (empty: nothing). */
export function centralBankRateProblems(rate: CentralBankRate): string[] {
  const problems: string[] = [];
  if (!isIsoDate(rate.rateDate)) problems.push(`the date '${rate.rateDate}' is not a date (YYYY-MM-DD)`);
  if (!CURRENCY_CODE.test(rate.currencyCode)) {
    problems.push(`the currency '${rate.currencyCode}' is not three capital letters (ISO 4217)`);
  }
  if (!CURRENCY_CODE.test(rate.quoteCurrencyCode)) {
    problems.push(`the quote currency '${rate.quoteCurrencyCode}' is not three capital letters (ISO 4217)`);
  } else if (rate.quoteCurrencyCode === rate.currencyCode) {
    problems.push(`${rate.currencyCode} is quoted in itself`);
  }
  if (!Number.isInteger(rate.units) || rate.units < 1 || rate.units > CENTRAL_BANK_RATE_LIMITS.unitsMax) {
    problems.push(
      `the units '${rate.units}' are not a whole number from 1 to ${CENTRAL_BANK_RATE_LIMITS.unitsMax}`,
    );
  }
  const rates = { buying: rate.buyingRate, selling: rate.sellingRate, mid: rate.midRate };
  for (const [name, text] of Object.entries(rates)) {
    if (text !== null && !publishedRateOf(text)) {
      problems.push(`the ${name} rate '${text}' is not a positive number (up to 8 decimals)`);
    }
  }
  const buying = rate.buyingRate === null ? undefined : publishedRateOf(rate.buyingRate);
  const selling = rate.sellingRate === null ? undefined : publishedRateOf(rate.sellingRate);
  if (buying && selling && subtractDecimals(selling, buying).units < 0n) {
    problems.push(`the buying rate ${rate.buyingRate} is above the selling rate ${rate.sellingRate}`);
  }
  return problems;
}

export interface CentralBankRateQuery {
  readonly currencies: readonly string[];
  readonly searchText: string;
  readonly sort: CentralBankRateSort;
  readonly order: 'asc' | 'desc';
}

function compareRates(left: string, right: string): number {
  const difference = subtractDecimals(decimalFromText(left) ?? ZERO, decimalFromText(right) ?? ZERO).units;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}
const ZERO: DecimalNumber = { units: 0n, scale: 0 };

/**
 * The rates of a publication that a search asks for: the chosen currencies (on either side of the pair), or
 * else those whose code (either side) starts with the search text or whose name (in English, or as `nameIn` gives it in the reader's language)
 * contains it; then sorted, ties by code and source.
 */
export function selectCentralBankRates(
  rates: readonly CentralBankRate[],
  query: CentralBankRateQuery,
  nameIn: (rate: CentralBankRate) => string = (rate) => rate.currencyName,
): CentralBankRate[] {
  const wanted = new Set(query.currencies);
  // Bengali's য় may be typed as one code point or two: both sides are compared in one form (NFC).
  const folded = (value: string) => value.normalize('NFC').toLocaleLowerCase();
  const text = folded(query.searchText.trim());
  const matches = rates.filter((rate) => {
    // Either side of the pair: the ECB quotes the euro in each currency (EUR/USD), a bank in taka (USD/BDT).
    if (wanted.size > 0) return wanted.has(rate.currencyCode) || wanted.has(rate.quoteCurrencyCode);
    if (text === '') return true;
    return (
      rate.currencyCode.toLowerCase().startsWith(text) ||
      rate.quoteCurrencyCode.toLowerCase().startsWith(text) ||
      folded(rate.currencyName).includes(text) ||
      folded(nameIn(rate)).includes(text)
    );
  });
  const direction = query.order === 'asc' ? 1 : -1;
  const byField = (left: CentralBankRate, right: CentralBankRate): number => {
    switch (query.sort) {
      case 'currencyCode':
        return left.currencyCode.localeCompare(right.currencyCode);
      case 'currencyName':
        return nameIn(left).localeCompare(nameIn(right));
      default: {
        const [leftRate, rightRate] = [left[query.sort], right[query.sort]];
        if (leftRate === null || rightRate === null) return 0;
        return compareRates(leftRate, rightRate);
      }
    }
  };
  // A rate the bank did not give sorts last either way, as an empty cell does in a spreadsheet.
  const missing = (rate: CentralBankRate) =>
    query.sort !== 'currencyCode' && query.sort !== 'currencyName' && rate[query.sort] === null ? 1 : 0;
  return matches.sort(
    (left, right) =>
      missing(left) - missing(right) ||
      byField(left, right) * direction ||
      left.currencyCode.localeCompare(right.currencyCode) ||
      left.quoteCurrencyCode.localeCompare(right.quoteCurrencyCode) ||
      left.source.localeCompare(right.source),
  );
}
