import type { FastifyReply } from 'fastify';

/**
 * Sends text that is already JSON as the reply. Fastify sends a string payload as it is, skipping the
 * response serializer; the route's response schema still documents the shape.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
