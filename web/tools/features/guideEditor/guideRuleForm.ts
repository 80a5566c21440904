import {
  LANGUAGE_CODES,
  type GuideFlow,
  type GuideRuleDraftBody,
  type GuideRuleType,
  type IsoDate,
  type Language,
} from '@tsw/domain';
import type { StoredGuideRule } from './guideEditorApi';

/** The texts a rule has in every language: empty where an editor has not written one. */
export type GuideRuleTexts = Readonly<Record<Language, string>>;

/** The rule's lists of codes, as the form holds them. */
export const GUIDE_RULE_LISTS = [
  'commodityPrefixes',
  'exceptCommodityPrefixes',
  'origins',
  'exceptOrigins',
  'generalProcedureCodes',
  'extendedProcedureCodes',
  'nationalProcedureCodes',
] as const;
export type GuideRuleList = (typeof GUIDE_RULE_LISTS)[number];

export const GUIDE_RULE_TEXTS = ['condition', 'authority', 'source'] as const;
export type GuideRuleText = (typeof GUIDE_RULE_TEXTS)[number];

/** A rule as the editors' form holds it: lists as lists, texts in every language, dates as typed. */
export interface GuideRuleForm {
  readonly documentCode: string;
  readonly ruleType: GuideRuleType;
  readonly lists: Readonly<Record<GuideRuleList, readonly string[]>>;
  readonly flows: readonly GuideFlow[];
  readonly texts: Readonly<Record<GuideRuleText, GuideRuleTexts>>;
  readonly sourceUrl: string;
  readonly validFrom: string;
  readonly validTo: string;
  readonly sample: boolean;
}

/** Each list of a rule, as `list` gives it. */
const guideRuleLists = (list: (name: GuideRuleList) => string[]): Record<GuideRuleList, string[]> => ({
  commodityPrefixes: list('commodityPrefixes'),
  exceptCommodityPrefixes: list('exceptCommodityPrefixes'),
  origins: list('origins'),
  exceptOrigins: list('exceptOrigins'),
  generalProcedureCodes: list('generalProcedureCodes'),
  extendedProcedureCodes: list('extendedProcedureCodes'),
  nationalProcedureCodes: list('nationalProcedureCodes'),
});

const emptyTexts = (): GuideRuleTexts =>
  Object.fromEntries(LANGUAGE_CODES.map((language) => [language, ''])) as Record<Language, string>;

/** A new rule: required, for all goods, origins and procedures, from today, not sample. */
export function newGuideRuleForm(today: IsoDate): GuideRuleForm {
  return {
    documentCode: '',
    ruleType: 'required',
    lists: guideRuleLists(() => []),
    flows: [],
    texts: { condition: emptyTexts(), authority: emptyTexts(), source: emptyTexts() },
    sourceUrl: '',
    validFrom: today,
    validTo: '',
    sample: false,
  };
}

const textsOf = (text: Partial<Record<Language, string>> | null): GuideRuleTexts => ({
  ...emptyTexts(),
  ...Object.fromEntries(Object.entries(text ?? {}).filter(([, value]) => typeof value === 'string')),
});

export function guideRuleFormOf(rule: StoredGuideRule): GuideRuleForm {
  return {
    documentCode: rule.documentCode,
    ruleType: rule.ruleType,
    lists: guideRuleLists((list) => [...rule[list]]),
    flows: [...rule.flows],
    texts: {
      condition: textsOf(rule.condition),
      authority: textsOf(rule.authority),
      source: textsOf(rule.source),
    },
    sourceUrl: rule.sourceUrl ?? '',
    validFrom: rule.validFrom,
    validTo: rule.validTo ?? '',
    sample: rule.sample,
  };
}

/** A text as the API takes it: English always, other languages only where written. */
function guideTextOf(texts: GuideRuleTexts): GuideRuleDraftBody['authority'] {
  const written = LANGUAGE_CODES.filter((language) => language !== 'en' && texts[language].trim() !== '');
  return {
    en: texts.en.trim(),
    ...Object.fromEntries(written.map((language) => [language, texts[language].trim()])),
  } as GuideRuleDraftBody['authority'];
}

/** What the form sends: a condition only where one is written, codes upper-cased where codes are letters. */
export function draftOfGuideRuleForm(form: GuideRuleForm): GuideRuleDraftBody {
  const conditionWritten = LANGUAGE_CODES.some((language) => form.texts.condition[language].trim() !== '');
  return {
    documentCode: form.documentCode,
    ruleType: form.ruleType,
    condition: conditionWritten ? guideTextOf(form.texts.condition) : null,
    ...guideRuleLists((list) => form.lists[list].map((code) => code.trim().toUpperCase())),
    flows: [...form.flows],
    authority: guideTextOf(form.texts.authority),
    source: guideTextOf(form.texts.source),
    sourceUrl: form.sourceUrl.trim() === '' ? null : form.sourceUrl.trim(),
    validFrom: form.validFrom,
    validTo: form.validTo === '' ? null : form.validTo,
    sample: form.sample,
  };
}
