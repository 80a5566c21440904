import { isHelpDeskPage } from '@tsw/domain';
import { isLanguage } from '../../../shared/i18n/languages';

/**
 * A page of the portal (under a language), not the sign-in pages or the callback the browser passed by, that
 * the help desk takes (the domain's check: a path that stays on the portal, not too long).
 */
function isPortalPage(path: string): boolean {
  return isLanguage(path.split('/')[1] ?? '') && isHelpDeskPage(path);
}

/**
 * The page a question is asked from: the `from` a link to the help desk gave, else the page of this portal
 * the browser came from (its referrer), else the help desk itself. Only paths of this portal are kept, so
 * that what staff read is a page they can open.
 */
export function helpDeskAskedFrom(options: {
  from: string | null;
  referrer: string;
  origin: string;
  current: string;
}): string {
  const { from, referrer, origin, current } = options;
  if (from && isPortalPage(from)) return from;
  if (referrer) {
    try {
      const url = new URL(referrer);
      const page = `${url.pathname}${url.search}`;
      if (url.origin === origin && isPortalPage(page)) return page;
    } catch {
      // Not a URL: no page to name.
    }
  }
  return current;
}
