import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { SERVICE_WORKER_PATH } from '../serviceWorker/serviceWorkerProtocol';

const SOURCE = fileURLToPath(new URL('../serviceWorker/serviceWorker.ts', import.meta.url));

/**
 * The build's version: its page names every file it starts with by content (entry, styles), so the page
 * changes with any of them.
 */
function buildVersion(clientDirectory: string): string {
  const page = readFileSync(`${clientDirectory}/index.html`);
  return createHash('sha256').update(page).digest('hex').slice(0, 12);
}

/**
 * Writes the service worker (/sw.js) into the client build, bundled on its own and named with the
 * build's version: a new build is a new worker, which is how browsers learn of an update.
 */
export async function buildServiceWorker(clientDirectory: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    define: { SITE_BUILD_VERSION: JSON.stringify(buildVersion(clientDirectory)) },
    build: {
      outDir: clientDirectory,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      lib: {
        entry: SOURCE,
        formats: ['es'],
        fileName: () => SERVICE_WORKER_PATH.slice(1),
      },
    },
  });
}
