import { isIsoDate } from '../calendar/isoDate.js';
import { zoneClockAt } from '../calendar/zoneClock.js';

/** Languages whose dates are written day/month/year; the others month/day/year. */
const DAY_FIRST_LANGUAGES = new Set(['fr']);

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date as the screens show it: month/day/year, day/month/year in French, with hours and minutes
 * when asked. A date-only text (YYYY-MM-DD) is a calendar day and is never shifted by a time zone; an
 * instant is shown in `timeZone` when given (a server printing for the administration), else in the time zone
 * of the device that shows it.
 */
export function formatDate(
  value: Date | string | null | undefined,
  language: string,
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
  const date = DAY_FIRST_LANGUAGES.has(language)
    ? `${pad(day)}/${pad(month)}/${year}`
    : `${pad(month)}/${pad(day)}/${year}`;
  return options.withTime ? `${date} ${pad(hours)}:${pad(minutes)}` : date;
}
