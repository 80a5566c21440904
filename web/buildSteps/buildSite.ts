import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';

/** The web folder: the site's sources are under site/, the shared ones under shared/. */
const WEB = fileURLToPath(new URL('..', import.meta.url));

/** Where the server finds the site's build (its server entry and site-build.json), beside client/. */
export const SITE_BUILD_FOLDER = 'site';
export const SITE_BUILD_FILE = 'site-build.json';

/** Resolves the workspace's TypeScript sources (the domain's `source` condition), as the app's build does. */
const SOURCE_CONDITIONS = ['source', 'module', 'development|production'];

function outputsOf(result: Awaited<ReturnType<typeof build>>): Rollup.OutputBundle[string][] {
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) => ('output' in output ? output.output : []));
}

/**
 * Builds the information site, the part of the front end a reader's phone downloads (web/site):
 *
 * 1. what the browser gets: one small script, named by content, into the client build, and the stylesheet,
 *    minified, which every page carries in its head (a few kilobytes: a request less before the first paint
 *    on a slow connection than a file would cost);
 * 2. the server's part, which draws the pages (React on the server only), into build/site/;
 * 3. site-build.json, with the script's address, the styles and the build's hash, which moves with any.
 */
export async function buildSite(buildDirectory: string): Promise<void> {
  const client = join(buildDirectory, 'client');
  const browser = await build({
    configFile: false,
    root: WEB,
    logLevel: 'warn',
    resolve: { conditions: [...SOURCE_CONDITIONS, 'browser'] },
    build: {
      outDir: client,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      rollupOptions: {
        input: {
          site: join(WEB, 'site/browser/siteBrowser.ts'),
          'site-style': join(WEB, 'site/styles/site.css'),
        },
        output: {
          entryFileNames: 'assets/site-[hash].js',
          assetFileNames: 'assets/site-[hash][extname]',
        },
      },
    },
  });
  const files = outputsOf(browser).map((output) => output.fileName);
  const script = files.find((name) => name.endsWith('.js'));
  const stylesheet = files.find((name) => name.endsWith('.css'));
  if (!script || !stylesheet)
    throw new Error(`The site's browser build made no script or stylesheet: ${files.join(', ')}`);

  const serverFolder = join(buildDirectory, SITE_BUILD_FOLDER);
  await build({
    configFile: false,
    root: WEB,
    logLevel: 'warn',
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    resolve: { conditions: SOURCE_CONDITIONS },
    ssr: { noExternal: ['@tsw/domain'], resolve: { conditions: [...SOURCE_CONDITIONS, 'node'] } },
    build: {
      ssr: join(WEB, 'site/siteServer.tsx'),
      outDir: serverFolder,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'siteServer.js' } },
    },
  });
  const hash = createHash('sha256');
  for (const file of [join(serverFolder, 'siteServer.js'), join(client, script), join(client, stylesheet)]) {
    hash.update(readFileSync(file));
  }
  const styles = readFileSync(join(client, stylesheet), 'utf8');
  // The styles are in every page; the file itself is not served.
  rmSync(join(client, stylesheet));
  const siteBuild = { buildHash: hash.digest('hex').slice(0, 20), styles, script: `/${script}` };
  writeFileSync(join(serverFolder, SITE_BUILD_FILE), `${JSON.stringify(siteBuild, null, 2)}\n`);
}
