import { Type, type Static } from 'typebox';
import { NULLABLE_STRING } from '../../portal/nullableString.js';
import { LANGUAGE_CODES } from '../../portal/portalLanguages.js';
import { TARIFF_CHANGES_LIMITS } from './tariffChangesLimits.js';

/*
 * The contract of the changes between two dates (issue 46): the query the route declares and the answer the
 * web front end checks.
 */

/**
 * The dates are checked by the route, not by a `format`, so that a date that is not one is answered
 * INVALID_DATE, the code the screens translate, rather than the schema's generic INVALID_REQUEST.
 */
export const TARIFF_CHANGES_QUERY = Type.Object(
  {
    from: Type.Optional(
      Type.String({
        maxLength: TARIFF_CHANGES_LIMITS.dateMaxLength,
        description: 'The earlier date (YYYY-MM-DD); default the day before `to`.',
      }),
    ),
    to: Type.Optional(
      Type.String({
        maxLength: TARIFF_CHANGES_LIMITS.dateMaxLength,
        description:
          'The later date (YYYY-MM-DD); default the latest day the scope changed (for the whole tariff, ' +
          "the latest period's start), which may be ahead of today.",
      }),
    ),
    scope: Type.Optional(
      Type.String({
        maxLength: TARIFF_CHANGES_LIMITS.scopeMaxLength,
        description:
          'A chapter (2 digits), a heading (4 digits), a subheading or a line (6 to 12 digits, dots and ' +
          'spaces allowed: 8471.30.00); empty or absent for the whole tariff.',
      }),
    ),
  },
  { additionalProperties: false },
);

/** The feeds' address: the language of the feed's texts, and the scope as the changes service reads it. */
export const TARIFF_CHANGES_FEED_PARAMS = Type.Object({
  lang: Type.Enum(LANGUAGE_CODES, { description: 'The language of the titles and summaries' }),
  scope: Type.Optional(TARIFF_CHANGES_QUERY.properties.scope),
});

const RATE = Type.Object({ name: Type.String(), value: Type.String() });

/** A line as it stood on one of the dates: its texts and rates (the exact decimal texts the tariff keeps). */
const CHANGED_LINE = Type.Object({
  code: Type.String(),
  description: Type.String(),
  descriptionTranslated: NULLABLE_STRING,
  taxCodes: Type.Array(RATE, { description: 'Non-empty tax columns in column order (CD, SD, VAT, … TTI)' }),
});

export const TARIFF_CHANGES_ANSWER = Type.Object({
  from: Type.String({ description: 'The earlier date compared' }),
  to: Type.String({ description: 'The later date compared' }),
  scope: Type.String({ description: 'The digits of the scope; empty for the whole tariff' }),
  scopeKind: Type.Enum(['tariff', 'chapter', 'heading', 'line']),
  started: Type.Array(CHANGED_LINE, { description: 'Lines in force on `to` and not on `from`, by code' }),
  ended: Type.Array(CHANGED_LINE, { description: 'Lines in force on `from` and not on `to`, by code' }),
  descriptions: Type.Array(
    Type.Object({
      code: Type.String(),
      before: Type.String(),
      after: Type.String(),
      translatedBefore: NULLABLE_STRING,
      translatedAfter: NULLABLE_STRING,
    }),
    { description: 'Lines in force on both dates whose text (English or translated) changed, by code' },
  ),
  rates: Type.Array(
    Type.Object({
      code: Type.String(),
      description: Type.String({ description: 'The line’s text on `to`' }),
      tax: Type.String({ description: 'The tax column: CD, RD, SD, VAT, AIT, AT, TTI…' }),
      before: NULLABLE_STRING,
      after: NULLABLE_STRING,
    }),
    {
      description:
        'Each rate of a line in force on both dates that changed, by code then column; null where the ' +
        'line had no rate in that column',
    },
  ),
});

export type TariffChangesQuery = Static<typeof TARIFF_CHANGES_QUERY>;
export type TariffChangesFeedParams = Static<typeof TARIFF_CHANGES_FEED_PARAMS>;
export type TariffChangesAnswer = Static<typeof TARIFF_CHANGES_ANSWER>;
export type TariffChangedLine = Static<typeof CHANGED_LINE>;
export type TariffDescriptionChange = TariffChangesAnswer['descriptions'][number];
export type TariffRateChange = TariffChangesAnswer['rates'][number];
export type TariffChangesScopeKind = TariffChangesAnswer['scopeKind'];
