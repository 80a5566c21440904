import { randomUUID } from 'node:crypto';
import type { GuideRule, GuideRuleChange, GuideRuleDraft, GuideRuleStatus } from '@tsw/domain';
import type { SqlExecutor } from '../database/database.js';

/*
 * The traders' guide's rules in the database: what a rule says (the domain's GuideRuleDraft, as jsonb), its
 * status and version, and every change with who made it. Each change bumps guide_version in its own
 * transaction, so that every instance's memory copy (GuideRuleCache) rebuilds.
 */

type GuideRuleAction = GuideRuleChange['action'];

const UTC_TEXT = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A rule as the API shows it, built in SQL so that the history records the same shape. */
const RULE_JSON = `rule || jsonb_build_object('id', id, 'status', status, 'version', version,
  'updatedAt', ${UTC_TEXT('updated_at')}, 'updatedBy', updated_by)`;

/** The fields of a draft in their order: what the store keeps, nothing the request added. */
function storedDraftOf(draft: GuideRuleDraft): GuideRuleDraft {
  return {
    documentCode: draft.documentCode,
    ruleType: draft.ruleType,
    condition: draft.condition,
    commodityPrefixes: draft.commodityPrefixes,
    exceptCommodityPrefixes: draft.exceptCommodityPrefixes,
    origins: draft.origins,
    exceptOrigins: draft.exceptOrigins,
    flows: draft.flows,
    generalProcedureCodes: draft.generalProcedureCodes,
    extendedProcedureCodes: draft.extendedProcedureCodes,
    nationalProcedureCodes: draft.nationalProcedureCodes,
    authority: draft.authority,
    source: draft.source,
    sourceUrl: draft.sourceUrl || null,
    validFrom: draft.validFrom,
    validTo: draft.validTo || null,
    sample: draft.sample,
  };
}

export async function guideRules(database: SqlExecutor): Promise<GuideRule[]> {
  const rows = await database.query<{ rule: GuideRule }>(
    `select ${RULE_JSON} as rule from guide_rule order by id`,
  );
  return rows.map((row) => row.rule);
}

export async function guideRule(database: SqlExecutor, id: string): Promise<GuideRule | undefined> {
  const [row] = await database.query<{ rule: GuideRule }>(
    `select ${RULE_JSON} as rule from guide_rule where id = $1`,
    [id],
  );
  return row?.rule;
}

/** Which of these ids are stored. */
export async function storedGuideRuleIds(
  database: SqlExecutor,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await database.query<{ id: string }>('select id from guide_rule where id = any($1::uuid[])', [
    ids,
  ]);
  return new Set(rows.map((row) => row.id));
}

/** Records the changes of these rules as they now are, and moves the version every instance watches. */
async function recordChanges(
  transaction: SqlExecutor,
  ids: readonly string[],
  action: GuideRuleAction,
  username: string,
): Promise<void> {
  await transaction.query(
    `insert into guide_rule_change (rule_id, action, username, rule)
       select id, $2, $3, ${RULE_JSON} from guide_rule where id = any($1::uuid[]) order by id`,
    [ids, action, username],
  );
  await transaction.query('update guide_version set version = version + 1, changed_at = now()');
}

/** A new rule to store, with its shipped key when it comes from the starting set. */
export interface NewGuideRule {
  readonly draft: GuideRuleDraft;
  readonly shippedKey?: string;
}

/** Stores new rules, active, in statements of a thousand (an import's rules arrive together); call inside a transaction. */
export async function insertGuideRules(
  transaction: SqlExecutor,
  rules: readonly NewGuideRule[],
  options: { username: string; action: 'create' | 'import' },
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < rules.length; start += BATCH) {
    const batch = rules.slice(start, start + BATCH);
    const batchIds = batch.map(() => randomUUID());
    await transaction.query(
      `insert into guide_rule (id, document_code, rule, sample, shipped_key, created_by, updated_by)
         select id, rule->>'documentCode', rule, (rule->>'sample')::boolean, shipped_key, $4, $4
           from unnest($1::uuid[], $2::jsonb[], $3::text[]) as added(id, rule, shipped_key)`,
      [
        batchIds,
        batch.map((rule) => JSON.stringify(storedDraftOf(rule.draft))),
        batch.map((rule) => rule.shippedKey ?? null),
        options.username,
      ],
    );
    ids.push(...batchIds);
  }
  if (ids.length > 0) await recordChanges(transaction, ids, options.action, options.username);
  return ids;
}

const BATCH = 1000;

/**
 * Replaces what a rule says if it is still at `version`; undefined when another save came first (or the
 * rule is not there). A withdrawn rule may be changed and stays withdrawn.
 */
export async function updateGuideRule(
  transaction: SqlExecutor,
  id: string,
  draft: GuideRuleDraft,
  options: { username: string; version: number },
): Promise<GuideRule | undefined> {
  const rows = await transaction.query(
    `update guide_rule set document_code = $3, rule = $4, sample = $5, version = version + 1,
        updated_at = now(), updated_by = $6
      where id = $1 and version = $2 returning id`,
    [
      id,
      options.version,
      draft.documentCode,
      JSON.stringify(storedDraftOf(draft)),
      draft.sample,
      options.username,
    ],
  );
  if (rows.length === 0) return undefined;
  await recordChanges(transaction, [id], 'update', options.username);
  return guideRule(transaction, id);
}

/**
 * Replaces what several rules say, and their status, whatever their versions: an import is the editors'
 * own word on them.
 */
export async function replaceGuideRules(
  transaction: SqlExecutor,
  rules: readonly { readonly id: string; readonly draft: GuideRuleDraft; readonly status: GuideRuleStatus }[],
  username: string,
): Promise<void> {
  for (let start = 0; start < rules.length; start += BATCH) {
    const batch = rules.slice(start, start + BATCH);
    await transaction.query(
      `update guide_rule set document_code = changed.rule->>'documentCode', rule = changed.rule,
          sample = (changed.rule->>'sample')::boolean, status = changed.status, version = version + 1,
          updated_at = now(), updated_by = $4
        from unnest($1::uuid[], $2::jsonb[], $3::text[]) as changed(id, rule, status)
        where guide_rule.id = changed.id`,
      [
        batch.map((rule) => rule.id),
        batch.map((rule) => JSON.stringify(storedDraftOf(rule.draft))),
        batch.map((rule) => rule.status),
        username,
      ],
    );
  }
  if (rules.length > 0) {
    await recordChanges(
      transaction,
      rules.map((rule) => rule.id),
      'import',
      username,
    );
  }
}

/** Withdraws a rule still at `version`; undefined when another save came first. */
export async function withdrawGuideRule(
  transaction: SqlExecutor,
  id: string,
  options: { username: string; version: number },
): Promise<GuideRule | undefined> {
  const rows = await transaction.query(
    `update guide_rule set status = 'withdrawn', version = version + 1, updated_at = now(), updated_by = $3
      where id = $1 and version = $2 returning id`,
    [id, options.version, options.username],
  );
  if (rows.length === 0) return undefined;
  await recordChanges(transaction, [id], 'withdraw', options.username);
  return guideRule(transaction, id);
}

/** A rule's changes, newest first. */
export async function guideRuleChanges(database: SqlExecutor, id: string): Promise<GuideRuleChange[]> {
  return database.query<GuideRuleChange>(
    `select action, username, (rule->>'version')::int as version, rule,
        ${UTC_TEXT('changed_at')} as "changedAt"
       from guide_rule_change where rule_id = $1 order by id desc`,
    [id],
  );
}

/** The change counter of all rules; a cache compares it to know when to rebuild. */
export async function guideVersion(database: SqlExecutor): Promise<string> {
  const [row] = await database.query<{ version: string }>(
    'select version::text as version from guide_version',
  );
  return row?.version ?? '0';
}

export async function isGuideRuleTableEmpty(database: SqlExecutor): Promise<boolean> {
  const rows = await database.query('select 1 from guide_rule limit 1');
  return rows.length === 0;
}
