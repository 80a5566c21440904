import type { ContentView, SiteSource } from '@tsw/domain';
import { data } from 'react-router';
import type { Language } from '../../../shared/i18n/languages';

/** A custom page of the content system (about-us, privacy-policy, reports, …); 404 when none. */
export function customPageData(source: SiteSource, language: Language, slug: string): ContentView {
  const item = source.items('page').find((page) => page.slug === slug.normalize('NFC'));
  if (!item) throw data(null, { status: 404 });
  return source.view(item, language);
}
