import { Type, type Static } from 'typebox';
import { NULLABLE_STRING } from '../portal/nullableString.js';
import { TARIFF_MATCH_FIELDS, TARIFF_MATCH_KINDS } from './search/tariffMatch.js';

/*
 * The answers of the tariff search (`GET /api/tariff/search`), written once: the server's route declares
 * them (and documents itself with them), the web front end checks what it receives against them.
 */

/** A line of the tariff as the tariff routes send it (the domain's TariffCode). */
const TARIFF_LINE_FIELDS = {
  code: Type.String(),
  description: Type.String(),
  descriptionTranslated: NULLABLE_STRING,
  supplementaryUnitCode: NULLABLE_STRING,
  taxCodes: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  hsDescription: Type.Optional(
    Type.Union([Type.String(), Type.Null()], {
      description: 'The HS 2022 text of the line’s six-digit subheading, or null where HS 2022 has none',
    }),
  ),
  hsDescriptionFr: Type.Optional(
    Type.String({
      description:
        'The French text of the line’s six-digit subheading (HS 2022 as the EU’s Combined Nomenclature ' +
        '2026 prints it); absent where there is none',
    }),
  ),
  hsDescriptionEs: Type.Optional(
    Type.String({
      description:
        'The Spanish text of the line’s six-digit subheading (the EU’s Combined Nomenclature 2026); absent ' +
        'where there is none',
    }),
  ),
  descriptionFr: Type.Optional(
    Type.String({ description: 'The administration’s own national text in French, where it imported one' }),
  ),
  descriptionEs: Type.Optional(
    Type.String({ description: 'The administration’s own national text in Spanish, where it imported one' }),
  ),
  descriptionAr: Type.Optional(
    Type.String({ description: 'The administration’s own national text in Arabic, where it imported one' }),
  ),
  notInSchedule: Type.Optional(
    Type.Literal(true, {
      description:
        'An HS 2022 subheading the loaded schedule has no line under: its text is HS 2022’s, and it has ' +
        'no rates here (the schedule must be consulted at the customs office)',
    }),
  ),
};

export const TARIFF_LINE = Type.Object(TARIFF_LINE_FIELDS);

/** Why a line was found (TariffRanker.explain): per query word, the tariff word it matched, how and where. */
export const TARIFF_MATCH = Type.Object({
  words: Type.Array(
    Type.Object({
      word: Type.String(),
      found: Type.Union([
        Type.Null(),
        Type.Object({
          term: Type.String(),
          match: Type.Enum(TARIFF_MATCH_KINDS),
          field: Type.Enum(TARIFF_MATCH_FIELDS),
        }),
      ]),
    }),
  ),
  names: Type.Array(Type.Object({ phrase: Type.String(), code: Type.String() })),
});

/** A page of the ranked search: what was understood, the date, the count of all lines and this page's. */
export const TARIFF_SEARCH_ANSWER = Type.Object({
  query: Type.Object({ kind: Type.Enum(['code', 'words']), text: Type.String() }),
  date: Type.String(),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
  lines: Type.Array(
    Type.Object({
      ...TARIFF_LINE_FIELDS,
      score: Type.Number(),
      /** For a search by words asked with `explain`: why the line was found. */
      matched: Type.Optional(TARIFF_MATCH),
    }),
  ),
});

export type TariffSearchAnswer = Static<typeof TARIFF_SEARCH_ANSWER>;
