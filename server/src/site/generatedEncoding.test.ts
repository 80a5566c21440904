import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedBody, generatedEncodingFor } from './generatedEncoding.js';

describe('generatedEncodingFor', () => {
  it('prefers Brotli, then gzip, as the browser accepts them', () => {
    expect(generatedEncodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(generatedEncodingFor('gzip, deflate')).toBe('gzip');
    expect(generatedEncodingFor('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(generatedEncodingFor('identity')).toBeUndefined();
    expect(generatedEncodingFor(undefined)).toBeUndefined();
  });
});

describe('compressedBody', () => {
  it('gives the same text back, compressed once per file', () => {
    const file = { body: '<p>বাংলা</p>'.repeat(500), status: 200, etag: '"x"' };
    const brotli = compressedBody(file, 'br');
    expect(brotliDecompressSync(brotli).toString('utf8')).toBe(file.body);
    expect(gunzipSync(compressedBody(file, 'gzip')).toString('utf8')).toBe(file.body);
    expect(brotli.length).toBeLessThan(file.body.length / 10);
    expect(compressedBody(file, 'br')).toBe(brotli);
  });
});
