import { SERVICE_WORKER_PATH, type KeepMessage } from '../../serviceWorker/serviceWorkerProtocol';

/** Where the worker stands, on `<html data-service-worker>` (the tests read it). */
type OfflineState = 'unsupported' | 'insecure' | 'registering' | 'activated' | 'redundant';

/**
 * Registers the service worker (/sw.js) once the page has loaded, so that the pages a reader visits read
 * again offline. Browsers allow it over HTTPS and on localhost; elsewhere the console says why. The page
 * that first registers it was loaded before the worker: the worker fetches it and its files again to keep.
 */
export function keepPagesForOffline(window: Window): void {
  const root = window.document.documentElement;
  const setState = (state: OfflineState) => {
    root.dataset.serviceWorker = state;
  };
  if (!('serviceWorker' in window.navigator)) return setState('unsupported');
  if (!window.isSecureContext) {
    console.warn('Service workers can only be used over HTTPS, or on localhost for development');
    return setState('insecure');
  }
  const { serviceWorker } = window.navigator;
  const register = async () => {
    setState('registering');
    const controlled = Boolean(serviceWorker.controller);
    // Undefined where the browser is told to block service workers (as tests may).
    const registration = (await serviceWorker.register(SERVICE_WORKER_PATH).catch((error: unknown) => {
      console.error('The service worker could not be registered', error);
    })) as ServiceWorkerRegistration | undefined;
    if (!registration) {
      setState(serviceWorker.controller ? 'activated' : 'redundant');
      return;
    }
    const ready = await serviceWorker.ready;
    setState('activated');
    if (controlled) return;
    const files = window.performance.getEntriesByType('resource').map((entry) => entry.name);
    const message: KeepMessage = { type: 'tsw:keep', urls: [window.location.href, ...files] };
    ready.active?.postMessage(message);
  };
  if (window.document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
