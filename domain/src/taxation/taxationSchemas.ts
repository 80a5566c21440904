import { Type, type Static } from 'typebox';
import { TAXATION_INCOTERMS } from './assessableValue.js';
import { TAXATION_LIMITS } from './taxationLimits.js';

/*
 * The contract of the taxation service (`POST {TAXATION_URL}`), written once: the server checks bodies and
 * documents itself with these schemas, the domain reads a body typed by them, the screens send that type and
 * check the answer against them. The body's shape is the one deployed declaration tools send; what each
 * field may hold is checked by `taxationRequestFromBody`, so that every problem is named by its path.
 */

const SHORT_TEXT = Type.String({ maxLength: 64 });
/** An amount as clients send it: decimal text ("12400.50") or a JSON number. */
const AMOUNT = Type.Union([Type.String({ maxLength: 32 }), Type.Number()], {
  description: 'A decimal amount, as text ("12400.50") or a number.',
});

const COMMODITY_CODE = Type.Object(
  {
    hsCode: Type.String({ maxLength: 16, description: 'The six-digit HS subheading.', examples: ['847130'] }),
    pr1: Type.Optional(Type.String({ maxLength: 8, description: 'The national precision (2 digits).' })),
    pr2: Type.Optional(SHORT_TEXT),
    pr3: Type.Optional(SHORT_TEXT),
    pr4: Type.Optional(SHORT_TEXT),
    description: Type.Optional(Type.String({ maxLength: TAXATION_LIMITS.descriptionMaxLength })),
  },
  { description: 'The tariff line: hsCode and pr1 make the eight-digit national code (84713000).' },
);

export const TAXATION_ITEM = Type.Object({
  commodityCode: COMMODITY_CODE,
  itemCountryOfOriginCode: Type.Optional(SHORT_TEXT),
  currencyCode: Type.Object(
    {
      value: Type.String({
        maxLength: 8,
        description: 'The invoice currency (ISO 4217).',
        examples: ['USD'],
      }),
      rate: Type.Optional(
        Type.Union([AMOUNT, Type.Null()], {
          description: 'The rate the client shows; the service always applies the customs rate in force.',
        }),
      ),
    },
    { description: 'The invoice currency.' },
  ),
  statValueInForeignCurrency: AMOUNT,
  supplementaryUnit: Type.Optional(Type.Union([AMOUNT, Type.Null()])),
  netMass: Type.Optional(Type.Union([AMOUNT, Type.Null()])),
  incoterm: Type.Optional(
    Type.String({
      maxLength: 8,
      description: `How the value is stated: ${TAXATION_INCOTERMS.join(', ')} (CIF when absent).`,
    }),
  ),
  freight: Type.Optional(Type.Union([AMOUNT, Type.Null()], { description: 'In the invoice currency.' })),
  insurance: Type.Optional(Type.Union([AMOUNT, Type.Null()], { description: 'In the invoice currency.' })),
  extendedProcedure: Type.Optional(
    Type.Union([SHORT_TEXT, Type.Null()], { description: 'The CPC (4 digits).' }),
  ),
  nationalProcedure: Type.Optional(
    Type.Union([SHORT_TEXT, Type.Null()], {
      description: 'The national (additional) procedure code, CPC3; its SROs may reduce rates.',
    }),
  ),
});

export const TAXATION_BODY = Type.Object(
  {
    document: Type.Object({
      typeOfDeclaration: Type.String({
        maxLength: 16,
        description: 'The model of declaration: IM, or IM-4 with its general procedure.',
        examples: ['IM'],
      }),
      generalProcedureCode: Type.Optional(SHORT_TEXT),
    }),
    validityDate: Type.Optional(
      Type.String({ description: 'The date whose exchange rates and tariff apply (YYYY-MM-DD); today.' }),
    ),
    items: Type.Array(TAXATION_ITEM, { maxItems: TAXATION_LIMITS.maxItems * 10 }),
  },
  {
    examples: [
      {
        document: { typeOfDeclaration: 'IM', generalProcedureCode: '4' },
        items: [
          {
            commodityCode: { hsCode: '847130', pr1: '00' },
            itemCountryOfOriginCode: 'CN',
            currencyCode: { value: 'USD' },
            statValueInForeignCurrency: '12400',
            incoterm: 'CFR',
          },
        ],
      },
    ],
  },
);

export type TaxationBody = Static<typeof TAXATION_BODY>;
export type TaxationItemBody = Static<typeof TAXATION_ITEM>;

const DECIMAL_TEXT = Type.String({ description: 'An exact decimal, as text.' });

export const TAXATION_TAX_LINE = Type.Object({
  code: Type.String(),
  name: Type.String(),
  base: DECIMAL_TEXT,
  rate: DECIMAL_TEXT,
  value: DECIMAL_TEXT,
  sro: Type.Union([Type.String(), Type.Null()], { description: 'The SRO that reduced the rate.' }),
});

export const TAXATION_ITEM_RESULT = Type.Object({
  itemNumber: Type.Integer({ minimum: 1 }),
  commodityCode: Type.String(),
  description: Type.String(),
  currencyCode: Type.String(),
  exchangeRate: DECIMAL_TEXT,
  incoterm: Type.String(),
  cifValue: DECIMAL_TEXT,
  fobValue: Type.Union([DECIMAL_TEXT, Type.Null()]),
  assessableValue: DECIMAL_TEXT,
  taxes: Type.Array(TAXATION_TAX_LINE),
  totalItemTaxes: DECIMAL_TEXT,
  guaranteeAmount: DECIMAL_TEXT,
  sros: Type.Array(Type.String()),
});

export const TAXATION_MESSAGE = Type.Object({
  code: Type.String(),
  message: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});

export const TAXATION_ANSWER = Type.Object({
  currency: Type.String({ description: 'The national currency every amount is in.' }),
  validityDate: Type.String(),
  items: Type.Array(TAXATION_ITEM_RESULT),
  totalItemTaxes: DECIMAL_TEXT,
  guaranteeAmount: DECIMAL_TEXT,
  messages: Type.Array(TAXATION_MESSAGE),
});

export type TaxationAnswer = Static<typeof TAXATION_ANSWER>;
export type TaxationItemResult = Static<typeof TAXATION_ITEM_RESULT>;
export type TaxationMessage = Static<typeof TAXATION_MESSAGE>;
