import { zoneClockAt } from './zoneClock.js';

/** A calendar date written YYYY-MM-DD, the only date form the reference service accepts. */
export type IsoDate = string & { readonly __brand: 'IsoDate' };

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date (2025-02-30 is refused, not rolled over). */
export function isIsoDate(text: string): text is IsoDate {
  const match = ISO_DATE_PATTERN.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] as number);
}

/** The calendar date of an instant as seen in a time zone (customs days follow the administration's clock). */
export function isoDateAt(instant: Date, timeZone: string): IsoDate {
  const [year, month, day] = zoneClockAt(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` as IsoDate;
}

const MINUTE_MS = 60_000;

/**
 * Today's date in a time zone, read from `now` (milliseconds since the epoch). Every request asks for it,
 * and formatting a date in a time zone costs several microseconds, so the answer is kept for the rest of
 * the minute: time zones are offset from UTC by whole minutes, so a date never changes inside one.
 */
export function isoDateClock(timeZone: string, now: () => number): () => IsoDate {
  let minute = Number.NaN;
  let today = '' as IsoDate;
  return () => {
    const instant = now();
    const thisMinute = Math.floor(instant / MINUTE_MS);
    if (thisMinute !== minute) {
      today = isoDateAt(new Date(instant), timeZone);
      minute = thisMinute;
    }
    return today;
  };
}

/** The date `days` days earlier (sample rates dated back from the day they are loaded). */
export function isoDateDaysBefore(date: IsoDate, days: number): IsoDate {
  const instant = new Date(`${date}T00:00:00Z`);
  instant.setUTCDate(instant.getUTCDate() - days);
  return instant.toISOString().slice(0, 10) as IsoDate;
}

/** The date `days` days later (the first day a new period of rates may start: tomorrow). */
export function isoDateDaysAfter(date: IsoDate, days: number): IsoDate {
  return isoDateDaysBefore(date, -days);
}

/** The day before: a new validity period that starts on `date` closes the previous one on this day. */
export function isoDateDayBefore(date: IsoDate): IsoDate {
  return isoDateDaysBefore(date, 1);
}
