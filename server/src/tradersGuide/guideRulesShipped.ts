import { existsSync, readFileSync } from 'node:fs';
import {
  GUIDE_RULE_DRAFT_SCHEMA,
  guideRuleDraftProblems,
  type GuideCodeList,
  type GuideRuleDraft,
} from '@tsw/domain';
import Type from 'typebox';
import Value from 'typebox/value';
import type { Database } from '../database/database.js';
import type { ReferenceCache } from '../referenceService/referenceCache.js';
import { insertGuideRules, isGuideRuleTableEmpty } from './guideRuleStore.js';
import { TradersGuideTables } from './tradersGuideLookups.js';

/** The starting rule set the portal ships, written by its kept script from cited public sources. */
export const SHIPPED_GUIDE_RULES_FILE = new URL(
  '../../reference-data/tradersGuideRules.json',
  import.meta.url,
);

/** Who the shipped rules' first change is recorded as. */
const SHIPPED_BY = 'shipped-data';

/** The file: where its rules come from, and each rule with a key that stays the same from one build to the next. */
const SHIPPED_GUIDE_RULES = Type.Object({
  provenance: Type.String({ minLength: 1 }),
  rules: Type.Array(
    Type.Object(
      { ...GUIDE_RULE_DRAFT_SCHEMA.properties, key: Type.String({ minLength: 1, maxLength: 200 }) },
      { additionalProperties: false },
    ),
  ),
});

export interface ShippedGuideRule {
  readonly key: string;
  readonly draft: GuideRuleDraft;
}

/** A list the reference data does not hold at all (no sample data loaded) cannot refuse a code. */
function listOrAny(list: ReadonlySet<string>): GuideCodeList {
  return list.size > 0 ? list : { has: () => true };
}

/**
 * The shipped rules, read and checked: the file's shape, unique keys, and each rule as an editor's would be
 * (against the reference data's codes where that list is loaded). Throws naming every problem: a shipped
 * file that is wrong is a mistake to fix before release, not data to half load.
 */
export async function shippedGuideRules(file: URL, cache: ReferenceCache): Promise<ShippedGuideRule[]> {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Value.Check(SHIPPED_GUIDE_RULES, parsed)) {
    const [first] = Value.Errors(SHIPPED_GUIDE_RULES, parsed);
    throw new Error(
      `${file.pathname} is not a rules file: ${first?.instancePath ?? ''} ${first?.message ?? ''}`,
    );
  }
  const tables = await TradersGuideTables.of(cache);
  const lists = tables.ruleCodeLists();
  const anyLists = {
    documentCodes: listOrAny(lists.documentCodes),
    countryCodes: listOrAny(lists.countryCodes),
    generalProcedureCodes: listOrAny(lists.generalProcedureCodes),
    extendedProcedureCodes: listOrAny(lists.extendedProcedureCodes),
    nationalProcedureCodes: listOrAny(lists.nationalProcedureCodes),
  };
  const problems: string[] = [];
  const keys = new Set<string>();
  const rules = parsed.rules.map(({ key, ...draft }) => {
    if (keys.has(key)) problems.push(`${key}: the key is used twice`);
    keys.add(key);
    for (const found of guideRuleDraftProblems(draft, anyLists))
      problems.push(`${key}: ${found.path} ${found.message}`);
    return { key, draft };
  });
  if (problems.length > 0)
    throw new Error(`The shipped traders' guide rules are not valid:\n${problems.join('\n')}`);
  return rules;
}

/**
 * On first start (no rule ever stored), loads the shipped starting rules in one transaction, each with its
 * key, recorded as an import by `shipped-data`. Returns how many it loaded; 0 when there were rules already
 * or the portal ships no file.
 */
export async function loadGuideRulesIfEmpty(
  database: Database,
  cache: ReferenceCache,
  file: URL = SHIPPED_GUIDE_RULES_FILE,
): Promise<number> {
  if (!existsSync(file) || !(await isGuideRuleTableEmpty(database))) return 0;
  const rules = await shippedGuideRules(file, cache);
  return database.transaction(async (transaction) => {
    // Checked again inside the transaction: two instances starting together load the rules once.
    await transaction.query('lock table guide_rule in exclusive mode');
    if (!(await isGuideRuleTableEmpty(transaction))) return 0;
    const ids = await insertGuideRules(
      transaction,
      rules.map((rule) => ({ draft: rule.draft, shippedKey: rule.key })),
      { username: SHIPPED_BY, action: 'import' },
    );
    return ids.length;
  });
}
