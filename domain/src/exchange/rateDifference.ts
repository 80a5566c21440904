import { decimalFromText, decimalText, subtractDecimals } from './decimalNumber.js';

/** A currency's rate record as the reference service answers it. */
export interface DatedRate {
  readonly code: string;
  readonly rate: string | null;
  readonly validToDate: string | null;
}

/**
 * The day-on-day difference of each currency: the rate of `date` minus the previous day's, exactly.
 * Only where the previous day's record has ended (a non-null validToDate before `date`) is the rate a new
 * one; a record still open, or one that runs on through `date`, is the same rate on both days, and the
 * difference is null, as it is for a currency with no rate the day before.
 */
export function rateDifferences(
  date: string,
  today: readonly DatedRate[],
  previousDay: readonly DatedRate[],
): Map<string, string | null> {
  const previousByCode = new Map(previousDay.map((record) => [record.code, record]));
  return new Map(
    today.map((record) => {
      const previous = previousByCode.get(record.code);
      const current = record.rate === null ? undefined : decimalFromText(record.rate);
      const before = previous?.rate == null ? undefined : decimalFromText(previous.rate);
      const ended = previous?.validToDate != null && previous.validToDate < date;
      if (!ended || !current || !before) return [record.code, null];
      return [record.code, decimalText(subtractDecimals(current, before))];
    }),
  );
}
