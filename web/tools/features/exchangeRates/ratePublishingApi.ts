import {
  RATE_PERIOD_START_ANSWER,
  RATE_PUBLICATION_ANSWER,
  SERVER_PATHS,
  type PortalRole,
  type RatePeriodStart,
  type RatePublication,
  type RatePublicationAnswer,
} from '@tsw/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/apiFetch';
import { useAuth } from '../../auth/authContext';

/** Who may publish a new period of customs rates; the server checks the same role. */
export const RATE_PUBLISHER_ROLES: readonly PortalRole[] = ['rates-publisher'];

export type PublishedRates = RatePublicationAnswer;
export type NewestPeriod = RatePeriodStart;

/** Where a new period may start: the screen starts from the newest period's rates and the day after it. */
export function useNewestPeriod() {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: ['newest-rate-period'],
    queryFn: () =>
      apiFetch(`${SERVER_PATHS.ratePublication}/latest`, RATE_PERIOD_START_ANSWER, { accessToken }),
    enabled: accessToken !== null,
  });
}

/** Publishes the rates of a new period; a refusal throws an ApiError naming each bad field. */
export function publishRates(
  publication: RatePublication,
  accessToken: string | null,
): Promise<PublishedRates> {
  return apiFetch(SERVER_PATHS.ratePublication, RATE_PUBLICATION_ANSWER, {
    method: 'POST',
    body: publication,
    accessToken,
  });
}
