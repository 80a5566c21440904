import { useQuery } from '@tanstack/react-query';
import type { ReferenceRecord } from '@tsw/domain';
import { referenceSearch } from './referenceSearch';
import { usePortalConfig } from './usePortalConfig';
import { useAuth } from '../auth/authContext';

/** A currency of the reference list (ISO 4217, names in the interface languages). */
export interface Currency {
  readonly code: string;
  readonly description: string | null;
}

function currencyOf(record: ReferenceRecord): Currency {
  return { code: record.code ?? '', description: record.description ?? null };
}

/** Every currency the reference service knows, for the currency choices of the rate screens. */
export function useCurrencies() {
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.referenceData;
  return useQuery({
    queryKey: ['currencies'],
    queryFn: async () =>
      (
        await referenceSearch(
          serviceUrl as string,
          'currency',
          {
            max: 1000,
            selectFields: ['code', 'description'],
            sortByFields: [{ field: 'code', order: 'ASC' }],
          },
          accessToken,
        )
      ).resultList.map(currencyOf),
    enabled: serviceUrl !== undefined && accessToken !== null,
    staleTime: Infinity,
  });
}
