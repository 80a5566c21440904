/**
 * Where the information site's data is served, as Gatsby lays it out: each page's data, the build's
 * hash, and the results shared by many pages (the layout's).
 */
export const PAGE_DATA_ROOT = '/page-data';
export const APP_DATA_PATH = `${PAGE_DATA_ROOT}/app-data.json`;
export const STATIC_QUERY_ROOT = `${PAGE_DATA_ROOT}/sq/d`;

/** "/en/news/x" → "/page-data/en/news/x/page-data.json"; the home of the site is "index". */
export function pageDataPath(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  return `${PAGE_DATA_ROOT}/${trimmed || 'index'}/page-data.json`;
}

/** The page a page-data path names, or undefined when it names none. */
export function pageOfDataPath(dataPath: string): string | undefined {
  const match = /^\/page-data\/(.+)\/page-data\.json$/.exec(dataPath);
  if (!match?.[1]) return undefined;
  return match[1] === 'index' ? '/' : `/${match[1]}`;
}

export function staticQueryPath(hash: string): string {
  return `${STATIC_QUERY_ROOT}/${hash}.json`;
}

/** Page data: what the browser fetches to move to another page without reloading. */
export interface PageData<Result = unknown> {
  readonly componentChunkName: string;
  readonly path: string;
  readonly matchPath?: string;
  readonly staticQueryHashes: readonly string[];
  readonly result: Result;
}

export interface AppData {
  readonly webpackCompilationHash: string;
}
