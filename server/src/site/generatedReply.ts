import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GeneratedFile } from './siteGenerator.js';

/**
 * Generated files are revalidated on every use (they change when content does, under the same address),
 * and answered 304 when the browser's copy is current.
 */
export function sendGenerated(
  request: FastifyRequest,
  reply: FastifyReply,
  file: GeneratedFile,
  type: 'html' | 'json',
) {
  reply
    .header('Cache-Control', 'public, max-age=0, must-revalidate')
    .header('ETag', file.etag)
    .type(type === 'html' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8');
  if (file.status === 200 && request.headers['if-none-match'] === file.etag) return reply.status(304).send();
  return reply.status(file.status).send(file.body);
}
