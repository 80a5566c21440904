import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isSitePagePath } from '../../shared/config/sitePages';
import { NotFoundPage } from '../features/errors/NotFoundPage';

/** Whether this document was loaded for this very path: the server (or a static host) answered it. */
function documentLoadedAt(pathname: string): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation !== undefined && new URL(navigation.name).pathname === pathname;
}

/**
 * A path no tool takes. A page of the information site (a link followed inside the tools, or the return
 * from sign-in) is loaded as a document, from the server that draws it; unless this document was loaded
 * for that very path, which its server then did not have (a static host's 404 page is the tools' page).
 * Anything else is missing.
 */
export default function NotFoundRoute() {
  const { pathname, search, hash } = useLocation();
  const sitePage = isSitePagePath(decodeURIComponent(pathname)) && !documentLoadedAt(pathname);
  useEffect(() => {
    if (sitePage) window.location.replace(`${pathname}${search}${hash}`);
  }, [sitePage, pathname, search, hash]);
  return sitePage ? null : <NotFoundPage />;
}
