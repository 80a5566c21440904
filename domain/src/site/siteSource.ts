import type { IsoDate } from '../calendar/isoDate.js';
import type { ContentItem } from '../content/contentItem.js';
import type { ContentKind } from '../content/contentKinds.js';
import type { ContentView } from '../content/contentView.js';
import type { PortalConfig } from '../portal/portalConfigSchema.js';
import type { DataSets } from '../reference/dataSetSchemas.js';
import type { Language } from '../portal/portalLanguages.js';

/** The portal's configuration as pages show it: what `/portal-config.json` answers. */
export type SitePortal = PortalConfig;

/** A customs rate in force on the day the site was generated, with its change from the day before. */
export interface SiteExchangeRate {
  readonly code: string;
  readonly description: string | null;
  readonly descriptionTranslated: string | null;
  readonly rate: string | null;
  readonly validFromDate: string | null;
  readonly validToDate: string | null;
  readonly difference: string | null;
}

/**
 * What the information site's pages are generated from (issue 7): the published content, today's customs
 * rates and the portal's configuration. The server makes it; the web front end's route loaders read it.
 */
export interface SiteSource {
  readonly today: IsoDate;
  readonly portal: SitePortal;
  /** Published items of a kind in reading order (newest first where dated, else the editors' order). */
  items(kind: ContentKind): readonly ContentItem[];
  /** Published items of a kind that every word of the query finds in a title or body, in any language. */
  search(kind: ContentKind, query: string): readonly ContentItem[];
  view(item: ContentItem, language: Language): ContentView;
  readonly exchangeRates: readonly SiteExchangeRate[];
  /** The data set in force in each reference table today, and whether any is the sample (the home page says). */
  readonly dataSets: DataSets;
}

/** A page's data as its route loaders give it, before the server stores it as page data. */
export interface SitePageData {
  /** The route that draws the page (Gatsby's component chunk name). */
  readonly componentChunkName: string;
  /** The page's own loader data: page data's `result`. */
  readonly result: unknown;
  /** The data of the layouts around it, each named by a key that stays the same while its data changes. */
  readonly staticQueries: readonly { readonly key: string; readonly data: unknown }[];
}

/**
 * What the web build offers the server for generating the site (its site part's server entry exports
 * `createSiteRenderer`): every page path, each page's data without drawing it, and its HTML.
 */
export interface SiteRenderer {
  /** Changes with every build of the front end (page data's `webpackCompilationHash`). */
  readonly buildHash: string;
  pagePaths(source: SiteSource): readonly string[];
  /** Undefined when the path is no page of the site (its loader answers 404). */
  pageData(path: string, source: SiteSource): Promise<SitePageData | undefined>;
  /**
   * A page's HTML and status; with `serverError`, the page that says the server failed; with
   * `tooManyRequests`, the page that asks a reader to wait (429) before asking for more pages drawn per
   * request. A page answered per request is given its path with the request's query (`/en/news/search?q=…`).
   */
  render(
    path: string,
    source: SiteSource,
    options?: { serverError?: boolean; tooManyRequests?: boolean },
  ): Promise<SiteRendering>;
  /** Whether the path would be a page of the site: one whose data the site generates. */
  isSitePath(path: string): boolean;
  /**
   * Whether the path is a page of the site drawn for each request, from its query (a search's results):
   * never generated ahead, and never listed in the sitemap.
   */
  isPerRequestPath(path: string): boolean;
}

export interface SiteRendering {
  readonly status: number;
  readonly html: string;
}
