import { isIsoDate, isoDateDaysAfter, type IsoDate } from '../calendar/isoDate.js';
import type { RequestProblem } from '../portal/requestProblem.js';
import { CURRENCY_CODE, publishedRateOf } from './centralBankRate.js';

/**
 * A new period of customs exchange rates as staff publish it: the day it takes effect and the taka per unit
 * of each currency. It closes the period before it; nothing already published is rewritten.
 */
export interface RatePublication {
  readonly validFrom: string;
  readonly rates: readonly { readonly code: string; readonly rate: string }[];
}

/** Limits of a publication, declared once for the form and the API. */
export const RATE_PUBLICATION_LIMITS = {
  /** More than every currency in ISO 4217. */
  ratesMax: 300,
  /** Customs rates are published to four decimals; six leave room for the small currencies. */
  rateDecimals: 6,
  rateMaxLength: 24,
  /** How far ahead a period may start: a typed year too far would otherwise block every later one. */
  maxDaysAhead: 366,
} as const;

export type RatePublicationProblemCode =
  | 'RATES_DATE_INVALID'
  | 'RATES_DATE_IN_PAST'
  | 'RATES_DATE_TOO_FAR'
  | 'RATES_DATE_NOT_AFTER_LATEST'
  | 'RATES_EMPTY'
  | 'RATES_TOO_MANY'
  | 'CURRENCY_NOT_FOUND'
  | 'CURRENCY_REPEATED'
  | 'RATE_INVALID';

/** What the publication is checked against: today, the newest period's first day, the currency list. */
export interface RatePublicationContext {
  readonly today: string;
  /** The first day of the newest period published (null: none yet). */
  readonly latestStart: string | null;
  isKnownCurrency(code: string): boolean;
}

function rateProblem(
  path: string,
  code: RatePublicationProblemCode,
  message: string,
  params?: Readonly<Record<string, string | number>>,
): RequestProblem {
  return { path, code, message, ...(params ? { params } : {}) };
}

/** The first day a new period may start: tomorrow, so that the rates of a day already begun never change. */
export function earliestPeriodStart(today: string, latestStart: string | null): IsoDate {
  const tomorrow = isoDateDaysAfter(today as IsoDate, 1);
  const afterLatest = latestStart === null ? tomorrow : isoDateDaysAfter(latestStart as IsoDate, 1);
  return afterLatest > tomorrow ? afterLatest : tomorrow;
}

/**
 * Everything wrong with a publication, each named by where it is (`validFrom`, `rates[2].rate`) and a code
 * the screens translate; empty when it may be stored. A period starts tomorrow at the earliest and after the
 * newest one, so that no published rate, and no day already answered, changes; and within a year.
 */
export function ratePublicationProblems(
  publication: RatePublication,
  context: RatePublicationContext,
): RequestProblem[] {
  const problems: RequestProblem[] = [];
  const { validFrom } = publication;
  if (!isIsoDate(validFrom)) {
    problems.push(rateProblem('validFrom', 'RATES_DATE_INVALID', 'The date is not a date (YYYY-MM-DD).'));
  } else if (validFrom <= context.today) {
    const earliest = isoDateDaysAfter(context.today as IsoDate, 1);
    problems.push(
      rateProblem(
        'validFrom',
        'RATES_DATE_IN_PAST',
        `A new period starts on ${earliest} at the earliest: the rates of a day already begun stay as they are.`,
        { earliest },
      ),
    );
  } else if (validFrom > isoDateDaysAfter(context.today as IsoDate, RATE_PUBLICATION_LIMITS.maxDaysAhead)) {
    const latest = isoDateDaysAfter(context.today as IsoDate, RATE_PUBLICATION_LIMITS.maxDaysAhead);
    problems.push(
      rateProblem('validFrom', 'RATES_DATE_TOO_FAR', `A new period starts by ${latest} at the latest.`, {
        latest,
      }),
    );
  } else if (context.latestStart !== null && validFrom <= context.latestStart) {
    problems.push(
      rateProblem(
        'validFrom',
        'RATES_DATE_NOT_AFTER_LATEST',
        `Rates from ${context.latestStart} are already published; a new period starts after that day.`,
        { latest: context.latestStart },
      ),
    );
  }
  const { ratesMax, rateDecimals, rateMaxLength } = RATE_PUBLICATION_LIMITS;
  if (publication.rates.length === 0) {
    problems.push(rateProblem('rates', 'RATES_EMPTY', 'Give the rate of at least one currency.'));
  } else if (publication.rates.length > ratesMax) {
    problems.push(
      rateProblem('rates', 'RATES_TOO_MANY', `At most ${ratesMax} currencies.`, { max: ratesMax }),
    );
  }
  const seen = new Set<string>();
  publication.rates.forEach(({ code, rate }, index) => {
    if (!CURRENCY_CODE.test(code) || !context.isKnownCurrency(code)) {
      problems.push(
        rateProblem(`rates[${index}].code`, 'CURRENCY_NOT_FOUND', 'Currency Not Found', { code }),
      );
    } else if (seen.has(code)) {
      problems.push(
        rateProblem(`rates[${index}].code`, 'CURRENCY_REPEATED', `${code} is given twice.`, { code }),
      );
    }
    seen.add(code);
    const decimals = rate.split('.')[1]?.length ?? 0;
    if (rate.length > rateMaxLength || !publishedRateOf(rate) || decimals > rateDecimals) {
      problems.push(
        rateProblem(
          `rates[${index}].rate`,
          'RATE_INVALID',
          `The rate must be a number above 0 with at most ${rateDecimals} decimals.`,
          { decimals: rateDecimals },
        ),
      );
    }
  });
  return problems;
}
