import { asciiDigits } from './asciiDigits.js';

/**
 * Separators where they belong, in either grouping people write: thousands (12,400 and 1,000,000.50) or the
 * Indian and Bangladeshi grouping of lakhs and crores (1,50,000 and 1,00,00,000.50). Not 12,40 or 1,5,000.
 */
const GROUPED_AMOUNT = /^(\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})*,\d{3})(\.\d+)?$/;

/**
 * An amount as people type it (digits of any script, grouped: `১২,৪০০.৫০`, `1,50,000`) as the plain decimal
 * text a reader of amounts takes (`12400.50`). Anything else comes back trimmed, for that reader to refuse.
 */
export function typedAmountText(typed: string): string {
  const text = asciiDigits(typed).trim();
  return GROUPED_AMOUNT.test(text) ? text.replace(/,/g, '') : text;
}
