import type { TFunction } from 'i18next';
import { ApiError } from './apiFetch';

/**
 * Why an upload was refused before its file was read, in the interface language: too large (413, from the
 * portal or a proxy in front of it) or not received in time (408: the portal allows a request 30 s, which a
 * large file on a slow or shared connection can pass). Both say the most the upload takes, `maxBytes`.
 * Undefined for any other failure, which the screen explains itself.
 */
export function uploadRefusalText(t: TFunction, error: unknown, maxBytes: number): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const max = maxBytes / 1024 / 1024;
  if (error.status === 413) return t('messages.uploadTooLarge', { max });
  if (error.status === 408 || error.code === 'REQUEST_TIMEOUT') return t('messages.uploadTimedOut', { max });
  return undefined;
}
