import { pageDataPath, staticQueryPath, type PageData } from '@tsw/domain';
import { data } from 'react-router';
import { SITE_LOADING } from '../../shared/config/siteLimits';
import { reloadForNewBuild } from './siteBuild';
import { SiteLoadError } from './siteLoadError';

const RETRY_PAUSE_MS = 300;

/** Page data already fetched (or on its way) in this visit: moving back to a page fetches nothing. */
const fetched = new Map<string, Promise<PageData>>();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fetch tried again on network failures and server errors; a 4xx answer is final. */
async function fetchWithRetries(url: string, init?: RequestInit): Promise<Response | undefined> {
  for (let attempt = 0; attempt <= SITE_LOADING.pageDataRetries; attempt += 1) {
    if (attempt > 0) await pause(RETRY_PAUSE_MS * attempt);
    try {
      const response = await fetch(url, init);
      if (response.status < 500) return response;
    } catch {
      // Offline or cut off: tried again like a server error.
    }
  }
  return undefined;
}

/**
 * What a page whose data did not come shows: the 404 page when the page itself is missing (its data's
 * 404 confirmed by a HEAD on the page's own path), else the 500 page.
 */
async function pageDataFailure(pagePath: string, response: Response | undefined): Promise<never> {
  if (response?.status === 404) {
    const page = await fetch(pagePath, { method: 'HEAD' }).catch(() => undefined);
    if (page?.status === 404) throw data(null, { status: 404 });
    // The page exists but its data does not (a site generated anew in between): load it whole.
    if (page?.ok) {
      window.location.assign(pagePath);
      return new Promise<never>(() => {});
    }
  }
  throw new SiteLoadError(
    { key: 'site.load.pageResourcesMissing', values: { path: pagePath } },
    `page resources for ${pagePath} not found. Not rendering React`,
  );
}

/** A page's data, fetched once per visit; a failure is forgotten, so that the next visit tries again. */
export function pageDataOf(pagePath: string): Promise<PageData> {
  const url = pageDataPath(pagePath);
  let promise = fetched.get(url);
  if (!promise) {
    promise = (async () => {
      const response = await fetchWithRetries(url);
      if (!response?.ok) return pageDataFailure(pagePath, response);
      return (await response.json()) as PageData;
    })();
    fetched.set(url, promise);
    promise.catch(() => fetched.delete(url));
  }
  return promise;
}

/**
 * A page's loader data in the browser: what its route's `loader` gave when the site was generated,
 * read from the page data (the clientLoader of every page of the site). When a new build is served,
 * the page is loaded whole instead.
 */
export async function pageResult<Result>(request: Request): Promise<Result> {
  const path = new URL(request.url).pathname;
  const [pageData, reloading] = await Promise.all([pageDataOf(path), reloadForNewBuild(path)]);
  if (reloading) return new Promise<never>(() => {});
  return pageData.result as Result;
}

/**
 * The loader data of a page the server draws for each request (a search's results), for the query of this
 * move: asked for each time, never kept, since every query has its own.
 */
export async function perRequestPageResult<Result>(request: Request): Promise<Result> {
  const url = new URL(request.url);
  const [response, reloading] = await Promise.all([
    fetchWithRetries(`${pageDataPath(url.pathname)}${url.search}`),
    reloadForNewBuild(`${url.pathname}${url.search}`),
  ]);
  if (reloading) return new Promise<never>(() => {});
  if (!response?.ok) return pageDataFailure(url.pathname, response);
  return ((await response.json()) as PageData).result as Result;
}

/** JSON of the site's data, or undefined when it cannot be had (after the retries). */
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
