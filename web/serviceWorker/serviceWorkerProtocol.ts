/**
 * What the pages and the service worker (/sw.js) say to each other, shared by both builds: the
 * worker is built from `web/serviceWorker/` with the worker's own type library.
 */
export const SERVICE_WORKER_PATH = '/sw.js';

/** Page → worker: keep these addresses (the page and the files it loaded before the worker took over). */
export interface KeepMessage {
  readonly type: 'tsw:keep';
  readonly urls: readonly string[];
}

/** Page → waiting worker: take over now (the reader accepted the update). */
export interface ActivateMessage {
  readonly type: 'tsw:activate';
}

export type ServiceWorkerMessage = KeepMessage | ActivateMessage;

/**
 * The requests the worker keeps and answers offline: pages under a language, their page data, and the
 * build's files. The API, sign-in and uploads always go to the network.
 */
export function keptRequestKind(url: URL, isNavigation: boolean): 'page' | 'pageData' | 'asset' | undefined {
  if (url.pathname.startsWith('/page-data/')) return 'pageData';
  if (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg') return 'asset';
  if (isNavigation && /^\/[a-z]{2}(\/|$)/.test(url.pathname)) return 'page';
  return undefined;
}
