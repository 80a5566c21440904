/** What an empty amount shows (§9). */
export const EMPTY_AMOUNT = '-';

const AMOUNT_FORMAT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // -0.001 rounds to 0.00, not -0.00.
  signDisplay: 'negative',
});
const DECIMAL_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * An amount or rate as every screen and export shows it (§9): en-US grouping, exactly two decimals, in
 * every interface language so that figures read alike; '-' when there is none.
 */
export function formatAmount(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_AMOUNT;
  if (typeof value === 'string' && !DECIMAL_TEXT.test(value)) return EMPTY_AMOUNT;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? AMOUNT_FORMAT.format(number) : EMPTY_AMOUNT;
}
