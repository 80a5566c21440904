import { SERVICE_WORKER_PATH, type ServiceWorkerMessage } from '../../serviceWorker/serviceWorkerProtocol';

/**
 * The service worker's states as the page sees them: installed (first time, pages now kept),
 * activated (in control), update-ready (a new build's worker waits for the reader), redundant (replaced
 * or failed); and the cases with no worker at all.
 */
export type ServiceWorkerState =
  | 'none'
  | 'registering'
  | 'unsupported'
  | 'insecure'
  | 'installed'
  | 'activated'
  | 'update-ready'
  | 'redundant';

let state: ServiceWorkerState = 'none';
let registration: ServiceWorkerRegistration | undefined;
let updateAccepted = false;
const listeners = new Set<() => void>();

function setState(next: ServiceWorkerState) {
  state = next;
  document.documentElement.dataset.serviceWorker = next;
  for (const listener of listeners) listener();
}

export const serviceWorkerState = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function post(worker: ServiceWorker | null | undefined, message: ServiceWorkerMessage) {
  worker?.postMessage(message);
}

function follow(worker: ServiceWorker) {
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed') {
      setState(navigator.serviceWorker.controller ? 'update-ready' : 'installed');
    } else if (worker.state === 'activated') setState('activated');
    else if (worker.state === 'redundant' && registration?.active !== worker) setState('redundant');
  });
}

/**
 * Registers /sw.js, only where browsers allow it: over HTTPS, or on localhost. Elsewhere the
 * console says why and the site works as before, without offline pages.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return setState('unsupported');
  if (!window.isSecureContext) {
    console.warn('Service workers can only be used over HTTPS, or on localhost for development');
    return setState('insecure');
  }
  setState('registering');
  const controlledAtLoad = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The new build's worker took over because the reader asked: load the page from it.
    if (updateAccepted) window.location.reload();
  });
  try {
    // Undefined where the browser is told to block service workers (as tests may).
    registration = (await navigator.serviceWorker.register(SERVICE_WORKER_PATH)) as
      ServiceWorkerRegistration | undefined;
  } catch (error) {
    console.error('The service worker could not be registered', error);
    return setState('redundant');
  }
  if (!registration) return setState('unsupported');
  if (registration.waiting && controlledAtLoad) setState('update-ready');
  else if (registration.active) setState('activated');
  if (registration.installing) follow(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration?.installing) follow(registration.installing);
  });
  if (!controlledAtLoad) {
    // This page and its files were loaded before any worker: the worker fetches them again to keep.
    const ready = await navigator.serviceWorker.ready;
    const files = performance.getEntriesByType('resource').map((entry) => entry.name);
    post(ready.active, { type: 'tsw:keep', urls: [window.location.href, ...files] });
  }
}

/**
 * A page reached without loading a document (moving within the app): its own document is kept too, so
 * that reloading it offline works. Its data and code came through the worker already.
 */
export function keepVisitedPage(url: string): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  post(navigator.serviceWorker.controller, { type: 'tsw:keep', urls: [url] });
}

/** The reader accepted the update: the waiting worker takes over, and the page reloads from it. */
export function acceptServiceWorkerUpdate(): void {
  if (!registration?.waiting) return window.location.reload();
  updateAccepted = true;
  post(registration.waiting, { type: 'tsw:activate' });
}
