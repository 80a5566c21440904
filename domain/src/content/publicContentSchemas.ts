import { Type, type Static } from 'typebox';
import { LANGUAGE_CODES } from '../portal/portalLanguages.js';
import { CONTENT_KIND_NAMES } from './contentKinds.js';

/*
 * An item as the public site shows it (the public content API, and the editors' preview), written once:
 * the server's routes declare it, the web front end checks what it receives against it.
 */

export const CONTENT_KIND_SCHEMA = Type.Enum(CONTENT_KIND_NAMES, { description: 'The kind of content.' });

const CONTENT_FILE = Type.Object({
  url: Type.String({ description: 'Where the file is downloaded.' }),
  fileName: Type.String(),
  contentType: Type.String(),
  byteSize: Type.Integer(),
});

/** An item as the public site shows it: its texts in one language, its body as safe HTML. */
export const PUBLIC_CONTENT_ITEM = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    kind: CONTENT_KIND_SCHEMA,
    slug: Type.String(),
    date: Type.Optional(Type.String({ format: 'date' })),
    category: Type.Optional(Type.String()),
    order: Type.Optional(Type.Integer()),
    link: Type.Optional(Type.String()),
    number: Type.Optional(Type.String()),
    file: Type.Optional(CONTENT_FILE),
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

/** A page of published items, as the content API lists and searches them. */
export const PUBLIC_CONTENT_LIST = Type.Object({
  items: Type.Array(PUBLIC_CONTENT_ITEM),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});

export type PublicContentList = Static<typeof PUBLIC_CONTENT_LIST>;
