import { isIsoDate } from '../calendar/isoDate.js';
import { zoneClockAt } from '../calendar/zoneClock.js';
import type { Language } from '../portal/portalLanguages.js';
import { languageDigits } from './languageNumerals.js';

/**
 * The order each language writes a date in: English month/day/year, as its screens always have; French,
 * Spanish, Arabic and Bengali day/month/year, as their readers write it (Intl's short dates agree).
 */
export const DATE_ORDER: Readonly<Record<Language, 'dayFirst' | 'monthFirst'>> = {
  en: 'monthFirst',
  fr: 'dayFirst',
  es: 'dayFirst',
  ar: 'dayFirst',
  bn: 'dayFirst',
};

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date as every screen and export of `language` shows it, the one way its dates read: in the language's
 * order (DATE_ORDER) and digits (১১/০৭/২০২৫ in Bengali), with hours and minutes when asked. Written here
 * rather than by Intl so that the site drawn on the server and the tools drawn in a browser, whose ICU data
 * differ, print the same text, and without the bidirectional marks Intl puts in Arabic dates (screens
 * isolate their dates themselves). ISO dates stay in addresses, payloads and `<time datetime>`.
 *
 * A date-only text (YYYY-MM-DD) is a calendar day and is never shifted by a time zone; an instant is shown in
 * `timeZone` when given (a server printing for the administration), else in the time zone of the device
 * that shows it.
 */
export function formatDate(
  value: Date | string | null | undefined,
  language: Language,
  options: { withTime?: boolean; timeZone?: string } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const dateOnly = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  let year: number,
    month: number,
    day: number,
    hours = 0,
    minutes = 0;
  if (dateOnly) {
    if (!isIsoDate(value as string)) return '';
    [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
  } else {
    const instant = typeof value === 'string' ? new Date(value) : value;
    if (Number.isNaN(instant.getTime())) return '';
    if (options.timeZone) {
      [year, month, day, hours, minutes] = zoneClockAt(instant, options.timeZone);
    } else {
      [year, month, day] = [instant.getFullYear(), instant.getMonth() + 1, instant.getDate()];
      [hours, minutes] = [instant.getHours(), instant.getMinutes()];
    }
  }
  const date =
    DATE_ORDER[language] === 'dayFirst'
      ? `${pad(day)}/${pad(month)}/${year}`
      : `${pad(month)}/${pad(day)}/${year}`;
  return languageDigits(options.withTime ? `${date} ${pad(hours)}:${pad(minutes)}` : date, language);
}
