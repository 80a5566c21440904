import { SERVER_PATHS } from '@tsw/domain';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';
import { ANSWER_COMPRESSION_MIN_BYTES } from './answerCompression.js';

describe(`answers compressed for the browsers that accept it, on ${testDatabaseKind()}`, () => {
  let portal: TestPortal;
  const documentPath = `${SERVER_PATHS.apiDocs}/json`;

  beforeAll(async () => {
    portal = await openTestPortal();
  });
  afterAll(async () => {
    await portal?.close();
  });

  const get = (url: string, acceptEncoding?: string) =>
    portal.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a large JSON answer in Brotli or gzip, whichever the browser takes, the same once decoded', async () => {
    const plain = await get(documentPath);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(ANSWER_COMPRESSION_MIN_BYTES);

    const brotli = await get(documentPath, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await get(documentPath, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('sends a small answer as it is', async () => {
    const health = await get('/health', 'br');
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(ANSWER_COMPRESSION_MIN_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
