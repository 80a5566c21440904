import {
  csvCellText,
  csvText,
  GUIDE_RULE_STATUSES,
  guideRuleDraftProblems,
  isGuideFlow,
  isGuideRuleType,
  LANGUAGE_CODES,
  TRADERS_GUIDE_LIMITS,
  type GuideFlow,
  type GuideRule,
  type GuideRuleCodeLists,
  type GuideRuleDraft,
  type GuideRuleStatus,
  type GuideText,
  type ProblemTally,
  type RequestProblem,
} from '@tsw/domain';
import { csvRowTooLong, csvRows } from '../importing/csvRows.js';

/*
 * The editors' CSV of rules: one rule a row, its lists as codes separated by spaces, commas or semicolons,
 * its texts one column per language (authority_en, authority_bn…). A row with an `id` changes that stored
 * rule; a row without one adds a rule. `status` withdrawn withdraws the rule the row names.
 */

/** The columns a file must have; the others (id, status, lists, other languages, dates' end) may be left out. */
export const GUIDE_RULE_CSV_REQUIRED_COLUMNS = [
  'documentCode',
  'ruleType',
  'authority_en',
  'source_en',
  'validFrom',
];

const LIST_COLUMNS = [
  'commodityPrefixes',
  'exceptCommodityPrefixes',
  'origins',
  'exceptOrigins',
  'flows',
  'generalProcedureCodes',
  'extendedProcedureCodes',
  'nationalProcedureCodes',
] as const;
const TEXT_COLUMNS = ['condition', 'authority', 'source'] as const;

/** Every column the file may have, in the order an export writes them. */
export const GUIDE_RULE_CSV_COLUMNS = [
  'id',
  'status',
  'documentCode',
  'ruleType',
  ...LIST_COLUMNS,
  ...TEXT_COLUMNS.flatMap((text) => LANGUAGE_CODES.map((language) => `${text}_${language}`)),
  'sourceUrl',
  'validFrom',
  'validTo',
  'sample',
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One row of the file, read: what the rule says, and the stored rule it changes, if any. */
export interface GuideRuleCsvRow {
  readonly line: number;
  readonly id: string | null;
  readonly status: GuideRuleStatus;
  readonly draft: GuideRuleDraft;
}

/**
 * The rows read, or, when the file could not be read to its end (no CSV, a bad header, a row too long, too
 * many rows), the problems that stopped it. The problems of the rows go to the import's tally.
 */
export interface GuideRuleCsvReading {
  readonly rows: readonly GuideRuleCsvRow[];
  readonly stopped?: readonly RequestProblem[];
}

/** The column a draft's problem path names: `origins[2]` is in origins, `authority.en` in authority_en. */
function columnOf(path: string): string {
  const [field = path, language] = path.replace(/\[\d+\]$/, '').split('.');
  return language ? `${field}_${language}` : field;
}

function rowProblem(
  line: number,
  column: string,
  code: string,
  message: string,
  params?: RequestProblem['params'],
) {
  return {
    path: `rows[${line}].${column}`,
    code,
    message: `Line ${line}, ${column}: ${message}`,
    params: { ...params, row: line, column },
  };
}

/**
 * The codes of a list's cell, at most one past the longest list a rule may have: a cell of thousands of
 * codes is never split whole, and the one more says it is too long.
 */
function listOf(text: string | undefined): string[] {
  const codes: string[] = [];
  for (const [code] of (text ?? '').matchAll(/[^\s,;]+/g)) {
    codes.push(code);
    if (codes.length > TRADERS_GUIDE_LIMITS.maxCodesPerList) break;
  }
  return codes;
}

function textOf(row: Record<string, string>, name: string): GuideText | null {
  const texts: Record<string, string> = {};
  for (const language of LANGUAGE_CODES) {
    const value = row[`${name}_${language}`]?.trim();
    if (value) texts[language] = value;
  }
  if (Object.keys(texts).length === 0) return null;
  return { ...texts, en: texts.en ?? '' };
}

/** Why the file's header will not do: each column missing or unknown; none when it is right. */
function headerProblems(header: readonly string[]): RequestProblem[] {
  const missing = GUIDE_RULE_CSV_REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  const unknown = header.filter((column) => !GUIDE_RULE_CSV_COLUMNS.includes(column));
  return [
    ...missing.map((column) => ({
      path: `header.${column}`,
      code: 'GUIDE_IMPORT_COLUMN_MISSING',
      message: `The header lacks the column ${column}`,
      params: { column },
    })),
    ...unknown.map((column) => ({
      path: `header.${column}`,
      code: 'GUIDE_IMPORT_COLUMN_UNKNOWN',
      message: `The header has a column ${column} that rules do not have`,
      params: { column },
    })),
  ];
}

/** The problem that stops reading a file that csv-parse could not read: a row too long, or no CSV. */
function unreadable(error: unknown): RequestProblem {
  if (csvRowTooLong(error)) {
    const max = TRADERS_GUIDE_LIMITS.importRowMaxCharacters;
    const row = (error as { lines?: number }).lines ?? 1;
    return {
      path: `rows[${row}]`,
      code: 'GUIDE_IMPORT_ROW_TOO_LONG',
      message: `Line ${row}: a row has at most ${max} characters`,
      params: { row, max },
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { path: 'file', code: 'GUIDE_IMPORT_NOT_CSV', message: `Not a CSV file: ${message}` };
}

const TOO_MANY_RULES: RequestProblem = {
  path: 'file',
  code: 'GUIDE_IMPORT_TOO_MANY_RULES',
  message: `An import holds at most ${TRADERS_GUIDE_LIMITS.importMaxRules} rules`,
  params: { max: TRADERS_GUIDE_LIMITS.importMaxRules },
};

/**
 * The rules of an editors' CSV file, read as it streams, each checked as a draft against the reference codes
 * as it comes; every problem of every row, naming its line and column, goes to `problems`, so that the file
 * lands whole or not at all. Reading stops at a bad header, a row too long or one row too many.
 */
export async function guideRulesFromCsv(
  filePath: string,
  lists: GuideRuleCodeLists,
  problems: ProblemTally,
): Promise<GuideRuleCsvReading> {
  const rows: GuideRuleCsvRow[] = [];
  const ids = new Set<string>();
  try {
    for await (const entry of csvRows(filePath, [], {
      trim: true,
      maxRowCharacters: TRADERS_GUIDE_LIMITS.importRowMaxCharacters,
    })) {
      if ('headerProblem' in entry) continue;
      if (rows.length === 0) {
        const wrong = headerProblems(Object.keys(entry.row));
        if (wrong.length > 0) return { rows: [], stopped: wrong };
      }
      if (rows.length === TRADERS_GUIDE_LIMITS.importMaxRules) return { rows: [], stopped: [TOO_MANY_RULES] };
      const row = guideRuleCsvRow(entry.row, entry.line, lists, ids, problems);
      rows.push(row);
    }
  } catch (error) {
    return { rows: [], stopped: [unreadable(error)] };
  }
  if (rows.length === 0) {
    return {
      rows: [],
      stopped: [{ path: 'file', code: 'GUIDE_IMPORT_EMPTY', message: 'The file has no rules' }],
    };
  }
  return { rows };
}

/** One row read: what the rule says, its own problems going to `problems`. */
function guideRuleCsvRow(
  cells: Record<string, string>,
  line: number,
  lists: GuideRuleCodeLists,
  ids: Set<string>,
  problems: ProblemTally,
): GuideRuleCsvRow {
  // The editors' export wrote formula-like texts after an apostrophe (csvSafeText): read them as they were.
  const record = Object.fromEntries(
    Object.entries(cells).map(([column, value]) => [column, csvCellText(value)]),
  ) as Record<string, string>;
  const id = record.id?.trim().toLowerCase() || null;
  const status = (record.status?.trim() || 'active') as GuideRuleStatus;
  const ruleType = record.ruleType?.trim() ?? '';
  const flows = listOf(record.flows).map((flow) => flow.toUpperCase());
  const sample = record.sample?.trim().toLowerCase() ?? '';
  const own: RequestProblem[] = [];
  if (id !== null && !UUID.test(id))
    own.push(rowProblem(line, 'id', 'INVALID_CODE', `'${id}' is not a rule id`, { value: id }));
  else if (id !== null && ids.has(id)) {
    own.push(
      rowProblem(line, 'id', 'GUIDE_IMPORT_ID_REPEATED', `the rule ${id} is in the file twice`, {
        value: id,
      }),
    );
  }
  if (id !== null) ids.add(id);
  if (!(GUIDE_RULE_STATUSES as readonly string[]).includes(status)) {
    own.push(
      rowProblem(line, 'status', 'INVALID_CODE', `'${status}' is not active or withdrawn`, {
        value: status,
      }),
    );
  } else if (status === 'withdrawn' && id === null) {
    own.push(
      rowProblem(
        line,
        'status',
        'GUIDE_IMPORT_WITHDRAW_NEEDS_ID',
        'only a stored rule (with its id) can be withdrawn',
      ),
    );
  }
  if (!isGuideRuleType(ruleType)) {
    own.push(
      rowProblem(line, 'ruleType', 'INVALID_CODE', `'${ruleType}' is not required or conditional`, {
        value: ruleType,
      }),
    );
  }
  flows.forEach((flow) => {
    if (!isGuideFlow(flow))
      own.push(rowProblem(line, 'flows', 'INVALID_CODE', `'${flow}' is not IM or EX`, { value: flow }));
  });
  if (!['', 'true', 'false', 'yes', 'no', '1', '0'].includes(sample)) {
    own.push(
      rowProblem(line, 'sample', 'INVALID_CODE', `'${sample}' is not true or false`, { value: sample }),
    );
  }
  const draft: GuideRuleDraft = {
    documentCode: record.documentCode?.trim().toUpperCase() ?? '',
    ruleType: isGuideRuleType(ruleType) ? ruleType : 'required',
    condition: textOf(record, 'condition'),
    commodityPrefixes: listOf(record.commodityPrefixes),
    exceptCommodityPrefixes: listOf(record.exceptCommodityPrefixes),
    origins: listOf(record.origins).map((code) => code.toUpperCase()),
    exceptOrigins: listOf(record.exceptOrigins).map((code) => code.toUpperCase()),
    flows: flows.filter(isGuideFlow) as GuideFlow[],
    generalProcedureCodes: listOf(record.generalProcedureCodes),
    extendedProcedureCodes: listOf(record.extendedProcedureCodes),
    nationalProcedureCodes: listOf(record.nationalProcedureCodes),
    authority: textOf(record, 'authority') ?? { en: '' },
    source: textOf(record, 'source') ?? { en: '' },
    sourceUrl: record.sourceUrl?.trim() || null,
    validFrom: record.validFrom?.trim() ?? '',
    validTo: record.validTo?.trim() || null,
    sample: ['true', 'yes', '1'].includes(sample),
  };
  for (const found of guideRuleDraftProblems(draft, lists)) {
    // A rule type the row got wrong is named once, by the row's own check.
    if (found.path === 'ruleType') continue;
    own.push(rowProblem(line, columnOf(found.path), found.code, found.message, found.params));
  }
  for (const [index, listed] of LIST_COLUMNS.entries()) {
    if (draft[listed].length > TRADERS_GUIDE_LIMITS.maxCodesPerList) {
      own.push(
        rowProblem(
          line,
          LIST_COLUMNS[index] ?? listed,
          'GUIDE_TOO_MANY_CODES',
          `at most ${TRADERS_GUIDE_LIMITS.maxCodesPerList} codes`,
          {
            max: TRADERS_GUIDE_LIMITS.maxCodesPerList,
          },
        ),
      );
    }
  }
  own.forEach((found) => problems.add(found));
  return { line, id, status, draft };
}

/** A rule's cell of a column of the editors' CSV. */
function csvCellOf(rule: GuideRule, column: string): string | null {
  const [field = column, language] = column.split('_');
  if (language) {
    const text = rule[field as (typeof TEXT_COLUMNS)[number]];
    return text?.[language as keyof GuideText] ?? null;
  }
  if ((LIST_COLUMNS as readonly string[]).includes(column)) {
    return rule[column as (typeof LIST_COLUMNS)[number]].join(' ');
  }
  const value = rule[column as keyof GuideRule];
  return value === null || value === undefined ? null : String(value);
}

/**
 * Rules as the editors' CSV, every column, with their ids: what an editor edits and imports back to change
 * them (a row whose id is left out adds a rule instead).
 */
export function guideRulesCsvText(rules: readonly GuideRule[]): string {
  return csvText([
    GUIDE_RULE_CSV_COLUMNS,
    ...rules.map((rule) => GUIDE_RULE_CSV_COLUMNS.map((column) => csvCellOf(rule, column))),
  ]);
}
