import type { TFunction } from 'i18next';
import type { ApiRefusal } from '../api/apiRefusals';

/**
 * What a refusal every screen explains says: too many requests, with the wait the service asked for when it
 * said one; or a session ended elsewhere. A module of its own: the frame shows it, and needs none of the
 * problems' words a screen's own refusal text may (apiRefusal.ts).
 */
export function apiRefusalNoticeText(t: TFunction, refusal: ApiRefusal): string {
  if (refusal.kind === 'sessionRevoked') return t('apiRefusals.sessionEnded');
  return refusal.retryAfterSeconds === undefined
    ? t('apiRefusals.rateLimitedShortly')
    : t('apiRefusals.rateLimited', { count: refusal.retryAfterSeconds });
}
