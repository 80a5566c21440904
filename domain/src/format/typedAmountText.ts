import { asciiDigits } from './asciiDigits.js';

/** Thousands separators where they belong: 12,400 and 1,000,000.50, not 12,40. */
const GROUPED_AMOUNT = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * An amount as people type it (digits of any script, thousands separators: `১২,৪০০.৫০`) as the plain decimal
 * text a reader of amounts takes (`12400.50`). Anything else comes back trimmed, for that reader to refuse.
 */
export function typedAmountText(typed: string): string {
  const text = asciiDigits(typed).trim();
  return GROUPED_AMOUNT.test(text) ? text.replace(/,/g, '') : text;
}
