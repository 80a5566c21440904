import { stat } from 'node:fs/promises';
import { HS_FINDER_LIMITS } from '@tsw/domain';
import type { Database } from '../database/database.js';
import { csvRows } from '../importing/csvRows.js';
import type { HsStructure } from '../tariff/hsStructure.js';
import { HS_FINDER_NOT_TEXT } from './hsFinderRequest.js';
import { storeHsHistory, type HsHistoryDeclaration } from './hsModelStore.js';

/** The columns of a history file: the goods as declared, and the code they were declared under. */
export const HS_HISTORY_COLUMNS = ['description', 'code'] as const;

/** Problems listed at most; a file with more is refused all the same. */
const PROBLEMS_KEPT = 1_000;

export interface HsHistoryProblem {
  readonly line: number;
  readonly column: string;
  readonly message: string;
}

export type HsHistoryImportOutcome =
  | { readonly landed: true; readonly rows: number; readonly batch: string }
  | { readonly landed: false; readonly problems: readonly HsHistoryProblem[] };

/** Why a declared code will not teach the model, or undefined when HS 2022 has it. */
function codeProblem(code: string, structure: HsStructure): string | undefined {
  if (!/^\d{4,12}$/.test(code)) return `'${code}' is not a code of 4 to 12 digits`;
  const known = code.length >= 6 ? structure.subheadings[code.slice(0, 6)] : structure.headings[code];
  return known === undefined ? `${code.slice(0, 6)} is not a heading or subheading of HS 2022` : undefined;
}

function descriptionProblem(description: string): string | undefined {
  if (description === '') return 'the goods description is empty';
  if (description.length > HS_FINDER_LIMITS.historyDescriptionMaxLength) {
    return `the goods description has ${description.length} characters; at most ${HS_FINDER_LIMITS.historyDescriptionMaxLength}`;
  }
  if (HS_FINDER_NOT_TEXT.test(description)) return 'the goods description holds characters that are not text';
  return undefined;
}

/**
 * An administration's past declarations (CSV: description, code) added to what the HS code finder learns
 * from. Every row is checked first; one bad row refuses the whole file, naming its line and column, and
 * nothing is stored. The caller rebuilds the model afterwards.
 */
export async function importHsHistory(
  database: Database,
  filePath: string,
  options: { structure: HsStructure; batch: string },
): Promise<HsHistoryImportOutcome> {
  const { size } = await stat(filePath);
  if (size > HS_FINDER_LIMITS.historyImportMaxBytes) {
    const message = `the file has ${size} bytes; a history import takes at most ${HS_FINDER_LIMITS.historyImportMaxBytes}`;
    return { landed: false, problems: [{ line: 0, column: '', message }] };
  }
  const problems: HsHistoryProblem[] = [];
  const declarations: HsHistoryDeclaration[] = [];
  const note = (found: HsHistoryProblem) => {
    if (problems.length < PROBLEMS_KEPT) problems.push(found);
  };
  for await (const entry of csvRows(filePath, HS_HISTORY_COLUMNS)) {
    if ('headerProblem' in entry)
      return { landed: false, problems: [{ line: 1, column: '', message: entry.headerProblem }] };
    if (declarations.length >= HS_FINDER_LIMITS.historyImportMaxRows) {
      const message = `a history import takes at most ${HS_FINDER_LIMITS.historyImportMaxRows} rows`;
      return { landed: false, problems: [{ line: entry.line, column: '', message }] };
    }
    const description = (entry.row.description ?? '').trim().replace(/\s+/g, ' ');
    const code = (entry.row.code ?? '').replace(/[\s.]/g, '');
    const badDescription = descriptionProblem(description);
    if (badDescription) note({ line: entry.line, column: 'description', message: badDescription });
    const badCode = codeProblem(code, options.structure);
    if (badCode) note({ line: entry.line, column: 'code', message: badCode });
    declarations.push({ description, code });
  }
  if (problems.length > 0) return { landed: false, problems };
  if (declarations.length === 0) {
    return { landed: false, problems: [{ line: 1, column: '', message: 'the file has no rows' }] };
  }
  await storeHsHistory(database, options.batch, declarations);
  return { landed: true, rows: declarations.length, batch: options.batch };
}
