import type { ContentView, SiteSource } from '@tsw/domain';
import type { Language } from '../../../shared/i18n/languages';

/** The editors' home-page blocks, in their order. */
export function homeBlocks(source: SiteSource, language: Language): ContentView[] {
  return source.items('homeBlock').map((item) => source.view(item, language));
}
