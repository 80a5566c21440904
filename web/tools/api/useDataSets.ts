import { useQuery } from '@tanstack/react-query';
import type { DataSets } from '@tsw/domain';

/**
 * The data set in force in each reference table, and whether the portal runs on sample data. The answer
 * is checked, not assumed: a server of another version must not break the page.
 */
export function useDataSets({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: ['data-sets'],
    queryFn: async (): Promise<DataSets> => (await import('./frameQueries')).dataSetsQuery(),
    staleTime: 60_000,
  });
}
