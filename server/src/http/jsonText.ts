import type { FastifyReply } from 'fastify';

/**
 * Sends text that is already JSON as the reply, skipping the response serializer; the route's response
 * schema still documents the shape. Sent as its UTF-8 bytes, encoded once: given the string, Fastify
 * measures its UTF-8 length for Content-Length and the socket then encodes it again, two passes over answers
 * of hundreds of kilobytes (a guide of 20 consignments, a page of 5,000 locations) that cost as much as
 * writing them.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(Buffer.from(json));
}
