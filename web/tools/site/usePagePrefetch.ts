import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageDataOf } from './pageDataClient';
import { createPrefetchQueue, prefetchAllowed, type PrefetchConditions } from './pagePrefetch';
import { isSitePagePath } from './sitePagePatterns';

/** One queue for the whole visit: a page prefetched once is not fetched again from another page. */
let queue: ReturnType<typeof createPrefetchQueue> | undefined;

function prefetchQueue() {
  queue ??= createPrefetchQueue((path) => pageDataOf(path));
  return queue;
}

/** The page a link leads to, when it is another page of the site on this origin. */
function sitePageOf(link: HTMLAnchorElement): string | undefined {
  if (link.target && link.target !== '_self') return undefined;
  if (link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return undefined;
  const path = decodeURIComponent(url.pathname);
  return isSitePagePath(path) ? path : undefined;
}

/**
 * The pages that links in view lead to have their data fetched ahead, so that following one shows
 * the page at once. Looked for again after each move to another page.
 */
export function usePagePrefetch(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    if (!prefetchAllowed(navigator as Navigator & PrefetchConditions)) return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const path = sitePageOf(entry.target as HTMLAnchorElement);
        if (path) prefetchQueue().add(path);
      }
    });
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) observer.observe(link);
    return () => observer.disconnect();
  }, [pathname]);
}
