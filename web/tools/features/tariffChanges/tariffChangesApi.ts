import { useQuery } from '@tanstack/react-query';
import { TARIFF_CHANGES_ANSWER, type TariffChangesAnswer } from '@tsw/domain';
import { ApiError, apiFetch } from '../../api/apiFetch';
import { usePortalConfig } from '../../api/usePortalConfig';
import { useAuth } from '../../auth/authContext';

export type { TariffChangesAnswer };

/** What the screen asks: each field as in the address, '' for the service's default. */
export interface TariffChangesAsked {
  readonly from: string;
  readonly to: string;
  readonly scope: string;
}

/** The service's address with the fields given; an empty one is left out, for the service's default. */
export function tariffChangesUrl(serviceUrl: string, asked: TariffChangesAsked): string {
  const given = Object.entries(asked).filter(([, value]) => value.trim() !== '');
  return given.length > 0 ? `${serviceUrl}?${new URLSearchParams(given)}` : serviceUrl;
}

/**
 * The changes between two dates, from the service at `tariffChanges` in /portal-config.json
 * (TARIFF_CHANGES_URL). Asked at once: with no dates, the service compares the latest period's start with
 * the day before. A refusal (a date or scope it does not take) is not asked again.
 */
export function useTariffChanges(asked: TariffChangesAsked) {
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.tariffChanges;
  return useQuery({
    queryKey: ['tariff-changes', serviceUrl, asked],
    queryFn: () => {
      if (!serviceUrl) throw new ApiError(0, 'SERVICE_UNREACHABLE');
      return apiFetch(tariffChangesUrl(serviceUrl, asked), TARIFF_CHANGES_ANSWER, { accessToken });
    },
    enabled: accessToken !== null && serviceUrl !== undefined,
    retry: false,
  });
}
