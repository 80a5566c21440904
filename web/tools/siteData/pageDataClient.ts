import { staticQueryPath } from '@tsw/domain';
import { SITE_LOADING } from '../../shared/config/siteLimits';
import { SiteLoadError } from './siteLoadError';

const RETRY_PAUSE_MS = 300;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fetch tried again on network failures and server errors; a 4xx answer is final. */
async function fetchWithRetries(url: string): Promise<Response | undefined> {
  for (let attempt = 0; attempt <= SITE_LOADING.pageDataRetries; attempt += 1) {
    if (attempt > 0) await pause(RETRY_PAUSE_MS * attempt);
    try {
      const response = await fetch(url);
      if (response.status < 500) return response;
    } catch {
      // Offline or cut off: tried again like a server error.
    }
  }
  return undefined;
}

/** JSON of the site's data (the tools' frame reads it), or undefined when it cannot be had (after the retries). */
export async function siteJson<Result>(url: string): Promise<Result | undefined> {
  const response = await fetchWithRetries(url);
  return response?.ok ? ((await response.json()) as Result) : undefined;
}

/** A static query's result, which many pages share (the layout's). */
export async function staticQueryResult<Result>(hash: string): Promise<Result> {
  const result = await siteJson<Result>(staticQueryPath(hash));
  if (result === undefined) {
    const path = staticQueryPath(hash);
    throw new SiteLoadError(
      { key: 'site.load.staticQueryFailed', values: { path } },
      `We couldn't load "${path}"`,
    );
  }
  return result;
}
