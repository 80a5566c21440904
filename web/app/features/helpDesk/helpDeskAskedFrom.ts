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
  if (from && from.startsWith('/') && !from.startsWith('//')) return from;
  if (referrer) {
    try {
      const url = new URL(referrer);
      if (url.origin === origin) return `${url.pathname}${url.search}`;
    } catch {
      // Not a URL: no page to name.
    }
  }
  return current;
}
