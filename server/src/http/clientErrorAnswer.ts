import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { problem } from './problem.js';

/** What Node's HTTP parser could not read, as the portal's Problem (a stable code the web translates). */
const CLIENT_ERRORS: Readonly<Record<string, { status: number; code: string; message: string }>> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'REQUEST_HEADERS_TOO_LARGE',
    message: 'The request headers are too large (often too many cookies for this site).',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request was not received in time.',
  },
};
const MALFORMED = { status: 400, code: 'MALFORMED_REQUEST', message: 'The request is not valid HTTP.' };

/**
 * Answers a request Node's HTTP parser could not read (headers over the size limit, a malformed request, one
 * sent too slowly), which never reaches a route, and closes its connection. Fastify's own answer does not say
 * `Connection: close`, so a keep-alive client (browsers, Node's fetch) may send its next request on the socket
 * before it sees the close, and that next request is lost: the fuzzer found 7 to 11 in 100,000, each after a
 * 431. This answer says the connection closes, so the client opens another one.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code && CLIENT_ERRORS[error.code]) || MALFORMED;
  this.log.debug({ err: error }, 'a request the HTTP parser could not read');
  if (socket.writable) {
    const answer = problem(known.status, known.code, known.message);
    const body = JSON.stringify(answer);
    socket.write(
      `HTTP/1.1 ${known.status} ${answer.error}\r\n` +
        'Connection: close\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
