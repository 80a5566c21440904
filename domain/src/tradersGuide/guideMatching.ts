import type { Language } from '../portal/portalLanguages.js';
import { GUIDE_ORIGIN_GROUPS } from './guideOriginGroups.js';
import type { GuideConsignment, GuideDeclaration, GuideRule, GuideText } from './guideRule.js';
import type { TradersGuideAttachment } from './tradersGuideSchemas.js';

/*
 * Which rules ask for which documents: a rule matches a consignment when every one of its lists does (an
 * empty list matches everything of its kind) and none of its except lists does, on a date inside its
 * validity; a withdrawn rule never matches. The matches of one consignment are merged into one attachment
 * per document.
 */

/** Whether an origin (a country) is named by a list of countries and origin groups. */
function originNamed(list: readonly string[], country: string): boolean {
  return list.some(
    (entry) => entry === country || (GUIDE_ORIGIN_GROUPS[entry]?.members.includes(country) ?? false),
  );
}

function listAllows(list: readonly string[], code: string | null): boolean {
  return list.length === 0 || (code !== null && list.includes(code));
}

/** Whether the date falls inside the rule's validity, both ends included. */
export function guideRuleValidOn(rule: GuideRule, date: string): boolean {
  return rule.validFrom <= date && (rule.validTo === null || date <= rule.validTo);
}

/** Whether a rule applies to one consignment of a declaration. */
export function guideRuleMatches(
  rule: GuideRule,
  consignment: GuideConsignment,
  declaration: GuideDeclaration,
): boolean {
  if (rule.status !== 'active' || !declaration.ruleTypes.includes(rule.ruleType)) return false;
  if (!guideRuleValidOn(rule, declaration.validityDate)) return false;
  const code = consignment.commodityCode;
  if (
    rule.commodityPrefixes.length > 0 &&
    !rule.commodityPrefixes.some((prefix) => code.startsWith(prefix))
  ) {
    return false;
  }
  if (rule.exceptCommodityPrefixes.some((prefix) => code.startsWith(prefix))) return false;
  const origin = consignment.originCountryCode;
  if (rule.origins.length > 0 && (origin === null || !originNamed(rule.origins, origin))) return false;
  if (origin !== null && originNamed(rule.exceptOrigins, origin)) return false;
  return (
    listAllows(rule.flows, declaration.flow) &&
    listAllows(rule.generalProcedureCodes, declaration.generalProcedureCode) &&
    listAllows(rule.extendedProcedureCodes, consignment.extendedProcedureCode) &&
    listAllows(rule.nationalProcedureCodes, consignment.nationalProcedureCode)
  );
}

/**
 * The active rules, indexed by commodity prefix so that a consignment reads only the rules whose prefixes
 * lead to its code (and those for all goods), not every rule: a guide over ten thousand rules stays fast.
 */
export class GuideRuleIndex {
  /** The active rules by id, so that a rule's place in this list is its place in an answer. */
  private readonly ordered: GuideRule[];
  /** Places in `ordered`, ascending, of the rules of each prefix. */
  private readonly byPrefix = new Map<string, Int32Array>();
  private readonly forAllGoods: Int32Array;
  private readonly prefixLengths: number[];
  readonly size: number;

  constructor(rules: readonly GuideRule[]) {
    this.ordered = rules
      .filter((rule) => rule.status === 'active')
      .sort((left, right) => (left.id < right.id ? -1 : left.id > right.id ? 1 : 0));
    const lengths = new Set<number>();
    const byPrefix = new Map<string, number[]>();
    const forAllGoods: number[] = [];
    this.ordered.forEach((rule, place) => {
      if (rule.commodityPrefixes.length === 0) {
        forAllGoods.push(place);
        return;
      }
      for (const prefix of new Set(rule.commodityPrefixes)) {
        lengths.add(prefix.length);
        const bucket = byPrefix.get(prefix);
        if (bucket) bucket.push(place);
        else byPrefix.set(prefix, [place]);
      }
    });
    for (const [prefix, places] of byPrefix) this.byPrefix.set(prefix, Int32Array.from(places));
    this.forAllGoods = Int32Array.from(forAllGoods);
    this.prefixLengths = [...lengths].sort((left, right) => left - right);
    this.size = this.ordered.length;
  }

  /** The rules that apply to a consignment, each once, in a stable order (by id). */
  matching(consignment: GuideConsignment, declaration: GuideDeclaration): GuideRule[] {
    // Places rather than rules: sorted as numbers, and a rule under two prefixes of the code is seen twice
    // in a row, once kept. Sorting the rules by id for every consignment cost more than checking them.
    const places: number[] = [...this.forAllGoods];
    const code = consignment.commodityCode;
    for (const length of this.prefixLengths) {
      if (length > code.length) break;
      const bucket = this.byPrefix.get(code.slice(0, length));
      if (bucket) for (const place of bucket) places.push(place);
    }
    places.sort((left, right) => left - right);
    const matches: GuideRule[] = [];
    let previous = -1;
    for (const place of places) {
      if (place === previous) continue;
      previous = place;
      const rule = this.ordered[place] as GuideRule;
      if (guideRuleMatches(rule, consignment, declaration)) matches.push(rule);
    }
    return matches;
  }
}

/** A document's name in a language, and the language it is really in (English where none was written). */
export interface GuideDocumentName {
  readonly name: string;
  readonly language: Language;
}

/** A text in the language asked for, or in English where no one wrote it in that language. */
export function guideTextIn(text: GuideText, language: Language): string {
  return (language === 'en' ? undefined : text[language]?.trim()) || text.en;
}

/**
 * The rules of one document a consignment needs: `rules[0]` decided it (the first required rule, else the
 * first rule), the others follow in the order they matched.
 */
export interface GuideDocumentMatch {
  readonly code: string;
  readonly required: boolean;
  readonly rules: readonly GuideRule[];
}

/**
 * A consignment's matching rules merged into one entry per document: a required rule outweighs a
 * conditional one. Required documents come first, then by code, so that a checklist reads the same every
 * time.
 */
export function guideDocumentsOf(matches: readonly GuideRule[]): GuideDocumentMatch[] {
  const byDocument = new Map<string, GuideRule[]>();
  for (const rule of matches) {
    const rules = byDocument.get(rule.documentCode);
    if (rules) rules.push(rule);
    else byDocument.set(rule.documentCode, [rule]);
  }
  const documents: GuideDocumentMatch[] = [];
  for (const [code, rules] of byDocument) {
    const deciding = rules.find((rule) => rule.ruleType === 'required');
    documents.push({
      code,
      required: deciding !== undefined,
      rules: deciding ? [deciding, ...rules.filter((rule) => rule !== deciding)] : rules,
    });
  }
  return documents.sort(
    (left, right) =>
      (left.required === right.required ? 0 : left.required ? -1 : 1) ||
      (left.code < right.code ? -1 : left.code > right.code ? 1 : 0),
  );
}

/** The distinct texts among some, in their order, leaving out the missing and empty. */
function distinctTexts(texts: readonly (string | undefined)[]): string[] {
  return [...new Set(texts.filter((text): text is string => !!text))];
}

/** A document's conditions, in the rules' order, each once. */
export function guideConditionsOf(document: GuideDocumentMatch, language: Language): string[] {
  return distinctTexts(
    document.rules.map((rule) => (rule.condition ? guideTextIn(rule.condition, language) : undefined)),
  );
}

/** Who issues a document: every rule's authority, each once, joined. */
export function guideAuthorityOf(document: GuideDocumentMatch, language: Language): string {
  return distinctTexts(document.rules.map((rule) => guideTextIn(rule.authority, language))).join('; ');
}

/** A document's legal sources, each text and address once. */
export function guideSourcesOf(
  document: GuideDocumentMatch,
  language: Language,
): { text: string; url: string | null }[] {
  const sources = new Map<string, { text: string; url: string | null }>();
  for (const rule of document.rules) {
    const text = guideTextIn(rule.source, language);
    const key = `${text}\u0000${rule.sourceUrl ?? ''}`;
    if (!sources.has(key)) sources.set(key, { text, url: rule.sourceUrl });
  }
  return [...sources.values()];
}

/**
 * The attachments of one consignment: one per document its matching rules ask for (`guideDocumentsOf`),
 * with the deciding rule's `id`, and every matching rule's condition, authority and source, each once.
 */
export function guideAttachmentsOf(
  commodityCode: string,
  matches: readonly GuideRule[],
  options: {
    readonly language: Language;
    readonly documentName: (code: string, language: Language) => GuideDocumentName;
  },
): TradersGuideAttachment[] {
  const { language } = options;
  return guideDocumentsOf(matches).map((document) => {
    const { code, rules } = document;
    const name = options.documentName(code, language);
    return {
      id: (rules[0] as GuideRule).id,
      code,
      attDocCode: code,
      attDocName: name.name,
      attDocNameLanguage: name.language,
      applicableCommodityCodes: [commodityCode],
      ruleType: document.required ? 'required' : 'conditional',
      conditions: guideConditionsOf(document, language),
      authority: guideAuthorityOf(document, language),
      sources: guideSourcesOf(document, language),
      ruleIds: rules.map((rule) => rule.id),
      sample: rules.every((rule) => rule.sample),
    };
  });
}
