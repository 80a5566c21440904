import type { ContentKind, Language } from '@tsw/domain';
import { paths } from '../../../shared/config/paths';

/** Where a published item shows on the site, in a language; undefined for kinds the site has no page for yet. */
export function editorSiteLink(kind: ContentKind, slug: string, language: Language): string | undefined {
  switch (kind) {
    case 'news':
      return paths.newsArticle.build(language, slug);
    case 'page':
      return paths.customPage.build(language, slug);
    case 'download':
    case 'downloadCategory':
      return paths.downloads.build(language);
    case 'faq':
    case 'faqCategory':
      return paths.faq.build(language);
    case 'homeBlock':
      return paths.home.build(language);
    default:
      return undefined;
  }
}
