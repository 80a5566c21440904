import { Type, type Static } from 'typebox';
import { CONTENT_LIMITS } from './contentKinds.js';
import { CONTENT_KIND_SCHEMA } from './publicContentSchemas.js';

/*
 * The answers of the content editors' API (`/api/content-editor/…`), written once: the server's routes
 * declare them, the web front end checks what it receives against them.
 */

/**
 * One language's texts, within generous bounds that keep a request small: the domain's checks name the
 * real limits.
 */
export const CONTENT_TRANSLATION_SCHEMA = Type.Object(
  {
    title: Type.String({ maxLength: CONTENT_LIMITS.titleMaxLength * 2 }),
    summary: Type.Optional(Type.String({ maxLength: CONTENT_LIMITS.summaryMaxLength * 2 })),
    body: Type.Optional(Type.String({ maxLength: CONTENT_LIMITS.bodyMaxLength * 2 })),
  },
  { additionalProperties: false },
);

/** An item as stored, drafts included, as the editors see it. */
export const CONTENT_EDITOR_ITEM = Type.Object(
  {
    id: Type.String(),
    kind: CONTENT_KIND_SCHEMA,
    slug: Type.String(),
    status: Type.Enum(['draft', 'published']),
    date: Type.Optional(Type.String()),
    category: Type.Optional(Type.String()),
    order: Type.Optional(Type.Number()),
    link: Type.Optional(Type.String()),
    number: Type.Optional(Type.String()),
    mediaId: Type.Optional(Type.String()),
    translations: Type.Record(Type.String(), CONTENT_TRANSLATION_SCHEMA),
    sample: Type.Boolean(),
    version: Type.Integer(),
    publishedAt: Type.Union([Type.String(), Type.Null()]),
    updatedAt: Type.String(),
    updatedBy: Type.String(),
  },
  { $id: 'ContentEditorItem' },
);

/** Every item, drafts included. */
export const CONTENT_EDITOR_ITEMS_ANSWER = Type.Object({ items: Type.Array(CONTENT_EDITOR_ITEM) });

/** The changes of one item, each with who made it and when. */
export const CONTENT_CHANGES_ANSWER = Type.Object({
  changes: Type.Array(
    Type.Object({
      action: Type.Enum(['create', 'update', 'publish', 'unpublish']),
      username: Type.String(),
      changedAt: Type.String(),
      version: Type.Integer(),
    }),
  ),
});

export type ContentChange = Static<typeof CONTENT_CHANGES_ANSWER>['changes'][number];
