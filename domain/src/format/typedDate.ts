import { isIsoDate, type IsoDate } from '../calendar/isoDate.js';
import type { Language } from '../portal/portalLanguages.js';
import { asciiDigits } from './asciiDigits.js';
import { DATE_ORDER } from './formatDate.js';

/**
 * The day a date field's text names, or undefined when it names none: the language's own order, as
 * formatDate writes it (11/28/2026 in English, 28/11/2026 or ২৮/১১/২০২৬ in the others), with `/`, `.` or `-`
 * between and one- or two-digit days and months; or the ISO form (2026-11-28) in any language, as addresses,
 * pasted values and the browser's own date picker give it. The year has four digits: "1/2/26" could be
 * several days.
 */
export function typedDate(text: string, language: Language): IsoDate | undefined {
  const typed = asciiDigits(text.trim());
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  const written = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed);
  let year: string, month: string, day: string;
  if (iso) [, year = '', month = '', day = ''] = iso;
  else if (written && DATE_ORDER[language] === 'dayFirst') [, day = '', month = '', year = ''] = written;
  else if (written) [, month = '', day = '', year = ''] = written;
  else return undefined;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(date) ? date : undefined;
}
