import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Database } from '../database/database.js';
import { contentMediaBytes, type ContentMedia } from './contentMediaStore.js';

/** Sends a stored file, read a chunk at a time; PDFs and pictures open in the browser, others download. */
export function sendContentMedia(
  reply: FastifyReply,
  media: Pick<ContentMedia, 'id' | 'fileName' | 'contentType' | 'byteSize'>,
  database: Database,
  cacheControl = 'public, max-age=3600',
): FastifyReply {
  const inline = /^(?:application\/pdf|image\/)/.test(media.contentType);
  return reply
    .type(media.contentType)
    .header('content-length', media.byteSize)
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(media.fileName)}`,
    )
    .header('cache-control', cacheControl)
    .send(Readable.from(contentMediaBytes(database, media.id)));
}
