import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Database } from '../database/database.js';
import { contentDispositionOf } from '../http/contentDisposition.js';
import { contentMediaBytes, type ContentMedia } from './contentMediaStore.js';

/**
 * What every uploaded file is served with: a sandbox, so that a file an editor's account was tricked into
 * uploading runs no script with the portal's origin and reaches none of its cookies or storage, and no
 * framing by other sites. The sandbox also stops Chromium's PDF viewer, so only pictures open in the
 * browser; PDFs and office files download under their own names.
 */
export const CONTENT_MEDIA_SECURITY_POLICY = "sandbox; frame-ancestors 'none'";

/** Sends a stored file, read a chunk at a time: pictures open in the browser, every other file downloads. */
export function sendContentMedia(
  reply: FastifyReply,
  media: Pick<ContentMedia, 'id' | 'fileName' | 'contentType' | 'byteSize'>,
  database: Database,
  cacheControl = 'public, max-age=3600',
): FastifyReply {
  const inline = media.contentType.startsWith('image/');
  return reply
    .type(media.contentType)
    .header('content-length', media.byteSize)
    .header('content-security-policy', CONTENT_MEDIA_SECURITY_POLICY)
    .header('content-disposition', contentDispositionOf(inline ? 'inline' : 'attachment', media.fileName))
    .header('cache-control', cacheControl)
    .send(Readable.from(contentMediaBytes(database, media.id)));
}
