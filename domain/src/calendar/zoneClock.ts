/** Building a formatter costs far more than formatting: one per time zone, kept. */
const ZONE_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** Year, month, day, hours and minutes of an instant on the clocks of a time zone. */
export function zoneClockAt(instant: Date, timeZone: string): [number, number, number, number, number] {
  let format = ZONE_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    ZONE_FORMATS.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  return [parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0, parts.minute ?? 0];
}
