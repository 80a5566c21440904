/// <reference lib="webworker" />
import { keptRequestKind, type ServiceWorkerMessage } from './serviceWorkerProtocol';

/**
 * The site's service worker: it keeps the pages a reader visits, with their page data and the
 * build's files, and answers with them when the network fails. Pages and page data are asked of the
 * network first, so that a reader online always sees what was last published; the build's files are
 * named by their content and never change, so a kept one is used at once.
 *
 * A new build makes a new worker (its version is written in at build time). It waits until the reader
 * accepts the update the page offers, so that one page never mixes two builds.
 */
declare const self: ServiceWorkerGlobalScope;
declare const SITE_BUILD_VERSION: string;

/** Pages and page data: refreshed on every visit online. */
const PAGES_CACHE = 'tsw-pages-v1';
/** The build's files, named by content: kept across builds, for pages kept from an older build. */
const ASSETS_CACHE = 'tsw-assets-v1';

self.addEventListener('install', () => {
  // Named so that each build's worker differs from the last, which is how the browser finds an update.
  console.info(`Service worker for build ${SITE_BUILD_VERSION} installed`);
});

self.addEventListener('activate', (event) => {
  // The first worker takes over the pages already open, so that the page that registered it is kept.
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  const message = event.data as ServiceWorkerMessage | undefined;
  if (message?.type === 'tsw:activate') void self.skipWaiting();
  if (message?.type === 'tsw:keep') event.waitUntil(keep(message.urls));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const kind = keptRequestKind(url, request.mode === 'navigate');
  if (kind === 'asset') event.respondWith(cacheFirst(request));
  else if (kind) event.respondWith(networkFirst(request));
});

function isKeepable(response: Response): boolean {
  return response.ok && response.type === 'basic';
}

/**
 * Where a page or its data is kept: its address without the query. A page's document does not depend on
 * its query (the tools read it in the browser), so a tool searched a thousand ways is kept once.
 */
function keptAddress(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** The addresses a page loaded before the worker controlled it: fetched again, now to be kept. */
async function keep(urls: readonly string[]): Promise<void> {
  await Promise.all(
    urls.map(async (address) => {
      const url = new URL(address, self.location.origin);
      if (url.origin !== self.location.origin) return;
      const kind = keptRequestKind(url, !url.pathname.includes('.'));
      if (!kind) return;
      const cache = await caches.open(kind === 'asset' ? ASSETS_CACHE : PAGES_CACHE);
      if (kind === 'asset' && (await cache.match(url))) return;
      try {
        const response = await fetch(url);
        if (isKeepable(response)) await cache.put(kind === 'asset' ? url.href : keptAddress(url), response);
      } catch {
        // Offline already: nothing to keep.
      }
    }),
  );
}

async function networkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(PAGES_CACHE);
  try {
    const response = await fetch(request);
    if (isKeepable(response)) await cache.put(keptAddress(new URL(request.url)), response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(keptAddress(new URL(request.url)));
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (isKeepable(response)) await cache.put(request, response.clone());
  return response;
}
