import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressedBody, generatedEncodingFor } from './generatedEncoding.js';
import type { GeneratedFile } from './siteGenerator.js';

const GENERATED_TYPES = {
  html: 'text/html; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  text: 'text/plain; charset=utf-8',
} as const;

/**
 * Generated files are revalidated on every use (they change when content does, under the same address),
 * answered 304 when the browser's copy is current, and compressed when the browser accepts it. A page
 * comes with its content security policy.
 */
export function sendGenerated(
  request: FastifyRequest,
  reply: FastifyReply,
  file: GeneratedFile,
  type: keyof typeof GENERATED_TYPES,
  contentSecurityPolicy?: string,
) {
  if (contentSecurityPolicy) reply.header('Content-Security-Policy', contentSecurityPolicy);
  reply
    // A refusal to wait (429) holds for this reader only, and only for now.
    .header('Cache-Control', file.status === 429 ? 'no-store' : 'public, max-age=0, must-revalidate')
    .header('ETag', file.etag)
    .type(GENERATED_TYPES[type])
    .header('Vary', 'Accept-Encoding');
  if (file.status === 200 && request.headers['if-none-match'] === file.etag) return reply.status(304).send();
  const encoding = generatedEncodingFor(request.headers['accept-encoding']);
  if (!encoding) return reply.status(file.status).send(file.body);
  return reply.status(file.status).header('Content-Encoding', encoding).send(compressedBody(file, encoding));
}
