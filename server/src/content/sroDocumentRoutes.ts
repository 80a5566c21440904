import { isContentSlug } from '@tsw/domain';
import Type from 'typebox';
import type { Database } from '../database/database.js';
import { problem } from '../http/problem.js';
import type { TypedApp } from '../http/typedApp.js';
import type { ContentCache } from './contentCache.js';
import { CONTENT_PATH } from './contentJson.js';
import { sendContentMedia } from './contentMediaReply.js';

/**
 * Where each published SRO's document is read by its slug: the address SRO_DOCUMENTS_URL names by default,
 * under which a reference SRO's `path` (`/sro-119-2025`) is read.
 */
export const SRO_DOCUMENTS_PATH = `${CONTENT_PATH}/sro-documents`;

const NOT_FOUND = problem(404, 'SRO_DOCUMENT_NOT_FOUND', 'No published SRO has this document.');

/**
 * The document of a published SRO, at an address that stays the same when an editor replaces its file: the
 * reference table's `path` names the order, not the upload, so the SRO screen opens what the editors publish.
 * Public, like the SROs the information site lists; revalidated on each opening, as the file may change.
 */
export function registerSroDocumentRoutes(
  app: TypedApp,
  options: { cache: ContentCache; database: Database },
): void {
  app.get(
    `${SRO_DOCUMENTS_PATH}/:slug`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['Content'],
        summary: 'The document (PDF) of a published SRO, by its slug: a reference SRO’s path',
        params: Type.Object({
          // Any text: one that is no slug finds nothing, like an unknown one.
          slug: Type.String({ maxLength: 400 }),
        }),
        response: { 404: Type.Ref('Problem') },
      },
    },
    async (request, reply) => {
      const slug = request.params.slug.normalize('NFC');
      const content = await options.cache.published();
      const item = isContentSlug(slug) ? content.item('sro', slug) : undefined;
      const media = item?.mediaId ? content.publicMedia(item.mediaId) : undefined;
      if (!media) return reply.status(404).send(NOT_FOUND);
      return sendContentMedia(reply, media, options.database, 'public, no-cache');
    },
  );
}
