import { REFERENCE_SEARCH_ANSWER, type ReferenceSearchAnswer, type ReferenceSearchBody } from '@tsw/domain';
import { apiFetch } from './apiFetch';

/**
 * A search of the reference service: `POST {referenceData}{entity}/search`, at the address the portal
 * configuration names (REFERENCE_DATA_URL). Its body and answer are the domain's, as the server declares them.
 */
export function referenceSearch(
  serviceUrl: string,
  entity: string,
  body: ReferenceSearchBody,
  accessToken: string | null,
): Promise<ReferenceSearchAnswer> {
  return apiFetch(`${serviceUrl}${entity}/search`, REFERENCE_SEARCH_ANSWER, {
    method: 'POST',
    body,
    accessToken,
  });
}
