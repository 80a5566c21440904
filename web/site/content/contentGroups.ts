import type { ContentKind, ContentView, SiteSource } from '@tsw/domain';
import type { Language } from '../../shared/i18n/languages';

/** Items of a kind under the categories that group them, in the editors' order; empty groups left out. */
export interface ContentGroup {
  readonly category: ContentView;
  readonly items: readonly ContentView[];
}

export function contentGroups(
  source: SiteSource,
  language: Language,
  kind: ContentKind,
  categoryKind: ContentKind,
): ContentGroup[] {
  return source
    .items(categoryKind)
    .map((category) => ({
      category: source.view(category, language),
      items: source
        .items(kind)
        .filter((item) => item.category === category.slug)
        .map((item) => source.view(item, language)),
    }))
    .filter((group) => group.items.length > 0);
}

/** Whether any item shown is in English for want of the page's language (the page then says so once). */
export function someInEnglishOnly(groups: readonly ContentGroup[]): boolean {
  return groups.some((group) => group.category.fallback || group.items.some((item) => item.fallback));
}
