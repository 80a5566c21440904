import { SITE_MARKUP } from '../siteMarkup';

/**
 * The language picker keeps the address's query and fragment: a generated page is the same for every
 * query, so the server could not write them into its links.
 */
export function keepQueryInLanguageLinks(document: Document, location: Location): void {
  if (!location.search && !location.hash) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${SITE_MARKUP.keepsQuery}]`)) {
    const target = new URL(link.href);
    if (!target.search) target.search = location.search;
    target.hash = location.hash;
    link.href = target.href;
  }
}
