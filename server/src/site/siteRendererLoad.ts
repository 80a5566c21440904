import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteRenderer } from '@tsw/domain';

/** Where the web build keeps the site's server part, beside the browser's files (web/build/client). */
const SITE_BUILD = join('..', 'site');

interface SiteServerBuild {
  readonly createSiteRenderer: (build: unknown) => SiteRenderer;
}

/**
 * The site renderer of the built front end (web/site/siteServer.tsx, with the files its pages link as
 * site-build.json names them), or undefined when the build has none (a front end built before the site
 * had its own part).
 */
export async function loadSiteRenderer(webDirectory: string): Promise<SiteRenderer | undefined> {
  const folder = join(webDirectory, SITE_BUILD);
  const entry = join(folder, 'siteServer.js');
  const described = join(folder, 'site-build.json');
  if (!existsSync(entry) || !existsSync(described)) return undefined;
  const build = (await import(pathToFileURL(entry).href)) as SiteServerBuild;
  return build.createSiteRenderer(JSON.parse(readFileSync(described, 'utf8')));
}
