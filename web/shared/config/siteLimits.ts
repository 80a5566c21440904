/** How much the information site's pages show, declared once for the pages and the list of pages. */
export const SITE_LIMITS = {
  /** News items a page of the news list shows (the lists' default page size). */
  newsPerPage: 10,
  /** Results the public news search shows, newest first (the words narrow them further). */
  newsSearchResults: 50,
  /** Characters of a result's text shown around the first word found. */
  newsSearchExcerpt: 240,
  /** The newest news items the home page shows. */
  homeNews: 3,
} as const;

/** How the tools' frame reads the site's data (its footer pages) in the browser. */
export const SITE_LOADING = {
  /** The site's data is tried again this many times before the frame goes without it. */
  pageDataRetries: 3,
} as const;

/** How many pages a list of `count` items fills, one at least (an empty list still has its page). */
export function listPageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** The content editors' list: items a page shows (more than the site's pages, for people at work). */
export const CONTENT_EDITOR_LIMITS = { itemsPerPage: 25 } as const;
