import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const ANSWER_COMPRESSION_MIN_BYTES = 1024;

/**
 * Brotli's quality for answers compressed as they go: 4 compresses JSON about as fast as gzip does and a
 * fifth smaller; the build's files, compressed once ahead, take the best (web/buildSteps/precompressAssets.ts).
 */
const ANSWER_BROTLI_QUALITY = 4;

/**
 * The API's answers compressed for a browser that accepts it. Most of the portal's readers are on phones
 * over mobile data, and its answers are JSON of tens to hundreds of kilobytes (a tariff search, a guide of
 * 20 consignments, a page of 5,000 locations) that shrink five to ten times. An answer that already says
 * how it is encoded (the site's pages and the build's files, compressed ahead) goes as it is, and so does
 * one to a client that asks for no encoding (the API's machine clients, the benchmarks, `app.inject`).
 */
export async function installAnswerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: ANSWER_COMPRESSION_MIN_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } },
  });
}
