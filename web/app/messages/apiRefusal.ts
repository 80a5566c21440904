import type { TFunction } from 'i18next';
import { ApiError } from '../api/apiFetch';

/**
 * Why the API refused, in the page's language: its first problem (a search it cannot read, a limit of
 * requests reached, a role the request needs), or `fallback` when it named none.
 */
export function apiRefusalText(t: TFunction, error: unknown, fallback: string): string {
  const refused = error instanceof ApiError ? error.problems[0] : undefined;
  return refused ? t(`problems.${refused.code}`, { ...refused.params, defaultValue: fallback }) : fallback;
}
