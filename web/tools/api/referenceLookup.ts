import { REFERENCE_LOOKUP_ANSWER, type ReferenceLookupAnswer } from '@tsw/domain';
import { apiFetch } from './apiFetch';

/**
 * One record of the reference service in force on a date, with the lists of its sub-entities:
 * `GET {referenceData}{entity}/{key}?validityDate=`, at the address the portal configuration names. A key
 * with no record answers 404 (an ApiError RECORD_NOT_FOUND).
 */
export function referenceLookup(
  serviceUrl: string,
  entity: string,
  key: string,
  validityDate: string,
  accessToken: string | null,
): Promise<ReferenceLookupAnswer> {
  const query = new URLSearchParams({ validityDate });
  return apiFetch(
    `${serviceUrl}${encodeURIComponent(entity)}/${encodeURIComponent(key)}?${query}`,
    REFERENCE_LOOKUP_ANSWER,
    { accessToken },
  );
}
