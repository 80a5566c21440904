import type { SitePortal, SiteSource } from '@tsw/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Language } from '../../shared/i18n/languages';

/** What a page is drawn for: its language, its path's parameters, and (pages drawn per request) its query. */
export interface SitePageRequest {
  readonly language: Language;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The portal's settings (its country names the portal). */
  readonly portal: SitePortal;
}

/** What a page's head says of it. */
export interface SitePageHead {
  readonly title: string;
  /** For search engines and link previews; cut to the length they show. */
  readonly description?: string;
  /** Kept out of search engines (a search's results): no alternates either. */
  readonly noindex?: boolean;
  /** The Atom feed of what the page shows, which feed readers and browsers find in the head. */
  readonly feed?: { readonly title: string; readonly href: string };
}

/**
 * One template of the information site: its data, read from the site's source (page data's `result`,
 * the same for every reader), and how it is drawn from that data alone, so that a page drawn again from its
 * page data is the page generated.
 */
export interface SitePageTemplate<Result> {
  /** The page's data, or undefined when there is no such page (an unknown slug: 404). */
  data(source: SiteSource, request: SitePageRequest): Result | undefined;
  head(result: Result, request: SitePageRequest, t: TFunction, source: SiteSource): SitePageHead;
  Page(props: { readonly result: Result; readonly request: SitePageRequest }): ReactNode;
}

/**
 * A template of any result, as the page table holds them: its members are methods, which TypeScript
 * compares both ways, so a template typed where it is written takes its place here.
 */
export type AnySitePageTemplate = SitePageTemplate<unknown>;
