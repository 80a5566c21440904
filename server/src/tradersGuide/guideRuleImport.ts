import { ProblemTally, type GuideRuleCodeLists, type RequestProblem } from '@tsw/domain';
import type { Database } from '../database/database.js';
import { guideRulesFromCsv } from './guideRuleCsv.js';
import { insertGuideRules, replaceGuideRules, storedGuideRuleIds } from './guideRuleStore.js';

/** What an import landed: rows, rules added, rules changed, and of those, rules withdrawn. */
export interface GuideRuleImportCounts {
  readonly imported: number;
  readonly created: number;
  readonly updated: number;
  readonly withdrawn: number;
}

export type GuideRuleImportOutcome =
  | { readonly landed: true; readonly counts: GuideRuleImportCounts }
  | {
      readonly landed: false;
      /** The first problems found (IMPORT_PROBLEMS_SHOWN). */
      readonly problems: readonly RequestProblem[];
      /** Every problem found, listed or not. */
      readonly problemCount: number;
    };

/**
 * Imports an editors' CSV file of rules, whole or not at all: every row is checked (and every id it names
 * must be a stored rule) before anything is written, then the rules land in one transaction, each recorded
 * as an import by `username`. Problems are counted as they are found and only the first kept: a hostile file
 * may hold millions. Used by the editors' API and by `npm run import -- --format traders-guide`.
 */
export async function importGuideRulesCsv(
  database: Database,
  filePath: string,
  options: { readonly lists: GuideRuleCodeLists; readonly username: string },
): Promise<GuideRuleImportOutcome> {
  const problems = new ProblemTally();
  const { rows, stopped } = await guideRulesFromCsv(filePath, options.lists, problems);
  if (stopped) return { landed: false, problems: stopped, problemCount: stopped.length };
  const stored = await storedGuideRuleIds(
    database,
    rows.flatMap((row) => (row.id ? [row.id] : [])),
  );
  for (const row of rows) {
    if (row.id && !stored.has(row.id)) {
      problems.add({
        path: `rows[${row.line}].id`,
        code: 'GUIDE_IMPORT_UNKNOWN_ID',
        message: `Line ${row.line}, id: there is no rule ${row.id}; leave the id empty to add a rule`,
        params: { row: row.line, column: 'id', value: row.id },
      });
    }
  }
  if (problems.count > 0) return { landed: false, problems: problems.kept, problemCount: problems.count };
  const added = rows.filter((row) => row.id === null);
  const changes = rows.flatMap((row) =>
    row.id ? [{ id: row.id, draft: row.draft, status: row.status }] : [],
  );
  await database.transaction(async (transaction) => {
    await insertGuideRules(
      transaction,
      added.map((row) => ({ draft: row.draft })),
      { username: options.username, action: 'import' },
    );
    await replaceGuideRules(transaction, changes, options.username);
  });
  return {
    landed: true,
    counts: {
      imported: rows.length,
      created: added.length,
      updated: changes.length,
      withdrawn: changes.filter((change) => change.status === 'withdrawn').length,
    },
  };
}
