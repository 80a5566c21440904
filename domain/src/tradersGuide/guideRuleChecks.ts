import { isIsoDate } from '../calendar/isoDate.js';
import type { RequestProblem } from '../portal/requestProblem.js';
import { isGuideOriginGroup } from './guideOriginGroups.js';
import {
  GUIDE_FLOWS,
  GUIDE_RULE_TYPES,
  type GuideFlow,
  type GuideRuleDraft,
  type GuideRuleType,
  type GuideText,
} from './guideRule.js';
import { TRADERS_GUIDE_LIMITS } from './tradersGuideLimits.js';

/** A list of codes, as a set or anything that answers whether it holds a code. */
export interface GuideCodeList {
  has(code: string): boolean;
}

/** The codes a rule may name, as the reference data knows them (any date: a rule may outlive a code). */
export interface GuideRuleCodeLists {
  readonly documentCodes: GuideCodeList;
  readonly countryCodes: GuideCodeList;
  readonly generalProcedureCodes: GuideCodeList;
  readonly extendedProcedureCodes: GuideCodeList;
  readonly nationalProcedureCodes: GuideCodeList;
}

/** The codes a rule's problems carry, for the editors' screen to translate. */
export const GUIDE_RULE_PROBLEM_CODES = [
  'REQUIRED',
  'TOO_LONG',
  'UNKNOWN_CODE',
  'INVALID_CODE',
  'INVALID_DATE',
  'GUIDE_UNKNOWN_DOCUMENT',
  'GUIDE_PREFIX_INVALID',
  'GUIDE_CODE_REPEATED',
  'GUIDE_DATES_OUT_OF_ORDER',
  'GUIDE_ENGLISH_MISSING',
  'GUIDE_URL_INVALID',
] as const;
export type GuideRuleProblemCode = (typeof GUIDE_RULE_PROBLEM_CODES)[number];

function problem(
  path: string,
  code: GuideRuleProblemCode,
  message: string,
  params?: RequestProblem['params'],
): RequestProblem {
  return { path, code, message, ...(params ? { params } : {}) };
}

const { commodityPrefixMinDigits, commodityPrefixMaxDigits, textMaxLength, sourceUrlMaxLength } =
  TRADERS_GUIDE_LIMITS;
/** A web address: http or https, a host name, no spaces (the domain has no URL parser of its own). */
const WEB_ADDRESS = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?([/?#]\S*)?$/i;
const PREFIX = new RegExp(`^\\d{${commodityPrefixMinDigits},${commodityPrefixMaxDigits}}$`);

function textProblems(path: string, text: GuideText): RequestProblem[] {
  const problems: RequestProblem[] = [];
  if (text.en.trim() === '') {
    problems.push(
      problem(
        `${path}.en`,
        'GUIDE_ENGLISH_MISSING',
        'The English text is required: other languages fall back to it.',
      ),
    );
  }
  for (const [language, value] of Object.entries(text)) {
    if (typeof value === 'string' && value.length > textMaxLength) {
      problems.push(
        problem(`${path}.${language}`, 'TOO_LONG', `At most ${textMaxLength} characters`, {
          max: textMaxLength,
        }),
      );
    }
  }
  return problems;
}

function listProblems(
  path: string,
  codes: readonly string[],
  known: (code: string) => boolean,
  unknownCode: GuideRuleProblemCode,
  described: string,
): RequestProblem[] {
  const problems: RequestProblem[] = [];
  const seen = new Set<string>();
  codes.forEach((code, index) => {
    const at = `${path}[${index}]`;
    if (seen.has(code)) {
      problems.push(problem(at, 'GUIDE_CODE_REPEATED', `${code} is in the list twice`, { value: code }));
    } else if (!known(code)) {
      problems.push(problem(at, unknownCode, `'${code}' is not ${described}`, { value: code }));
    }
    seen.add(code);
  });
  return problems;
}

function prefixProblems(path: string, prefixes: readonly string[]): RequestProblem[] {
  return listProblems(
    path,
    prefixes,
    (prefix) => PREFIX.test(prefix),
    'GUIDE_PREFIX_INVALID',
    'a tariff code prefix',
  ).map((found) =>
    found.code === 'GUIDE_PREFIX_INVALID'
      ? {
          ...found,
          message: `'${found.params?.value}' is not a tariff code prefix of ${commodityPrefixMinDigits} to ${commodityPrefixMaxDigits} digits`,
          params: { ...found.params, min: commodityPrefixMinDigits, max: commodityPrefixMaxDigits },
        }
      : found,
  );
}

function urlProblems(url: string | null): RequestProblem[] {
  if (url === null || url === '') return [];
  if (url.length > sourceUrlMaxLength) {
    return [
      problem('sourceUrl', 'TOO_LONG', `At most ${sourceUrlMaxLength} characters`, {
        max: sourceUrlMaxLength,
      }),
    ];
  }
  if (!WEB_ADDRESS.test(url)) {
    return [
      problem('sourceUrl', 'GUIDE_URL_INVALID', 'The source address must begin with http:// or https://'),
    ];
  }
  return [];
}

function dateProblems(draft: GuideRuleDraft): RequestProblem[] {
  const problems: RequestProblem[] = [];
  if (!isIsoDate(draft.validFrom)) {
    problems.push(problem('validFrom', 'INVALID_DATE', `'${draft.validFrom}' is not a date (YYYY-MM-DD)`));
  }
  if (draft.validTo !== null && !isIsoDate(draft.validTo)) {
    problems.push(problem('validTo', 'INVALID_DATE', `'${draft.validTo}' is not a date (YYYY-MM-DD)`));
  }
  if (problems.length === 0 && draft.validTo !== null && draft.validTo < draft.validFrom) {
    problems.push(
      problem('validTo', 'GUIDE_DATES_OUT_OF_ORDER', 'The last day of validity comes before the first', {
        validFrom: draft.validFrom,
        validTo: draft.validTo,
      }),
    );
  }
  return problems;
}

/**
 * Everything wrong with a rule, each named by where it is (`origins[2]`, `authority.en`) and a code the
 * editors' screen translates: codes the reference data does not know, prefixes that are not 2 to 10 digits,
 * dates out of order, English texts missing, a source address that is not a web address. Empty when the
 * rule may be stored.
 */
export function guideRuleDraftProblems(draft: GuideRuleDraft, lists: GuideRuleCodeLists): RequestProblem[] {
  const problems: RequestProblem[] = [];
  if (draft.documentCode.trim() === '') {
    problems.push(problem('documentCode', 'REQUIRED', 'Field is mandatory'));
  } else if (!lists.documentCodes.has(draft.documentCode)) {
    problems.push(
      problem(
        'documentCode',
        'GUIDE_UNKNOWN_DOCUMENT',
        `'${draft.documentCode}' is not an attached document code`,
        {
          value: draft.documentCode,
        },
      ),
    );
  }
  if (!(GUIDE_RULE_TYPES as readonly string[]).includes(draft.ruleType)) {
    problems.push(
      problem('ruleType', 'INVALID_CODE', `'${draft.ruleType}' is not a rule type`, {
        value: draft.ruleType,
      }),
    );
  }
  if (draft.ruleType === 'conditional' && draft.condition === null) {
    problems.push(problem('condition', 'REQUIRED', 'A conditional rule says when the document is needed'));
  }
  if (draft.condition) problems.push(...textProblems('condition', draft.condition));
  problems.push(...prefixProblems('commodityPrefixes', draft.commodityPrefixes));
  problems.push(...prefixProblems('exceptCommodityPrefixes', draft.exceptCommodityPrefixes));
  const origin = (code: string) => lists.countryCodes.has(code) || isGuideOriginGroup(code);
  problems.push(
    ...listProblems('origins', draft.origins, origin, 'UNKNOWN_CODE', 'a country or origin group'),
  );
  problems.push(
    ...listProblems(
      'exceptOrigins',
      draft.exceptOrigins,
      origin,
      'UNKNOWN_CODE',
      'a country or origin group',
    ),
  );
  problems.push(
    ...listProblems(
      'flows',
      draft.flows,
      (flow) => (GUIDE_FLOWS as readonly string[]).includes(flow),
      'INVALID_CODE',
      'a flow (IM or EX)',
    ),
  );
  const listed = [
    ['generalProcedureCodes', lists.generalProcedureCodes, 'a general procedure'],
    ['extendedProcedureCodes', lists.extendedProcedureCodes, 'an extended procedure code (CPC4)'],
    ['nationalProcedureCodes', lists.nationalProcedureCodes, 'a national procedure code (CPC3)'],
  ] as const;
  for (const [field, known, described] of listed) {
    problems.push(...listProblems(field, draft[field], (code) => known.has(code), 'UNKNOWN_CODE', described));
  }
  problems.push(...textProblems('authority', draft.authority));
  problems.push(...textProblems('source', draft.source));
  problems.push(...urlProblems(draft.sourceUrl));
  problems.push(...dateProblems(draft));
  return problems;
}

/** Whether a text names a rule type; for readers of text (CSV) that the schemas do not check. */
export function isGuideRuleType(text: string): text is GuideRuleType {
  return (GUIDE_RULE_TYPES as readonly string[]).includes(text);
}

export function isGuideFlow(text: string): text is GuideFlow {
  return (GUIDE_FLOWS as readonly string[]).includes(text);
}
