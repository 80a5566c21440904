import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressedBody, generatedEncodingFor } from './generatedEncoding.js';
import type { GeneratedFile } from './siteGenerator.js';

/**
 * Generated files are revalidated on every use (they change when content does, under the same address),
 * answered 304 when the browser's copy is current, and compressed when the browser accepts it.
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
    .type(type === 'html' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8')
    .header('Vary', 'Accept-Encoding');
  if (file.status === 200 && request.headers['if-none-match'] === file.etag) return reply.status(304).send();
  const encoding = generatedEncodingFor(request.headers['accept-encoding']);
  if (!encoding) return reply.status(file.status).send(file.body);
  return reply.status(file.status).header('Content-Encoding', encoding).send(compressedBody(file, encoding));
}
