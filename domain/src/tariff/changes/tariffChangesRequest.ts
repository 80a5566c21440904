import { isIsoDate, isoDateDayBefore, type IsoDate } from '../../calendar/isoDate.js';
import type { RequestProblem } from '../../portal/requestProblem.js';
import { TARIFF_CHANGES_LIMITS } from './tariffChangesLimits.js';
import type { TariffChangesScopeKind } from './tariffChangesSchemas.js';

export type TariffChangesChecked<T> = { ok: true; value: T } | { ok: false; problem: RequestProblem };

/** The part of the tariff a request asks about: its digits ('' for the whole tariff) and their level. */
export interface TariffChangesScope {
  readonly digits: string;
  readonly kind: TariffChangesScopeKind;
}

/**
 * The scope as written (8471, 8471.30.00, '' or absent for everything) as digits and a level: a chapter has
 * 2 digits, a heading 4, a subheading or a line 6 to 12; anything else is INVALID_CODE.
 */
export function tariffChangesScopeOf(text: string | undefined): TariffChangesChecked<TariffChangesScope> {
  const digits = (text ?? '').replace(/[.\s]/g, '');
  if (digits === '') return { ok: true, value: { digits, kind: 'tariff' } };
  const valid = /^\d+$/.test(digits) && digits.length <= TARIFF_CHANGES_LIMITS.scopeMaxDigits;
  const kind = !valid
    ? undefined
    : digits.length === 2
      ? 'chapter'
      : digits.length === 4
        ? 'heading'
        : digits.length >= 6
          ? 'line'
          : undefined;
  if (kind) return { ok: true, value: { digits, kind } };
  const value = text ?? '';
  return {
    ok: false,
    problem: {
      path: 'scope',
      code: 'INVALID_CODE',
      message: `“${value}” is not a chapter (2 digits), a heading (4) or a line (6 to 12).`,
      params: { value },
    },
  };
}

function checkedDate(path: 'from' | 'to', text: string): TariffChangesChecked<IsoDate> {
  const { earliestDate, latestDate } = TARIFF_CHANGES_LIMITS;
  if (isIsoDate(text) && text >= earliestDate && text <= latestDate) return { ok: true, value: text };
  const message = `${path} is not a calendar date (YYYY-MM-DD) from ${earliestDate} to ${latestDate}.`;
  return {
    ok: false,
    problem: { path, code: 'INVALID_DATE', message, params: { earliest: earliestDate, latest: latestDate } },
  };
}

/**
 * The two dates compared: `to` as asked or the default day (the scope's latest change), `from` as asked or
 * the day before `to` (so that `to` alone asks what changed that day). Each a real calendar date within the limits
 * (INVALID_DATE), the earlier first (DATE_RANGE_REVERSED); the same date twice is allowed: nothing changed.
 */
export function tariffChangesDatesOf(
  asked: { readonly from?: string | undefined; readonly to?: string | undefined },
  latestStart: IsoDate,
): TariffChangesChecked<{ from: IsoDate; to: IsoDate }> {
  const to = checkedDate('to', asked.to ?? latestStart);
  if (!to.ok) return to;
  const from = checkedDate('from', asked.from ?? isoDateDayBefore(to.value));
  if (!from.ok) return from;
  if (from.value > to.value) {
    return {
      ok: false,
      problem: {
        path: 'from',
        code: 'DATE_RANGE_REVERSED',
        message: `The first date (${from.value}) comes after the second (${to.value}).`,
        params: { from: from.value, to: to.value },
      },
    };
  }
  return { ok: true, value: { from: from.value, to: to.value } };
}
