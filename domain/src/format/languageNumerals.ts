import type { Language } from '../portal/portalLanguages.js';

/** How a language's screens write a number: in which digits, grouped how. */
export interface LanguageNumerals {
  readonly digits: 'latin' | 'bengali';
  /** Thousands (1,234,567) or the lakhs and crores of Bangladesh and India (12,34,567). */
  readonly grouping: 'thousands' | 'lakhs';
}

/**
 * Bengali writes its own digits, grouped in lakhs and crores, as Bangladesh's documents do (Intl's bn-BD
 * agrees). Arabic keeps Latin digits: its screens already write every code, example and typed figure in
 * them, as the Maghreb and Libya (a portal country) do, and a row mixing Arabic-Indic amounts with Latin
 * codes reads worse than either. French and Spanish keep the point and comma of the other languages, not
 * their own decimal comma: amount fields read only the point, and an amount copied between screens or
 * documents of two languages must not change its value ("1,500" is fifteen hundred here, never 1.5).
 */
export const LANGUAGE_NUMERALS: Readonly<Record<Language, LanguageNumerals>> = {
  en: { digits: 'latin', grouping: 'thousands' },
  fr: { digits: 'latin', grouping: 'thousands' },
  es: { digits: 'latin', grouping: 'thousands' },
  ar: { digits: 'latin', grouping: 'thousands' },
  bn: { digits: 'bengali', grouping: 'lakhs' },
};

const BENGALI_ZERO = 0x09e6;

/** The ASCII digits of `text` in the language's digits (`2026` is ২০২৬ in Bengali); the inverse of asciiDigits. */
export function languageDigits(text: string, language: Language): string {
  if (LANGUAGE_NUMERALS[language].digits === 'latin') return text;
  return text.replace(/\d/g, (digit) => String.fromCharCode(BENGALI_ZERO + Number(digit)));
}

/** A whole number's ASCII digits with the language's group separators: 1234567 is 1,234,567 or 12,34,567. */
function groupedWhole(whole: string, grouping: LanguageNumerals['grouping']): string {
  if (grouping === 'thousands') return whole.replace(/\B(?=(\d{3})+$)/g, ',');
  // The last three digits are the thousands; every two before them a lakh, a crore, and so on.
  const hundreds = whole.slice(-3);
  const above = whole.slice(0, -3);
  return above === '' ? hundreds : `${above.replace(/\B(?=(\d{2})+$)/g, ',')},${hundreds}`;
}

/**
 * A plain decimal text (`-1234567.50`, ASCII digits, a point) as the language writes numbers: grouped, in
 * its digits (`-12,34,567.50` and `-১২,৩৪,৫৬৭.৫০` in Bengali). A minus sign stays only before a number that
 * is not zero. Text of another shape comes back as it is.
 */
export function languageNumber(text: string, language: Language): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return text;
  const [, minus = '', whole = '0', fraction = ''] = match;
  const sign = minus !== '' && /[1-9]/.test(whole + fraction) ? '-' : '';
  return languageDigits(
    `${sign}${groupedWhole(whole, LANGUAGE_NUMERALS[language].grouping)}${fraction}`,
    language,
  );
}
