import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Smaller files gain too little to be worth a second copy. */
const SMALLEST_BYTES = 1024;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy of each script and style of the build, at the best
 * compression, once: the portal server sends the copy the browser accepts (@fastify/static's
 * preCompressed), so that no request pays for compressing them.
 */
export function precompressAssets(assetsDirectory: string): void {
  for (const name of readdirSync(assetsDirectory)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = join(assetsDirectory, name);
    const content = readFileSync(file);
    if (content.length < SMALLEST_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}
