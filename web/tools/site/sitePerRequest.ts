/**
 * What a route of the site exports as its `handle` when its page is drawn by the server for each request,
 * from the request's query (a search's results, which cannot be generated ahead for every query).
 */
export const PER_REQUEST_SITE_PAGE = { sitePage: 'perRequest' } as const;

export function isPerRequestHandle(handle: unknown): boolean {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (handle as { sitePage?: unknown }).sitePage === PER_REQUEST_SITE_PAGE.sitePage
  );
}
