import type { TFunction } from 'i18next';
import { ApiError } from '../api/apiFetch';
import { apiRefusalOf, type ApiRefusal } from '../api/apiRefusals';

/**
 * What a refusal every screen explains says: too many requests, with the wait the service asked for when it
 * said one; or a session ended elsewhere.
 */
export function apiRefusalNoticeText(t: TFunction, refusal: ApiRefusal): string {
  if (refusal.kind === 'sessionRevoked') return t('apiRefusals.sessionEnded');
  return refusal.retryAfterSeconds === undefined
    ? t('apiRefusals.rateLimitedShortly')
    : t('apiRefusals.rateLimited', { count: refusal.retryAfterSeconds });
}

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
