import { SITE_MARKUP } from '../siteMarkup';

/**
 * While the browser is offline, the page says it is the copy kept from the last visit (the service worker
 * answered it): its words are in the page, hidden until then.
 */
export function sayWhenOffline(window: Window): void {
  const notice = window.document.querySelector<HTMLElement>(`[${SITE_MARKUP.offline}]`);
  if (!notice) return;
  const show = () => {
    // Written only when it changes: the page is not laid out again for nothing.
    if (notice.hidden !== window.navigator.onLine) notice.hidden = window.navigator.onLine;
  };
  show();
  window.addEventListener('online', show);
  window.addEventListener('offline', show);
}
