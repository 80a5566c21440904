import type { TFunction } from 'i18next';
import type { ChecklistFieldError } from './tradersGuideChecklist';
import { guideFieldLabel } from './guideFieldLabel';

/** The service's problems, translated: by consignment and field, and those of no consignment field. */
export interface TradersGuideProblems {
  readonly byConsignment: ReadonlyMap<number, Readonly<Record<string, string>>>;
  /** The guide's own fields (the date: `meta.validityDate`), by field. */
  readonly guide: Readonly<Record<string, string>>;
}

export const NO_TRADERS_GUIDE_PROBLEMS: TradersGuideProblems = { byConsignment: new Map(), guide: {} };

/**
 * A problem in the interface language, by its code: the guide's own wording where it has one, else the
 * portal's for that code, else "This value is not accepted".
 */
export function tradersGuideProblemText(
  t: TFunction,
  error: Pick<ChecklistFieldError, 'code' | 'field' | 'params'>,
): string {
  const params = { ...error.params, field: guideFieldLabel(t, error.field) };
  const general = t(`problems.${error.code}`, { ...params, defaultValue: t('problems.other') });
  return t(`tradersGuide.problems.${error.code}`, { ...params, defaultValue: general });
}

export function tradersGuideProblems(
  t: TFunction,
  errors: readonly ChecklistFieldError[],
): TradersGuideProblems {
  const byConsignment = new Map<number, Record<string, string>>();
  const guide: Record<string, string> = {};
  for (const error of errors) {
    const text = tradersGuideProblemText(t, error);
    if (error.consignmentId === null) {
      guide[error.field] ??= text;
      continue;
    }
    const fields = byConsignment.get(error.consignmentId) ?? {};
    fields[error.field] ??= text;
    byConsignment.set(error.consignmentId, fields);
  }
  return { byConsignment, guide };
}
