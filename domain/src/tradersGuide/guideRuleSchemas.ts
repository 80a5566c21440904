import { Type, type Static } from 'typebox';
import type { LANGUAGE_CODES } from '../portal/portalLanguages.js';
import { GUIDE_FLOWS, GUIDE_RULE_STATUSES, GUIDE_RULE_TYPES } from './guideRule.js';
import { TRADERS_GUIDE_LIMITS } from './tradersGuideLimits.js';

/*
 * The guide editors' API (`/api/guide-editor/rules…`, role guide-editor), written once: the routes declare
 * these schemas and the editors' screen checks what it receives against them. The shapes stay generous;
 * what each field may hold (known document and country codes, dates, prefixes) is checked by the domain's
 * rule checks, so that every problem is named by its path.
 */

const TEXT = Type.String({ maxLength: TRADERS_GUIDE_LIMITS.textMaxLength * 2 });
const CODE_LIST = Type.Array(Type.String({ maxLength: 32 }), {
  maxItems: TRADERS_GUIDE_LIMITS.maxCodesPerList,
});

/** A text in English and, where written, the other interface languages (`GuideText`). */
export const GUIDE_TEXT_SCHEMA = Type.Object(
  {
    en: TEXT,
    fr: Type.Optional(TEXT),
    es: Type.Optional(TEXT),
    ar: Type.Optional(TEXT),
    bn: Type.Optional(TEXT),
  } satisfies Record<(typeof LANGUAGE_CODES)[number], unknown>,
  { additionalProperties: false },
);

/** What an editor sends to create a rule, or (with `version`) to change one. */
export const GUIDE_RULE_DRAFT_SCHEMA = Type.Object(
  {
    documentCode: Type.String({ maxLength: 32 }),
    ruleType: Type.Enum(GUIDE_RULE_TYPES),
    condition: Type.Union([GUIDE_TEXT_SCHEMA, Type.Null()]),
    commodityPrefixes: CODE_LIST,
    exceptCommodityPrefixes: CODE_LIST,
    origins: CODE_LIST,
    exceptOrigins: CODE_LIST,
    flows: Type.Array(Type.Enum(GUIDE_FLOWS), { maxItems: GUIDE_FLOWS.length }),
    generalProcedureCodes: CODE_LIST,
    extendedProcedureCodes: CODE_LIST,
    nationalProcedureCodes: CODE_LIST,
    authority: GUIDE_TEXT_SCHEMA,
    source: GUIDE_TEXT_SCHEMA,
    sourceUrl: Type.Union([Type.String({ maxLength: TRADERS_GUIDE_LIMITS.sourceUrlMaxLength }), Type.Null()]),
    validFrom: Type.String({ maxLength: 10 }),
    validTo: Type.Union([Type.String({ maxLength: 10 }), Type.Null()]),
    sample: Type.Boolean(),
  },
  { additionalProperties: false },
);

/**
 * A change: the draft and the version the editor started from. One object, not an intersection: the
 * draft's own schema refuses properties it does not name, so that `allOf` would refuse `version`.
 */
export const GUIDE_RULE_UPDATE_SCHEMA = Type.Object(
  { ...GUIDE_RULE_DRAFT_SCHEMA.properties, version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);

/** A withdrawal names the version the editor saw. */
export const GUIDE_RULE_WITHDRAW_SCHEMA = Type.Object({ version: Type.Integer({ minimum: 1 }) });

/** A rule as stored, as the editors see it (one object, for the reason above). */
export const GUIDE_RULE_SCHEMA = Type.Object({
  ...GUIDE_RULE_DRAFT_SCHEMA.properties,
  id: Type.String(),
  status: Type.Enum(GUIDE_RULE_STATUSES),
  version: Type.Integer(),
  updatedAt: Type.String(),
  updatedBy: Type.String(),
});

/** A page of rules, with how many match the editors' search. */
export const GUIDE_RULES_ANSWER = Type.Object({
  items: Type.Array(GUIDE_RULE_SCHEMA),
  totalCount: Type.Integer(),
});

/** The changes of one rule, each with who made it, when, and the rule as it was after. */
export const GUIDE_RULE_CHANGES_ANSWER = Type.Object({
  changes: Type.Array(
    Type.Object({
      action: Type.Enum(['create', 'update', 'withdraw', 'import']),
      username: Type.String(),
      changedAt: Type.String(),
      version: Type.Integer(),
      rule: GUIDE_RULE_SCHEMA,
    }),
  ),
});

/**
 * What a CSV import landed: every row, or (with a 400) none, with each row's problems. A row without an id
 * adds a rule; a row with a stored rule's id changes it, and withdraws it when its status says withdrawn.
 * An import never withdraws a rule it does not name.
 */
export const GUIDE_RULES_IMPORT_ANSWER = Type.Object({
  imported: Type.Integer({ description: 'Rows landed: rules added and changed.' }),
  created: Type.Integer({ description: 'Rules added (rows without an id).' }),
  updated: Type.Integer({ description: 'Stored rules changed (rows with their id).' }),
  withdrawn: Type.Integer({ description: 'Stored rules the import withdrew (status withdrawn).' }),
});

export type GuideRuleBody = Static<typeof GUIDE_RULE_SCHEMA>;
export type GuideRuleDraftBody = Static<typeof GUIDE_RULE_DRAFT_SCHEMA>;
export type GuideRuleUpdateBody = Static<typeof GUIDE_RULE_UPDATE_SCHEMA>;
export type GuideRuleChange = Static<typeof GUIDE_RULE_CHANGES_ANSWER>['changes'][number];
