import type { TFunction } from 'i18next';
import { ApiError } from '../../api/apiFetch';

/**
 * What a failed cargo call says to the user: each problem the service names, translated by its code;
 * else `failed`, the screen's own "Something went wrong" sentence.
 */
export function cargoProblemTexts(t: TFunction, error: unknown, failed: string): string[] {
  if (!(error instanceof ApiError)) return [failed];
  if (error.problems.length > 0) {
    return error.problems.map((problem) =>
      t(`problems.${problem.code}`, { ...problem.params, defaultValue: t('problems.other') }),
    );
  }
  if (error.status === 0) return [t('messages.serviceUnreachable')];
  if (error.code === 'UNEXPECTED_ANSWER') return [t('problems.UNEXPECTED_ANSWER')];
  return [failed];
}
