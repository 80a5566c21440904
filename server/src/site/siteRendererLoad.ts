import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteRenderer } from '@tsw/domain';

/** Where the web build keeps its server build, beside the browser's files (web/build/client). */
const SERVER_BUILD = join('..', 'server', 'index.js');

interface WebServerBuild {
  readonly entry: { readonly module: { readonly createSiteRenderer?: (build: unknown) => SiteRenderer } };
}

/**
 * The site renderer of the built front end (web/tools/site/siteRenderer.ts, exported by its entry.server),
 * or undefined when the build has no server build (a front end built before the site was generated).
 */
export async function loadSiteRenderer(webDirectory: string): Promise<SiteRenderer | undefined> {
  const file = join(webDirectory, SERVER_BUILD);
  if (!existsSync(file)) return undefined;
  const build = (await import(pathToFileURL(file).href)) as WebServerBuild;
  return build.entry.module.createSiteRenderer?.(build);
}
