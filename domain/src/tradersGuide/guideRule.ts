import type { Language } from '../portal/portalLanguages.js';

/**
 * The traders' guide's rules: each says that an attached document is required, or required under a
 * condition, for the consignments it matches. Staff maintain them; the guide reads the rules in force on a
 * date. The types here are the contract of the matching (`guideMatching`), the store, the editors' API and
 * the shipped starting set.
 */

/** How strongly a rule asks for its document; a request's `meta.ruleTypes` chooses which it wants. */
export const GUIDE_RULE_TYPES = ['required', 'conditional'] as const;
export type GuideRuleType = (typeof GUIDE_RULE_TYPES)[number];

/** The flows a rule may apply to: the letters of the model of declaration (IM import, EX export). */
export const GUIDE_FLOWS = ['IM', 'EX'] as const;
export type GuideFlow = (typeof GUIDE_FLOWS)[number];

/** A rule is live until an editor withdraws it; a withdrawn rule stays, with its history, but never matches. */
export const GUIDE_RULE_STATUSES = ['active', 'withdrawn'] as const;
export type GuideRuleStatus = (typeof GUIDE_RULE_STATUSES)[number];

/** A text the guide shows, in English always and in other interface languages where an editor wrote it. */
export type GuideText = { readonly en: string } & Partial<Readonly<Record<Exclude<Language, 'en'>, string>>>;

/**
 * What a rule says, as an editor writes it. An empty list matches everything of its kind: a rule with no
 * commodity prefixes applies to all goods, one with no origins to every origin, and so on.
 */
export interface GuideRuleDraft {
  /** The `attachedDocument` code of the document asked for. */
  readonly documentCode: string;
  readonly ruleType: GuideRuleType;
  /** When the document is needed, for a conditional rule (required for a `required` one: why it is). */
  readonly condition: GuideText | null;
  /** National tariff code prefixes (2 to 10 digits): 0304 matches 03046290. Empty: all goods. */
  readonly commodityPrefixes: readonly string[];
  /** Prefixes the rule leaves out even where `commodityPrefixes` match (certificate of origin except coal). */
  readonly exceptCommodityPrefixes: readonly string[];
  /** Countries (ISO 3166 alpha-2) or origin groups (`GUIDE_ORIGIN_GROUPS`). Empty: every origin. */
  readonly origins: readonly string[];
  /** Countries or groups the rule leaves out. */
  readonly exceptOrigins: readonly string[];
  /** Empty: imports and exports. */
  readonly flows: readonly GuideFlow[];
  /** General procedure codes (1 digit: 4 home use, 7 warehousing…). Empty: every one. */
  readonly generalProcedureCodes: readonly string[];
  /** Extended procedure codes (CPC4). Empty: every one. */
  readonly extendedProcedureCodes: readonly string[];
  /** National (additional) procedure codes (CPC3). Empty: every one. */
  readonly nationalProcedureCodes: readonly string[];
  /** Who issues the document. */
  readonly authority: GuideText;
  /** The legal source: the order, SRO or section that asks for it. */
  readonly source: GuideText;
  /** Where the source can be read, when it is online. */
  readonly sourceUrl: string | null;
  /** The first date the rule applies (YYYY-MM-DD). */
  readonly validFrom: string;
  /** The last date it applies, or null while it has no end. */
  readonly validTo: string | null;
  /** A rule we wrote without a public source to cite: shown as sample. */
  readonly sample: boolean;
}

/** A rule as stored: the draft with its identity, status and change counter. */
export interface GuideRule extends GuideRuleDraft {
  readonly id: string;
  readonly status: GuideRuleStatus;
  /** Counts the rule's changes: a save names the version it started from, so that none is overwritten unseen. */
  readonly version: number;
  readonly updatedAt: string;
  readonly updatedBy: string;
}

/** One consignment as the matching reads it, its codes already checked against the reference data. */
export interface GuideConsignment {
  /** The national tariff code, digits only (8 for Bangladesh). */
  readonly commodityCode: string;
  /** ISO 3166 alpha-2, or null when not given. */
  readonly originCountryCode: string | null;
  readonly extendedProcedureCode: string | null;
  readonly nationalProcedureCode: string | null;
}

/** What the guide is asked about, for every consignment of a request. */
export interface GuideDeclaration {
  readonly flow: GuideFlow;
  /** Null when the request names no general procedure. */
  readonly generalProcedureCode: string | null;
  /** The date whose rules apply (YYYY-MM-DD). */
  readonly validityDate: string;
  readonly ruleTypes: readonly GuideRuleType[];
}
