import {
  CONTENT_KIND_NAMES,
  contentView,
  LANGUAGE_CODES,
  type ContentItem,
  type Language,
} from '@tsw/domain';
import Type, { type Static } from 'typebox';
import type { ContentMedia } from './contentMediaStore.js';

/** Where the public reads content and its files; the editors' API is beside it. */
export const CONTENT_PATH = '/api/content';
export const CONTENT_MEDIA_PATH = `${CONTENT_PATH}/media`;

export const CONTENT_KIND = Type.Enum(CONTENT_KIND_NAMES, { description: 'The kind of content.' });
export const CONTENT_LANGUAGE = Type.Enum(LANGUAGE_CODES, {
  default: 'en',
  description: 'The language of the texts; an item without it answers in English, with `fallback` true.',
});

const FILE = Type.Object({
  url: Type.String({ description: 'Where the file is downloaded.' }),
  fileName: Type.String(),
  contentType: Type.String(),
  byteSize: Type.Integer(),
});

/** An item as the public site shows it: its texts in one language, its body as safe HTML. */
export const PUBLIC_CONTENT_ITEM = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    kind: CONTENT_KIND,
    slug: Type.String(),
    date: Type.Optional(Type.String({ format: 'date' })),
    category: Type.Optional(Type.String()),
    order: Type.Optional(Type.Integer()),
    link: Type.Optional(Type.String()),
    number: Type.Optional(Type.String()),
    file: Type.Optional(FILE),
    language: Type.Enum(LANGUAGE_CODES, { description: 'The language the texts are in.' }),
    fallback: Type.Boolean({ description: 'True when the item has no text in the language asked for.' }),
    title: Type.String(),
    summary: Type.Optional(Type.String()),
    bodyHtml: Type.Optional(Type.String({ description: 'The Markdown body as HTML, without any script.' })),
    sample: Type.Boolean({ description: 'Sample content the project wrote, not the administration’s.' }),
    publishedAt: Type.Union([Type.String(), Type.Null()]),
    updatedAt: Type.String(),
  },
  { $id: 'PublicContentItem' },
);
export type PublicContentItem = Static<typeof PUBLIC_CONTENT_ITEM>;

export function contentMediaUrl(media: Pick<ContentMedia, 'id' | 'fileName'>): string {
  return `${CONTENT_MEDIA_PATH}/${media.id}/${encodeURIComponent(media.fileName)}`;
}

/** The public view of an item in a language; `media` finds the file it offers. */
export function publicContentItem(
  item: ContentItem,
  language: Language,
  media: (id: string) => ContentMedia | undefined,
): PublicContentItem {
  return contentView(item, language, (id) => {
    const file = media(id);
    return file
      ? {
          url: contentMediaUrl(file),
          fileName: file.fileName,
          contentType: file.contentType,
          byteSize: file.byteSize,
        }
      : undefined;
  });
}
