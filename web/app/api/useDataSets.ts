import { useQuery } from '@tanstack/react-query';
import { SERVER_PATHS } from '@tsw/domain';

export interface DataSet {
  readonly entity: string;
  /** Where the data come from (a publication, or the portal's sample). */
  readonly source: string;
  readonly validFrom: string;
  readonly rowCount: number;
  readonly sample: boolean;
}

export interface DataSets {
  readonly sampleData: boolean;
  readonly dataSets: readonly DataSet[];
}

/** The answer is checked, not assumed: a server of another version must not break the page. */
function isDataSets(value: unknown): value is DataSets {
  const candidate = value as Partial<DataSets> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.sampleData === 'boolean' &&
    Array.isArray(candidate.dataSets) &&
    candidate.dataSets.every(
      (dataSet: Partial<DataSet>) =>
        typeof dataSet.entity === 'string' &&
        typeof dataSet.validFrom === 'string' &&
        typeof dataSet.source === 'string' &&
        typeof dataSet.sample === 'boolean',
    )
  );
}

/** The data set in force in each reference table, and whether the portal runs on sample data. */
export function useDataSets() {
  return useQuery({
    queryKey: ['data-sets'],
    queryFn: async (): Promise<DataSets> => {
      const response = await fetch(SERVER_PATHS.dataSets);
      const body: unknown = response.ok ? await response.json() : undefined;
      if (!isDataSets(body)) throw new Error(`data sets: ${response.status}`);
      return body;
    },
    staleTime: 60_000,
  });
}
