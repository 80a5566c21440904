import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { SERVICE_WORKER_PATH } from '../serviceWorker/serviceWorkerProtocol';

const SOURCE = fileURLToPath(new URL('../serviceWorker/serviceWorker.ts', import.meta.url));

/** The build's version, as React Router names its manifest (assets/manifest-{version}.js). */
function buildVersion(clientDirectory: string): string {
  const manifest = readdirSync(`${clientDirectory}/assets`).find((name) => /^manifest-.+\.js$/.test(name));
  if (!manifest) throw new Error(`No React Router manifest in ${clientDirectory}/assets`);
  return manifest.slice('manifest-'.length, -'.js'.length);
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
