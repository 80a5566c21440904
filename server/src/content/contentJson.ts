import {
  contentView,
  LANGUAGE_CODES,
  type ContentItem,
  type Language,
  type PublicContentItem,
} from '@tsw/domain';
import Type from 'typebox';
import type { ContentMedia } from './contentMediaStore.js';

/** Where the public reads content and its files; the editors' API is beside it. */
export const CONTENT_PATH = '/api/content';
export const CONTENT_MEDIA_PATH = `${CONTENT_PATH}/media`;

export const CONTENT_LANGUAGE = Type.Enum(LANGUAGE_CODES, {
  default: 'en',
  description: 'The language of the texts; an item without it answers in English, with `fallback` true.',
});

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
