/** How much the information site's pages show, declared once for the pages and the list of pages. */
export const SITE_LIMITS = {
  /** News items a page of the news list shows (§9's default page size). */
  newsPerPage: 10,
  /** The newest news items the home page shows. */
  homeNews: 3,
} as const;

/** How many pages a list of `count` items fills, one at least (an empty list still has its page). */
export function listPageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}
