import { useQuery } from '@tanstack/react-query';
import { SERVER_PATHS } from '../config/paths';

export interface DataSet {
  readonly entity: string;
  readonly validFrom: string;
  readonly rowCount: number;
  readonly sample: boolean;
}

export interface DataSets {
  readonly sampleData: boolean;
  readonly dataSets: readonly DataSet[];
}

/** The data set loaded into each reference table, and whether the portal runs on sample data. */
export function useDataSets() {
  return useQuery({
    queryKey: ['data-sets'],
    queryFn: async (): Promise<DataSets> => {
      const response = await fetch(SERVER_PATHS.dataSets);
      if (!response.ok) throw new Error(`data sets: ${response.status}`);
      return (await response.json()) as DataSets;
    },
    staleTime: 60_000,
  });
}
