import {
  CONTENT_CHANGES_ANSWER,
  CONTENT_EDITOR_ITEM,
  CONTENT_EDITOR_ITEMS_ANSWER,
  CONTENT_KIND_NAMES,
  CONTENT_KIND_SCHEMA,
  CONTENT_LIMITS,
  CONTENT_TRANSLATION_SCHEMA,
  contentDraftProblems,
  isContentKind,
  SERVER_PATHS,
  type ContentDraft,
  type ContentItem,
  type ContentKind,
} from '@tsw/domain';
import Type, { type Static } from 'typebox';
import type { Database } from '../database/database.js';
import { problem } from '../http/problem.js';
import type { TypedApp } from '../http/typedApp.js';
import type { ContentCache } from './contentCache.js';
import { CONTENT_LANGUAGE, publicContentItem } from './contentJson.js';
import { contentMedia } from './contentMediaStore.js';
import { invalid, SLUG_RACE_LOST, slugRace, slugTaken, storedDraftProblems } from './contentDraftSave.js';
import {
  contentChanges,
  contentItem,
  contentItems,
  insertContentItem,
  setContentStatus,
  updateContentItem,
} from './contentStore.js';

/** The route configuration of every editors' operation: content editors only. */
export const CONTENT_EDITORS = { access: { roles: ['content-editor'] as const } };

/** Generous bounds that keep a request small; the domain's checks name the real limits. */
const DRAFT_FIELDS = {
  slug: Type.String({ maxLength: CONTENT_LIMITS.slugMaxLength * 4 }),
  date: Type.Optional(Type.String({ maxLength: 40 })),
  category: Type.Optional(Type.String({ maxLength: CONTENT_LIMITS.slugMaxLength * 4 })),
  order: Type.Optional(Type.Number()),
  link: Type.Optional(Type.String({ maxLength: CONTENT_LIMITS.linkMaxLength * 2 })),
  number: Type.Optional(Type.String({ maxLength: CONTENT_LIMITS.numberMaxLength * 2 })),
  mediaId: Type.Optional(Type.String({ maxLength: 80 })),
  translations: Type.Record(Type.String({ maxLength: 8 }), CONTENT_TRANSLATION_SCHEMA, { maxProperties: 8 }),
};

const NEW_ITEM = Type.Object(
  {
    kind: Type.String({ maxLength: 40, description: `One of ${CONTENT_KIND_NAMES.join(', ')}.` }),
    ...DRAFT_FIELDS,
  },
  { additionalProperties: false },
);
const CHANGED_ITEM = Type.Object(
  { version: Type.Integer({ description: 'The version the change was made from.' }), ...DRAFT_FIELDS },
  { additionalProperties: false },
);
const VERSION = Type.Object({ version: Type.Integer() }, { additionalProperties: false });
const PREVIEW = Type.Object({ item: NEW_ITEM, lang: CONTENT_LANGUAGE }, { additionalProperties: false });

const PUBLIC_CONTENT_ITEM_REF = Type.Ref('PublicContentItem');
/** A preview checks the kind only: it stores nothing, and a draft may be previewed unfinished. */
const NO_CONTEXT = { isCategory: () => true, isMedia: () => true };

const ID_PARAMS = Type.Object({ id: Type.String({ format: 'uuid' }) });
const NOT_FOUND = problem(404, 'CONTENT_NOT_FOUND', 'There is no such content item.');
const CHANGED_MEANWHILE = problem(
  409,
  'CONTENT_CHANGED_MEANWHILE',
  'Someone else saved this item since you opened it: reload it to see their change.',
);

type NewItem = Static<typeof NEW_ITEM>;

function draftOf(kind: string, body: Omit<NewItem, 'kind'>): ContentDraft {
  return {
    kind,
    slug: body.slug.normalize('NFC'),
    date: body.date,
    category: body.category,
    order: body.order,
    link: body.link,
    number: body.number,
    mediaId: body.mediaId,
    translations: body.translations,
  };
}

/**
 * The content editors' API (role content-editor): drafts and published items, saved against the version
 * they were opened at, published and withdrawn, every change recorded with who and when. Each change
 * refreshes this instance's published content at once (and, through it, the site's pages).
 */
export function registerContentEditorRoutes(
  app: TypedApp,
  options: { database: Database; cache: ContentCache },
): void {
  const { database, cache } = options;
  app.addSchema(CONTENT_EDITOR_ITEM);
  const who = (request: { identity: { username?: string } | null }) =>
    request.identity?.username ?? 'unknown';
  const changed = async (item: ContentItem) => {
    await cache.refresh();
    return item;
  };

  app.get(
    SERVER_PATHS.contentEditorItems,
    {
      config: CONTENT_EDITORS,
      schema: {
        tags: ['Content editors'],
        summary: 'Every item of a kind, drafts included',
        querystring: Type.Object(
          {
            kind: Type.Optional(CONTENT_KIND_SCHEMA),
            status: Type.Optional(Type.Enum(['draft', 'published'])),
          },
          { additionalProperties: false },
        ),
        response: { 200: CONTENT_EDITOR_ITEMS_ANSWER },
      },
    },
    async (request) => ({ items: await contentItems(database, request.query) }),
  );

  app.get(
    `${SERVER_PATHS.contentEditorItems}/:id`,
    {
      config: CONTENT_EDITORS,
      schema: {
        tags: ['Content editors'],
        summary: 'One item, as stored',
        params: ID_PARAMS,
        response: { 200: Type.Ref('ContentEditorItem'), 404: Type.Ref('Problem') },
      },
    },
    async (request, reply) =>
      (await contentItem(database, request.params.id)) ?? reply.status(404).send(NOT_FOUND),
  );

  app.get(
    `${SERVER_PATHS.contentEditorItems}/:id/changes`,
    {
      config: CONTENT_EDITORS,
      schema: {
        tags: ['Content editors'],
        summary: 'Who changed the item and when, newest first',
        params: ID_PARAMS,
        response: { 200: CONTENT_CHANGES_ANSWER },
      },
    },
    async (request) => ({ changes: await contentChanges(database, request.params.id) }),
  );

  app.post(
    SERVER_PATHS.contentEditorItems,
    {
      config: CONTENT_EDITORS,
      schema: {
        tags: ['Content editors'],
        summary: 'Create an item, as a draft',
        body: NEW_ITEM,
        response: {
          201: Type.Ref('ContentEditorItem'),
          400: Type.Ref('Problem'),
          409: Type.Ref('Problem'),
        },
      },
    },
    async (request, reply) => {
      const { kind, ...fields } = request.body;
      const draft = draftOf(kind, fields);
      const outcome = await slugRace(() =>
        database.transaction(async (transaction) => {
          const problems = await storedDraftProblems(transaction, draft, null);
          if (problems.length > 0) return { problems };
          return { item: await insertContentItem(transaction, draft, { username: who(request) }) };
        }),
      );
      if (outcome === SLUG_RACE_LOST) return reply.status(409).send(slugTaken(draft.slug));
      if (!outcome.item) return reply.status(400).send(invalid(outcome.problems));
      return reply.status(201).send(await changed(outcome.item));
    },
  );

  app.put(
    `${SERVER_PATHS.contentEditorItems}/:id`,
    {
      config: CONTENT_EDITORS,
      schema: {
        tags: ['Content editors'],
        summary: 'Change an item; a published one stays published with the new text',
        params: ID_PARAMS,
        body: CHANGED_ITEM,
        response: {
          200: Type.Ref('ContentEditorItem'),
          400: Type.Ref('Problem'),
          404: Type.Ref('Problem'),
          409: Type.Ref('Problem'),
        },
      },
    },
    async (request, reply) => {
      const { version, ...fields } = request.body;
      const outcome = await slugRace(() =>
        database.transaction(async (transaction) => {
          const stored = await contentItem(transaction, request.params.id);
          if (!stored) return { status: 404 as const };
          const draft = draftOf(stored.kind, fields);
          const problems = await storedDraftProblems(transaction, draft, stored.id);
          if (problems.length > 0) return { status: 400 as const, problems };
          const item = await updateContentItem(transaction, stored.id, draft, {
            username: who(request),
            version,
          });
          return item ? { status: 200 as const, item } : { status: 409 as const };
        }),
      );
      if (outcome === SLUG_RACE_LOST) return reply.status(409).send(slugTaken(fields.slug));
      if (outcome.status === 404) return reply.status(404).send(NOT_FOUND);
      if (outcome.status === 400) return reply.status(400).send(invalid(outcome.problems));
      if (outcome.status === 409) return reply.status(409).send(CHANGED_MEANWHILE);
      return changed(outcome.item);
    },
  );

  for (const [action, status] of [
    ['publish', 'published'],
    ['unpublish', 'draft'],
  ] as const) {
    app.post(
      `${SERVER_PATHS.contentEditorItems}/:id/${action}`,
      {
        config: CONTENT_EDITORS,
        schema: {
          tags: ['Content editors'],
          summary: action === 'publish' ? 'Publish an item on the site' : 'Withdraw an item from the site',
          params: ID_PARAMS,
          body: VERSION,
          response: {
            200: Type.Ref('ContentEditorItem'),
            404: Type.Ref('Problem'),
            409: Type.Ref('Problem'),
          },
        },
      },
      async (request, reply) => {
        const item = await database.transaction(async (transaction) => {
          if (!(await contentItem(transaction, request.params.id))) return null;
          return setContentStatus(transaction, request.params.id, status, {
            username: who(request),
            version: request.body.version,
          });
        });
        if (item === null) return reply.status(404).send(NOT_FOUND);
        if (!item) return reply.status(409).send(CHANGED_MEANWHILE);
        return changed(item);
      },
    );
  }

  app.post(
    SERVER_PATHS.contentEditorPreview,
    {
      config: CONTENT_EDITORS,
      schema: {
        tags: ['Content editors'],
        summary: 'An item as the site would show it in a language, without storing it',
        body: PREVIEW,
        response: { 200: PUBLIC_CONTENT_ITEM_REF, 400: Type.Ref('Problem') },
      },
    },
    async (request, reply) => {
      const { kind, ...fields } = request.body.item;
      if (!isContentKind(kind)) {
        return reply.status(400).send(invalid(contentDraftProblems(draftOf(kind, fields), NO_CONTEXT)));
      }
      const now = new Date().toISOString().slice(0, 19) + 'Z';
      const draft = draftOf(kind, fields);
      const media = draft.mediaId ? await contentMedia(database, draft.mediaId) : undefined;
      const item: ContentItem = {
        ...draft,
        kind: kind as ContentKind,
        id: '00000000-0000-4000-8000-000000000000',
        status: 'draft',
        sample: false,
        version: 0,
        publishedAt: null,
        updatedAt: now,
        updatedBy: who(request),
      };
      return publicContentItem(item, request.body.lang, (id) => (media?.id === id ? media : undefined));
    },
  );
}
