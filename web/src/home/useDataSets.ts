import { useEffect, useState } from 'react';

export interface DataSetsState {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly sampleData: boolean;
}

/** Whether the portal runs on sample data, from GET /api/data-sets. */
export function useDataSets(): DataSetsState {
  const [state, setState] = useState<DataSetsState>({ status: 'loading', sampleData: false });
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/data-sets', { signal: controller.signal })
      .then((response) =>
        response.ok
          ? (response.json() as Promise<{ sampleData: boolean }>)
          : Promise.reject(new Error(String(response.status))),
      )
      .then((body) => setState({ status: 'ready', sampleData: body.sampleData }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed', sampleData: false });
      });
    return () => controller.abort();
  }, []);
  return state;
}
