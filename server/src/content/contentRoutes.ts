import {
  CONTENT_KIND_SCHEMA,
  CONTENT_LIMITS,
  isContentSlug,
  PUBLIC_CONTENT_ITEM,
  PUBLIC_CONTENT_LIST,
} from '@tsw/domain';
import Type from 'typebox';
import type { Database } from '../database/database.js';
import { problem } from '../http/problem.js';
import type { TypedApp } from '../http/typedApp.js';
import type { ContentCache } from './contentCache.js';
import { CONTENT_LANGUAGE, CONTENT_MEDIA_PATH, CONTENT_PATH } from './contentJson.js';
import { sendContentMedia } from './contentMediaReply.js';

const LIST_QUERY = Type.Object(
  {
    lang: CONTENT_LANGUAGE,
    q: Type.Optional(
      Type.String({
        maxLength: CONTENT_LIMITS.searchTextMaxLength,
        description: 'Words to find in titles and bodies, in every language of an item.',
      }),
    ),
    category: Type.Optional(Type.String({ maxLength: CONTENT_LIMITS.slugMaxLength })),
    page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
    size: Type.Integer({ minimum: 1, maximum: 100, default: CONTENT_LIMITS.listPageSize }),
  },
  { additionalProperties: false },
);

const NOT_FOUND = problem(404, 'CONTENT_NOT_FOUND', 'There is no such published content.');

/**
 * The content system's public API (issue 7): published items only, read from memory; what the site's
 * pages are generated from, and the news and help-desk searches. Public, like the information site.
 */
export function registerContentRoutes(
  app: TypedApp,
  options: { cache: ContentCache; database: Database },
): void {
  app.addSchema(PUBLIC_CONTENT_ITEM);

  app.get(
    `${CONTENT_PATH}/items/:kind`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['Content'],
        summary: 'Published items of a kind, newest or in the editors’ order; with q, those the words find',
        params: Type.Object({ kind: CONTENT_KIND_SCHEMA }),
        querystring: LIST_QUERY,
        response: { 200: PUBLIC_CONTENT_LIST, 400: Type.Ref('Problem') },
      },
    },
    async (request) => {
      const { kind } = request.params;
      const { lang, q, category, page, size } = request.query;
      const content = await options.cache.published();
      const found = (q?.trim() ? content.search(kind, q) : content.items(kind)).filter(
        (item) => category === undefined || item.category === category,
      );
      return {
        items: found.slice((page - 1) * size, page * size).map((item) => content.publicView(item, lang)),
        total: found.length,
        page,
        size,
      };
    },
  );

  app.get(
    `${CONTENT_PATH}/items/:kind/:slug`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['Content'],
        summary: 'One published item',
        params: Type.Object({
          kind: CONTENT_KIND_SCHEMA,
          // Any text: one that is no slug (isContentSlug, below) finds nothing, like an unknown one.
          slug: Type.String(),
        }),
        querystring: Type.Object({ lang: CONTENT_LANGUAGE }, { additionalProperties: false }),
        response: { 200: Type.Ref('PublicContentItem'), 404: Type.Ref('Problem') },
      },
    },
    async (request, reply) => {
      const { kind, slug } = request.params;
      const content = await options.cache.published();
      const normalised = slug.normalize('NFC');
      const item = isContentSlug(normalised) ? content.item(kind, normalised) : undefined;
      if (!item) return reply.status(404).send(NOT_FOUND);
      return content.publicView(item, request.query.lang);
    },
  );

  app.get(
    `${CONTENT_MEDIA_PATH}/:id/:fileName`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['Content'],
        summary: 'A file that a published item offers (a download, an SRO)',
        params: Type.Object({
          id: Type.String({ format: 'uuid' }),
          fileName: Type.String({ maxLength: 400 }),
        }),
        response: { 404: Type.Ref('Problem') },
      },
    },
    async (request, reply) => {
      const content = await options.cache.published();
      const media = content.publicMedia(request.params.id);
      if (!media) return reply.status(404).send(NOT_FOUND);
      return sendContentMedia(reply, media, options.database);
    },
  );
}
