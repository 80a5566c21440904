import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';

/** Node's default limit on a request's headers is 16 KiB. */
const OVERSIZED_HEADER = 'x'.repeat(20 * 1024);

describe('requests the HTTP parser cannot read', () => {
  let portal: TestPortal;
  let port: number;
  beforeAll(async () => {
    portal = await openTestPortal();
    await portal.app.listen({ port: 0, host: '127.0.0.1' });
    port = (portal.app.server.address() as AddressInfo).port;
  });
  afterAll(() => portal.close());

  /** Sends raw bytes on a new connection; resolves with all it got back once the portal closed it. */
  const exchange = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });

  const parsed = (answer: string) => {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { head, body: JSON.parse(body) as unknown };
  };

  it('answers headers too large with a Problem, and says the connection closes', async () => {
    // A keep-alive client would otherwise send its next request on the closing socket, and lose it.
    const answer = await exchange(
      `GET /api/tariff/search?q=rice HTTP/1.1\r\nHost: localhost\r\nCookie: ${OVERSIZED_HEADER}\r\n\r\n`,
    );
    const { head, body } = parsed(answer);
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(head).toMatch(/\r\nConnection: close(\r\n|$)/i);
    expect(body).toMatchObject({ statusCode: 431, code: 'REQUEST_HEADERS_TOO_LARGE' });
  });

  it('answers a request that is not HTTP with a Problem, and says the connection closes', async () => {
    const { head, body } = parsed(await exchange('GET /\u0001 HTTP/1.1\r\n\r\n'));
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toMatch(/\r\nConnection: close(\r\n|$)/i);
    expect(body).toMatchObject({ statusCode: 400, code: 'MALFORMED_REQUEST' });
  });
});
