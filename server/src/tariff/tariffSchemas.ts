import { isIsoDate, type IsoDate } from '@tsw/domain';
import Type from 'typebox';
import { problem, type Problem } from '../http/problem.js';

// The answers' schemas are the domain's (tariffSearchSchemas.ts, tariffBrowseSchemas.ts), shared with the
// web front end; the requests' are here.

export const DATE_OF_VALIDITY = Type.String({
  format: 'date',
  description: 'Date of validity; default today.',
});

/** The query of the browsing routes: the date of validity only. */
export const BROWSE_QUERY = Type.Object(
  { date: Type.Optional(DATE_OF_VALIDITY) },
  { additionalProperties: false },
);

/** The date a tariff request asks about (today when none), or the 400 that names a date that is not one. */
export function dateOfValidity(
  requested: string | undefined,
  today: () => IsoDate,
): { ok: true; date: IsoDate } | { ok: false; problem: Problem } {
  const date = requested ?? today();
  if (isIsoDate(date)) return { ok: true, date };
  const message = 'date is not a calendar date (YYYY-MM-DD).';
  return {
    ok: false,
    problem: problem(400, 'INVALID_DATE', message, [{ path: 'date', code: 'INVALID_DATE', message }]),
  };
}
