import { Type, type Static } from 'typebox';
import { REFERENCE_SEARCH_LIMITS } from './referenceSearchLimits.js';
import { SEARCH_OPERATORS } from './searchOperators.js';

/*
 * The contract of `POST /rimm-server/{entity}/search`, written once: the server's route checks bodies and
 * documents itself with these schemas, the domain reads a body typed by them, and the web front end sends
 * that type and checks the answer against them. TypeBox schemas are plain JSON Schema objects: data, no I/O.
 */

const LIMITS = REFERENCE_SEARCH_LIMITS;

const SEARCH_SCALAR = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);

/** A scalar as clients send it; numbers and booleans are read as their text. */
export type SearchScalar = Static<typeof SEARCH_SCALAR>;

/** The date of validity the reference service reads: records in force that day. */
export const REFERENCE_VALIDITY_DATE = Type.String({
  description: 'A date written YYYY-MM-DD.',
  examples: ['2025-07-01'],
});

/**
 * `meta` as clients send it on a search or a bulk fetch: the date, and the operator deployed clients name
 * beside it, which changes nothing (the records in force on that date are read).
 */
export const REFERENCE_SEARCH_META = Type.Object({
  validityDate: Type.Optional(REFERENCE_VALIDITY_DATE),
  operator: Type.Optional(
    Type.String({
      description:
        'Accepted as deployed clients send it: any operator of the service (FULL_TEXT, EQUALS, …) in any ' +
        'case; validityDate is read as the records in force that day whichever is named. A word that is not ' +
        'an operator is refused (UNKNOWN_OPERATOR).',
      examples: ['EQUALS', 'FULL_TEXT'],
    }),
  ),
  lang: Type.Optional(
    Type.String({
      description:
        'The language free text on the tariff (FULL_TEXT on description or descriptionTranslated) is ' +
        'read in: fr and es read the HS’s French or Spanish texts and everyday names with the English ' +
        'ones; en (the default), bn and ar read the English and Bengali texts. Another is refused ' +
        '(INVALID_VALUE).',
      examples: ['fr'],
    }),
  ),
});

/** The search body as the specification writes it, with the forms deployed clients also send. */
export const REFERENCE_SEARCH_BODY = Type.Object(
  {
    max: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: LIMITS.maxCap,
        default: LIMITS.defaultMax,
        description: `Rows to return, at most ${LIMITS.maxCap}.`,
      }),
    ),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: LIMITS.offsetCap, default: 0 })),
    distinct: Type.Optional(Type.Boolean({ description: 'Accepted for compatibility; always false.' })),
    restrictBy: Type.Optional(
      Type.String({ description: 'How restrictions combine: OR (default) or AND.', examples: ['AND'] }),
    ),
    selectFields: Type.Optional(
      Type.Array(Type.String(), {
        maxItems: 100,
        description: 'Fields to return; ["*"] for all; none for the entity’s default selection.',
      }),
    ),
    restrictions: Type.Optional(
      Type.Array(
        Type.Object({
          field: Type.Optional(
            Type.Union([Type.String({ maxLength: 100 }), Type.Null()], {
              description:
                'The field compared; "", null or none for FULL_TEXT, which then searches the description.',
            }),
          ),
          operator: Type.String({
            description:
              `One of: ${SEARCH_OPERATORS.join(', ')}. FULL_TEXT is free text: on the tariff (commodity) ` +
              'ranked as the tariff search ranks it, elsewhere a code prefix or words; empty, it matches every record.',
          }),
          value: Type.Optional(SEARCH_SCALAR),
          values: Type.Optional(Type.Array(SEARCH_SCALAR, { description: 'For IN and NOT_IN.' })),
          valueTo: Type.Optional(
            Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()], {
              description: 'The upper bound of BETWEEN; an empty one is accepted with any operator.',
            }),
          ),
        }),
        { maxItems: LIMITS.restrictionsCap },
      ),
    ),
    sortByFields: Type.Optional(
      Type.Union(
        [
          Type.Array(
            Type.Union([
              Type.String(),
              Type.Object({ field: Type.String(), order: Type.Optional(Type.String()) }),
            ]),
            { maxItems: LIMITS.sortFieldsCap },
          ),
          Type.Record(Type.String(), Type.String()),
        ],
        { description: 'A list of {field, order}, or a {field: "ASC" | "DESC"} map.' },
      ),
    ),
    meta: Type.Optional(REFERENCE_SEARCH_META),
  },
  {
    description:
      'The portal’s form, or the form deployed reference servers’ clients send (FULL_TEXT with field "", ' +
      'meta.operator, selectFields ["*"], sortByFields as a map). A part of the body not listed here is refused by name.',
    examples: [
      {
        max: 15,
        restrictBy: 'AND',
        restrictions: [{ field: 'code', operator: 'STARTS_WITH', value: '0101' }],
        sortByFields: [{ field: 'code', order: 'ASC' }],
        meta: { validityDate: '2025-07-01' },
      },
      {
        restrictBy: 'AND',
        distinct: false,
        max: 1,
        offset: 0,
        meta: { operator: 'FULL_TEXT', validityDate: '2025-07-01' },
        selectFields: ['*'],
        sortByFields: {},
        restrictions: [{ field: '', operator: 'FULL_TEXT', value: 'phone charger' }],
      },
    ],
  },
);

/** The body of a search as it arrives, after the structural schema check. */
export type ReferenceSearchBody = Static<typeof REFERENCE_SEARCH_BODY>;

/** One restriction of a search body, before it is checked against the entity. */
export type ReferenceSearchBodyRestriction = NonNullable<ReferenceSearchBody['restrictions']>[number];

/** A record as the service sends it (the domain's ReferenceRecord). */
export const REFERENCE_WIRE_RECORD = Type.Record(Type.String(), Type.Union([Type.String(), Type.Null()]), {
  description:
    'A reference record: every value a string or null, with validFromDate and validToDate (null while ' +
    'open-ended). A tariff line (commodity) also has tax01…tax20 as decimal strings ("25.00") or null, and ' +
    "chapterCode, headingCode, subHeadingCode with their descriptions. A party's contact fields (a " +
    "company's email and phoneNumber) are absent for readers without the roles that see them.",
});

/** The answer of a search: a page of records (each with the fields selected) and the count of all matches. */
export const REFERENCE_SEARCH_ANSWER = Type.Object({
  resultList: Type.Array(REFERENCE_WIRE_RECORD),
  totalCount: Type.Integer(),
});

export type ReferenceSearchAnswer = Static<typeof REFERENCE_SEARCH_ANSWER>;

/** The answer of a lookup (`GET /rimm-server/{entity}/{key}`): the record, with the lists of its sub-entities. */
export const REFERENCE_LOOKUP_ANSWER = Type.Record(
  Type.String(),
  Type.Union([Type.String(), Type.Null(), Type.Array(REFERENCE_WIRE_RECORD)]),
  {
    description: 'The record, with the lists of its sub-entities (bankBranches of a bank…).',
  },
);

export type ReferenceLookupAnswer = Static<typeof REFERENCE_LOOKUP_ANSWER>;
