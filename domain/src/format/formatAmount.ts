import { decimalFromText, decimalText, roundDecimal, type DecimalNumber } from '../exchange/decimalNumber.js';

/** What an empty amount shows. */
const EMPTY_AMOUNT = '-';

const AMOUNT_FORMAT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // -0.001 rounds to 0.00, not -0.00.
  signDisplay: 'negative',
});

/** en-US grouping of an exact decimal, which no conversion to a binary number has touched. */
function groupedDecimal(value: DecimalNumber): string {
  const text = decimalText(value);
  const negative = text.startsWith('-') && /[1-9]/.test(text);
  const [whole = '0', fraction] = text.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * An amount as every screen and export shows it: en-US grouping, exactly two decimals, in every
 * interface language so that figures read alike; '-' when there is none. Decimal text (money, rates from
 * the reference service) is rounded exactly, half away from zero.
 */
export function formatAmount(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_AMOUNT;
  if (typeof value === 'string') {
    const decimal = decimalFromText(value);
    return decimal ? groupedDecimal(roundDecimal(decimal, 2)) : EMPTY_AMOUNT;
  }
  return Number.isFinite(value) ? AMOUNT_FORMAT.format(value) : EMPTY_AMOUNT;
}

/** Decimals an exchange rate is shown with: as published (customs rates have four), two at least. */
const RATE_PLACES = { minimum: 2, maximum: 6 } as const;

/**
 * An exchange rate as published: an amount's two decimals would turn 0.8435 taka per yen into 0.84, so a
 * rate keeps its own decimals (up to six), with en-US grouping; '-' when there is none.
 */
export function formatRate(value: string | null | undefined): string {
  const decimal = value == null ? undefined : decimalFromText(value);
  if (!decimal) return EMPTY_AMOUNT;
  const places = Math.min(Math.max(decimal.scale, RATE_PLACES.minimum), RATE_PLACES.maximum);
  return groupedDecimal(roundDecimal(decimal, places));
}
