/** A calendar date written YYYY-MM-DD, the only date form the reference service accepts. */
export type IsoDate = string & { readonly __brand: 'IsoDate' };

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date (2025-02-30 is refused, not rolled over). */
export function isIsoDate(text: string): text is IsoDate {
  const match = ISO_DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar date of an instant as seen in a time zone (customs days follow the administration's clock). */
export function isoDateAt(instant: Date, timeZone: string): IsoDate {
  let format = DATE_FORMATS.get(timeZone);
  if (!format) {
    // en-CA writes YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    DATE_FORMATS.set(timeZone, format);
  }
  return format.format(instant) as IsoDate;
}

/** Building a formatter costs far more than formatting: one per time zone, kept. */
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** The day before: a new validity period that starts on `date` closes the previous one on this day. */
export function isoDateDayBefore(date: IsoDate): IsoDate {
  const instant = new Date(`${date}T00:00:00Z`);
  instant.setUTCDate(instant.getUTCDate() - 1);
  return instant.toISOString().slice(0, 10) as IsoDate;
}
