import type { Language } from '../portal/portalLanguages.js';
import type { ContentItem } from './contentItem.js';
import type { ContentKind } from './contentKinds.js';
import { contentTextIn } from './contentItem.js';
import { contentHtml } from './contentMarkdown.js';

/** A file an item offers, as the public downloads it. */
export interface ContentFile {
  readonly url: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly byteSize: number;
}

/**
 * An item as the public site shows it in one language: its texts (in English, flagged as a fallback, when
 * the language has none) and its body as safe HTML. The content API answers it, and the site's pages are
 * generated from it.
 */
export interface ContentView {
  readonly id: string;
  readonly kind: ContentKind;
  readonly slug: string;
  readonly date?: string;
  readonly category?: string;
  readonly order?: number;
  readonly link?: string;
  readonly number?: string;
  readonly file?: ContentFile;
  readonly language: Language;
  readonly fallback: boolean;
  readonly title: string;
  readonly summary?: string;
  readonly bodyHtml?: string;
  readonly sample: boolean;
  readonly publishedAt: string | null;
  readonly updatedAt: string;
}

/** The public view of an item in a language; `fileOf` finds the file an item offers by its id. */
export function contentView(
  item: ContentItem,
  language: Language,
  fileOf: (id: string) => ContentFile | undefined,
): ContentView {
  const { text, language: textLanguage, fallback } = contentTextIn(item, language);
  const file = item.mediaId ? fileOf(item.mediaId) : undefined;
  return {
    id: item.id,
    kind: item.kind,
    slug: item.slug,
    ...(item.date ? { date: item.date } : {}),
    ...(item.category ? { category: item.category } : {}),
    ...(item.order !== undefined ? { order: item.order } : {}),
    ...(item.link !== undefined ? { link: item.link } : {}),
    ...(item.number ? { number: item.number } : {}),
    ...(file ? { file } : {}),
    language: textLanguage,
    fallback,
    title: text.title,
    ...(text.summary ? { summary: text.summary } : {}),
    // Links in the body lead to pages in the language of the page showing it.
    ...(text.body ? { bodyHtml: contentHtml(text.body, language) } : {}),
    sample: item.sample,
    publishedAt: item.publishedAt,
    updatedAt: item.updatedAt,
  };
}
