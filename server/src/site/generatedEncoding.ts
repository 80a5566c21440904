import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { GeneratedFile } from './siteGenerator.js';

export type GeneratedEncoding = 'br' | 'gzip';

/**
 * Each generated file compressed once, on its first request in that encoding: a page is generated once
 * and sent many times. Brotli at a middle quality: nearly its best size at a small cost per page.
 */
const compressed = new WeakMap<GeneratedFile, Partial<Record<GeneratedEncoding, Buffer>>>();
const BROTLI_QUALITY = 6;

/** The encoding the browser accepts that makes the smallest file, or undefined for the plain text. */
export function generatedEncodingFor(acceptEncoding: string | undefined): GeneratedEncoding | undefined {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => quality?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

export function compressedBody(file: GeneratedFile, encoding: GeneratedEncoding): Buffer {
  const kept = compressed.get(file) ?? {};
  compressed.set(file, kept);
  kept[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : gzipSync(file.body);
  return kept[encoding];
}
