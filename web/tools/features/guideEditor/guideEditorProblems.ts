import type { TFunction } from 'i18next';
import { ApiError, type ApiFieldProblem } from '../../api/apiFetch';

/** A problem in the interface language: the guide editor's own wording, else the portal's, else a general one. */
export function guideEditorProblemText(t: TFunction, problem: Omit<ApiFieldProblem, 'path'>): string {
  const general = t(`problems.${problem.code}`, { ...problem.params, defaultValue: t('problems.other') });
  return t(`guideEditor.problems.${problem.code}`, { ...problem.params, defaultValue: general });
}

/**
 * The field a problem's path names, as the form shows it: `origins[2]` is the origins field, and a text
 * keeps its language (`authority.fr`) for its tab.
 */
export const guideEditorFieldOf = (path: string): string => path.replace(/\[\d+\]$/, '');

/**
 * The translated problems of an editors' API error by form field (several of one list joined); any other
 * failure under `form`.
 */
export function guideEditorProblems(t: TFunction, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return { form: t('messages.somethingWentWrong') };
  if (error.problems.length === 0) {
    if (error.status === 0) return { form: t('messages.serviceUnreachable') };
    if (error.status === 404) return { form: t('guideEditor.notFound') };
    if (error.code === 'UNEXPECTED_ANSWER') return { form: t('problems.UNEXPECTED_ANSWER') };
    return { form: t('messages.somethingWentWrong') };
  }
  const found: Record<string, string> = {};
  for (const problem of error.problems) {
    const field = guideEditorFieldOf(problem.path);
    const text = guideEditorProblemText(t, problem);
    found[field] = found[field] ? `${found[field]} ${text}` : text;
  }
  return found;
}

/** At most this many problems of a refused import are listed: the first ones show what to mend. */
const IMPORT_PROBLEMS_SHOWN = 50;

/**
 * A refused import's problems, one line each, with the line of the file and the column when the problem
 * names them (`rows[4].origins`, params row and column): "Row 4, origins: “XX” is not in the list." The
 * service lists the first problems it found and counts them all (`problemCount`).
 */
export function guideImportProblemLines(
  t: TFunction,
  problems: readonly ApiFieldProblem[],
  problemCount: number = problems.length,
): string[] {
  const lines = problems.slice(0, IMPORT_PROBLEMS_SHOWN).map((problem) => {
    const text = guideEditorProblemText(t, problem);
    const rowMatch = /^rows\[(\d+)\]\.?(.*)$/.exec(problem.path);
    const row = problem.params?.row ?? (rowMatch ? Number(rowMatch[1]) : undefined);
    // A problem of the whole file (its header, its size) says what it is about itself.
    if (row === undefined) return text;
    const field = problem.params?.column ?? rowMatch?.[2] ?? '';
    return t('guideEditor.import.rowProblem', { row, field: field || '—', problem: text });
  });
  const shown = Math.min(problems.length, IMPORT_PROBLEMS_SHOWN);
  if (problemCount > shown) lines.push(t('guideEditor.import.more', { count: problemCount - shown }));
  return lines;
}
