import type { ContentView, SiteSource } from '@tsw/domain';
import type { Language } from '../../../shared/i18n/languages';

/** A custom page of the content system (about-us, privacy-policy, reports, …); undefined (404) when none. */
export function customPageData(
  source: SiteSource,
  language: Language,
  slug: string,
): ContentView | undefined {
  const item = source.items('page').find((page) => page.slug === slug.normalize('NFC'));
  return item ? source.view(item, language) : undefined;
}
