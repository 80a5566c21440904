import { Type, type Static } from 'typebox';
import { GUIDE_RULE_TYPES } from './guideRule.js';
import { TRADERS_GUIDE_LIMITS } from './tradersGuideLimits.js';

/*
 * The contract of the traders' guide service (`POST {TRADERS_GUIDE_URL}`, §7) and of
 * `/traders-guide-config.json`, written once: the server declares and documents its routes with these
 * schemas, the screens send and check the same. A client sends one request per general-procedure-code group;
 * the service answers, per consignment, the documents its rules ask for. What each field may hold is checked
 * by the service against the reference data, and every problem comes back in `data.fieldsErrors`.
 */

const CODE = Type.String({ maxLength: 32 });
/** An amount as clients send it: decimal text ("12400.50") or a JSON number. */
const AMOUNT = Type.Union([Type.String({ maxLength: 32 }), Type.Number(), Type.Null()], {
  description: 'A decimal amount, as text ("12400.50") or a number.',
});

/** The tariff line: as the taxation service takes it (hsCode and pr1), or the national code as one text. */
const GUIDE_COMMODITY_CODE = Type.Union(
  [
    Type.String({
      maxLength: 16,
      description: 'The national tariff code, digits only.',
      examples: ['03046290'],
    }),
    Type.Object({
      hsCode: Type.String({ maxLength: 16, description: 'The six-digit HS subheading.' }),
      pr1: Type.Optional(Type.String({ maxLength: 8, description: 'The national precision (2 digits).' })),
      description: Type.Optional(Type.String({ maxLength: 500 })),
    }),
  ],
  { description: 'The tariff line of the consignment.' },
);

/** One consignment (§3). The amounts are carried for the rules that will read them; codes decide today. */
export const TRADERS_GUIDE_CONSIGNMENT = Type.Object({
  commodityCode: GUIDE_COMMODITY_CODE,
  itemCountryOfOriginCode: Type.Optional(
    Type.Union([CODE, Type.Null()], { description: 'ISO 3166 alpha-2.' }),
  ),
  extendedProcedureCode: Type.Optional(
    Type.Union([CODE, Type.Null()], { description: 'The CPC (4 digits).' }),
  ),
  nationalProcedureCode: Type.Optional(
    Type.Union([CODE, Type.Null()], { description: 'The national (additional) procedure code, CPC3.' }),
  ),
  statisticalValue: Type.Optional(AMOUNT),
  cifValueInForeignCurrency: Type.Optional(AMOUNT),
  exchangeRate: Type.Optional(AMOUNT),
  supplementaryUnits: Type.Optional(AMOUNT),
  invoiceValue: Type.Optional(AMOUNT),
  netMass: Type.Optional(AMOUNT),
});

export const TRADERS_GUIDE_BODY = Type.Object(
  {
    document: Type.Object({
      typeOfDeclaration: Type.Optional(
        Type.String({
          maxLength: 16,
          description:
            'The model of declaration: IM (the default) or EX, or with its general procedure (IM-4).',
          examples: ['IM'],
        }),
      ),
      generalProcedureCode: Type.Optional(Type.Union([CODE, Type.Null()])),
    }),
    items: Type.Array(TRADERS_GUIDE_CONSIGNMENT, { maxItems: TRADERS_GUIDE_LIMITS.maxConsignments * 10 }),
    meta: Type.Optional(
      Type.Object({
        ruleTypes: Type.Optional(
          Type.Array(Type.String({ maxLength: 32 }), {
            maxItems: 10,
            description: `Which rules to apply: ${GUIDE_RULE_TYPES.join(', ')} (all when absent).`,
          }),
        ),
        validityDate: Type.Optional(
          Type.String({ description: 'The date whose rules apply (YYYY-MM-DD); today when absent.' }),
        ),
        language: Type.Optional(
          Type.String({
            maxLength: 8,
            description: 'The language of names and texts: en, fr, es, ar or bn.',
          }),
        ),
      }),
    ),
  },
  {
    examples: [
      {
        document: { typeOfDeclaration: 'IM', generalProcedureCode: '4' },
        items: [{ commodityCode: '03046290', itemCountryOfOriginCode: 'MM', extendedProcedureCode: '4000' }],
        meta: { ruleTypes: ['required', 'conditional'], validityDate: '2025-09-01' },
      },
    ],
  },
);

export type TradersGuideBody = Static<typeof TRADERS_GUIDE_BODY>;
export type TradersGuideConsignmentBody = Static<typeof TRADERS_GUIDE_CONSIGNMENT>;

/** A source of a document's requirement: the order or SRO, and where to read it. */
export const TRADERS_GUIDE_SOURCE = Type.Object({
  text: Type.String(),
  url: Type.Union([Type.String(), Type.Null()]),
});

/**
 * One document a consignment needs. Where several rules ask for the same document, it is listed once: a
 * `required` rule outweighs a conditional one, and every matching rule's condition and source is listed.
 */
export const TRADERS_GUIDE_ATTACHMENT = Type.Object({
  /** The id of the rule that decided the requirement. */
  id: Type.String(),
  code: Type.String({ description: 'The attachedDocument code.' }),
  attDocCode: Type.String({ description: 'The attachedDocument code (as deployed clients read it).' }),
  attDocName: Type.String({ description: "The document's name in the request's language." }),
  /** The language `attDocName` is in: English where the requested language has no name yet. */
  attDocNameLanguage: Type.String(),
  applicableCommodityCodes: Type.Array(Type.String()),
  ruleType: Type.Enum(GUIDE_RULE_TYPES),
  conditions: Type.Array(Type.String()),
  authority: Type.String(),
  sources: Type.Array(TRADERS_GUIDE_SOURCE),
  ruleIds: Type.Array(Type.String()),
  sample: Type.Boolean({ description: 'Every rule behind it is sample data, not a cited requirement.' }),
});

export const TRADERS_GUIDE_ITEM_RESULT = Type.Object({
  /** The consignment's position in the request, from 1. */
  itemNumber: Type.Integer({ minimum: 1 }),
  commodityCode: Type.String(),
  attachments: Type.Array(TRADERS_GUIDE_ATTACHMENT),
});

/** A problem with one field of one consignment (itemNumber 0: the document or meta). */
export const TRADERS_GUIDE_FIELD_ERROR = Type.Object({
  itemNumber: Type.Integer({ minimum: 0 }),
  field: Type.String({
    description: 'The field, as the request names it (commodityCode, meta.validityDate…).',
  }),
  code: Type.String({ description: 'The key the interface translates.' }),
  message: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});

export const TRADERS_GUIDE_ANSWER = Type.Object({
  data: Type.Object({
    validityDate: Type.String(),
    items: Type.Array(TRADERS_GUIDE_ITEM_RESULT),
    fieldsErrors: Type.Array(TRADERS_GUIDE_FIELD_ERROR),
  }),
});

export type TradersGuideAnswer = Static<typeof TRADERS_GUIDE_ANSWER>;
export type TradersGuideAttachment = Static<typeof TRADERS_GUIDE_ATTACHMENT>;
export type TradersGuideItemResult = Static<typeof TRADERS_GUIDE_ITEM_RESULT>;
export type TradersGuideFieldError = Static<typeof TRADERS_GUIDE_FIELD_ERROR>;

/** The consignment fields beyond the codes that a screen offers, and what the service applies by default. */
export const TRADERS_GUIDE_CONFIG_ANSWER = Type.Object({
  additionalFields: Type.Array(
    Type.Object({
      name: Type.String({ description: 'The consignment field, as the request names it.' }),
      kind: Type.Enum(['amount', 'code']),
      required: Type.Boolean(),
    }),
  ),
  meta: Type.Object({
    ruleTypes: Type.Array(Type.Enum(GUIDE_RULE_TYPES)),
    typeOfDeclaration: Type.String({ description: 'The regime a new guide starts with.' }),
  }),
});

export type TradersGuideConfig = Static<typeof TRADERS_GUIDE_CONFIG_ANSWER>;
