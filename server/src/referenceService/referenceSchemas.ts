import { ENTITY_NAMES, REFERENCE_SEARCH_LIMITS, SEARCH_OPERATORS } from '@tsw/domain';
import Type from 'typebox';

const LIMITS = REFERENCE_SEARCH_LIMITS;

const SCALAR = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);
const ISO_DATE = Type.String({ description: 'A date written YYYY-MM-DD.', examples: ['2025-07-01'] });

export const ENTITY_PARAMS = Type.Object({
  entity: Type.String({ description: `One of: ${ENTITY_NAMES.join(', ')}.` }),
});

/** `POST /rimm-server/{entity}/search` (spec §7), with the forms deployed clients also send. */
export const SEARCH_BODY = Type.Object(
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
          value: Type.Optional(SCALAR),
          values: Type.Optional(Type.Array(SCALAR, { description: 'For IN and NOT_IN.' })),
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
    meta: Type.Optional(
      Type.Object({
        validityDate: Type.Optional(ISO_DATE),
        operator: Type.Optional(
          Type.String({
            description: 'How validityDate is read, as deployed clients send it: EQUALS (in force that day).',
            examples: ['EQUALS'],
          }),
        ),
      }),
    ),
  },
  {
    description:
      'Spec §7’s form, or the form deployed reference servers’ clients send (FULL_TEXT with field "", ' +
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
        meta: { operator: 'EQUALS', validityDate: '2025-07-01' },
        selectFields: ['*'],
        sortByFields: {},
        restrictions: [{ field: '', operator: 'FULL_TEXT', value: 'phone charger' }],
      },
    ],
  },
);

const RECORD = Type.Record(Type.String(), Type.Union([Type.String(), Type.Null()]), {
  description:
    'A reference record: every value a string or null, with validFromDate and validToDate (null while ' +
    'open-ended). A tariff line (commodity) also has tax01…tax20 as decimal strings ("25.00") or null, and ' +
    'chapterCode, headingCode, subHeadingCode with their descriptions.',
});

export const SEARCH_RESPONSE = Type.Object({
  resultList: Type.Array(RECORD),
  totalCount: Type.Integer(),
});

export const LOOKUP_PARAMS = Type.Object({
  entity: ENTITY_PARAMS.properties.entity,
  '*': Type.String({
    description:
      'The code (40/00 for an extended procedure, IM-4 for a model of declaration, parent/code for a sub-entity row).',
  }),
});

export const VALIDITY_QUERY = Type.Object({
  validityDate: Type.Optional(ISO_DATE),
});

export const LOOKUP_RESPONSE = Type.Record(
  Type.String(),
  Type.Union([Type.String(), Type.Null(), Type.Array(RECORD)]),
  {
    description: 'The record, with the lists of its sub-entities (bankBranches of a bank…).',
  },
);

export const BULK_BODY = Type.Object({
  codes: Type.Array(Type.String({ maxLength: LIMITS.valueLengthCap }), {
    minItems: 1,
    maxItems: LIMITS.bulkCodesCap,
  }),
  meta: Type.Optional(Type.Object({ validityDate: Type.Optional(ISO_DATE) })),
});

export const BULK_RESPONSE = Type.Object({
  resultList: Type.Array(RECORD),
  notFound: Type.Array(Type.String(), {
    description: 'The codes asked for that have no record valid on the date.',
  }),
});

export const ENTITY_LIST_RESPONSE = Type.Array(
  Type.Object({
    name: Type.String(),
    parent: Type.Optional(Type.String()),
    fields: Type.Record(Type.String(), Type.String()),
    selectedFields: Type.Array(Type.String()),
    lookupField: Type.String(),
  }),
);
