import type { TFunction } from 'i18next';
import { ApiError } from '../api/apiFetch';
import { apiRefusalOf } from '../api/apiRefusals';
import { apiRefusalNoticeText } from './apiRefusalNotice';

/**
 * Why the API refused, in the page's language: too many requests or a session ended (`apiRefusals.ts`), else
 * its first problem (a search it cannot read, a role the request needs), or `fallback` when it named none.
 */
export function apiRefusalText(t: TFunction, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const refusal = apiRefusalOf(error);
  if (refusal) return apiRefusalNoticeText(t, refusal);
  const refused = error.problems[0];
  return refused ? t(`problems.${refused.code}`, { ...refused.params, defaultValue: fallback }) : fallback;
}
