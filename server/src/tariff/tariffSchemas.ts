import { isIsoDate, type IsoDate } from '@tsw/domain';
import Type from 'typebox';
import { problem, type Problem } from '../http/problem.js';

/** A nullable string, written as JSON Schema's type list (faster to serialize than anyOf). */
export const NULLABLE_STRING = Type.Unsafe<string | null>({ type: ['string', 'null'] });

/** A line of the tariff as the tariff routes send it (the domain's TariffCode). */
export const TARIFF_LINE_FIELDS = {
  code: Type.String(),
  description: Type.String(),
  descriptionTranslated: NULLABLE_STRING,
  supplementaryUnitCode: NULLABLE_STRING,
  taxCodes: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
};

export const TARIFF_LINE = Type.Object(TARIFF_LINE_FIELDS);

export const DATE_OF_VALIDITY = Type.String({
  format: 'date',
  description: 'Date of validity; default today.',
});

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
