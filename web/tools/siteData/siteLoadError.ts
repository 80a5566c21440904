/** The failures of loading the site's data and code, each with its translation key and its values. */
export type SiteLoadFailure =
  | { readonly key: 'site.load.staticQueryFailed'; readonly values: { readonly path: string } }
  | { readonly key: 'site.load.pageResourcesMissing'; readonly values: { readonly path: string } };

/**
 * A page of the site that could not be loaded in the browser: the 500 page shows its translated
 * message, and the console keeps the English one for whoever looks into it.
 */
export class SiteLoadError extends Error {
  constructor(
    readonly failure: SiteLoadFailure,
    englishMessage: string,
  ) {
    super(englishMessage);
    this.name = 'SiteLoadError';
  }
}
