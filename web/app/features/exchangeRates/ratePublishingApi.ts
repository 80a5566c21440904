import { SERVER_PATHS, type PortalRole, type RatePublication } from '@tsw/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/apiFetch';
import { useAuth } from '../../auth/authContext';

/** Who may publish a new period of customs rates (§6); the server checks the same role. */
export const RATE_PUBLISHER_ROLES: readonly PortalRole[] = ['rates-publisher'];

export interface PublishedRates {
  readonly validFrom: string;
  readonly publishedRates: number;
  readonly closedRates: number;
}

export interface NewestPeriod {
  /** The first day of the newest period published; null when there is none. */
  readonly latestStart: string | null;
  /** The first day a new period may start. */
  readonly earliestStart: string;
}

/** Where a new period may start: the screen starts from the newest period's rates and the day after it. */
export function useNewestPeriod() {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: ['newest-rate-period'],
    queryFn: () => apiFetch<NewestPeriod>(`${SERVER_PATHS.ratePublication}/latest`, { accessToken }),
    enabled: accessToken !== null,
  });
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
