import type { PortalRole, RatePublication } from '@tsw/domain';
import { apiFetch } from '../../api/apiFetch';
import { SERVER_PATHS } from '../../config/paths';

/** Who may publish a new period of customs rates (§6); the server checks the same role. */
export const RATE_PUBLISHER_ROLES: readonly PortalRole[] = ['rates-publisher'];

export interface PublishedRates {
  readonly validFrom: string;
  readonly publishedRates: number;
  readonly closedRates: number;
}

/** Publishes the rates of a new period; a refusal throws an ApiError naming each bad field. */
export function publishRates(
  publication: RatePublication,
  accessToken: string | null,
): Promise<PublishedRates> {
  return apiFetch<PublishedRates>(SERVER_PATHS.ratePublication, {
    method: 'POST',
    body: publication,
    accessToken,
  });
}
