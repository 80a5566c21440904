import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './apiFetch';
import { apiRefusalOf } from './apiRefusals';

/**
 * A failed query is asked once more, unless the service refused it for coming too fast or for a revoked
 * session: asking again at once would only be refused again.
 */
function retriedQuery(failures: number, error: Error): boolean {
  return failures < 1 && !(error instanceof ApiError && apiRefusalOf(error));
}

/** The page's one query cache. */
export function toolsQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: retriedQuery } } });
}
