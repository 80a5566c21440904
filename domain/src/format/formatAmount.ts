import { decimalFromText, decimalText, roundDecimal } from '../exchange/decimalNumber.js';
import type { Language } from '../portal/portalLanguages.js';
import { languageNumber } from './languageNumerals.js';

/** What an empty amount shows. */
const EMPTY_AMOUNT = '-';

/** A binary number as plain decimal text with two decimals, rounded as Intl rounds; grouped afterwards. */
const PLAIN_AMOUNT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/**
 * An amount as every screen and export of `language` shows it: exactly two decimals, grouped and in the
 * digits of the language (LANGUAGE_NUMERALS: 1,50,000.00 is ১,৫০,০০০.০০ on a Bengali screen); '-' when
 * there is none. Decimal text (money, rates from the reference service) is rounded exactly, half away from
 * zero, never through a binary number.
 */
export function formatAmount(value: number | string | null | undefined, language: Language): string {
  if (value === null || value === undefined) return EMPTY_AMOUNT;
  if (typeof value === 'string') {
    const decimal = decimalFromText(value);
    return decimal ? languageNumber(decimalText(roundDecimal(decimal, 2)), language) : EMPTY_AMOUNT;
  }
  return Number.isFinite(value) ? languageNumber(PLAIN_AMOUNT.format(value), language) : EMPTY_AMOUNT;
}

/** Decimals an exchange rate is shown with: as published (customs rates have four), two at least. */
const RATE_PLACES = { minimum: 2, maximum: 6 } as const;

/**
 * An exchange rate as published: an amount's two decimals would turn 0.8435 taka per yen into 0.84, so a
 * rate keeps its own decimals (up to six), grouped and in the digits of `language`; '-' when there is none.
 */
export function formatRate(value: string | null | undefined, language: Language): string {
  const decimal = value == null ? undefined : decimalFromText(value);
  if (!decimal) return EMPTY_AMOUNT;
  const places = Math.min(Math.max(decimal.scale, RATE_PLACES.minimum), RATE_PLACES.maximum);
  return languageNumber(decimalText(roundDecimal(decimal, places)), language);
}

/** A count of things (records, examples) grouped and in the digits of `language`: 7,154 or ৭,১৫৪. */
export function formatCount(count: number, language: Language): string {
  return languageNumber(String(Math.trunc(count)), language);
}
