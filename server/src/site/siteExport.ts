import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { APP_DATA_PATH, FALLBACK_LANGUAGE, pageDataPath, SERVER_PATHS, staticQueryPath } from '@tsw/domain';
import type { ToolsPage } from '../frontEndPages/toolsPage.js';
import type { SiteGenerator } from './siteGenerator.js';
import { ROBOTS_PATH, SITE_MAP_PATH } from './siteMap.js';

/**
 * A copy of the information site as files, for a static host (issue 7): each page at `{path}/index.html`
 * (as Gatsby lays a site out, so that `/en/news` and `/en/news/` both find it), its page data and the
 * layouts' results under `/page-data/`, the web build's own files, and the fallback page of the browser's
 * pages as `404.html`, which static hosts answer for any path they have no file for: there the browser
 * moves old addresses (`/FAQ` → `/en/faq`) and draws the 404 page of the path's language. The tools and
 * sign-in need the portal server, whose addresses `portal-config.json` gives.
 */

/** Files a static host serves besides the pages: their names here, their text from the caller. */
export interface SiteExportExtras {
  /** `/portal-config.json` as the portal serves it: the country and the service addresses. */
  readonly portalConfig: string;
  /** `/robots.txt`: what crawlers may read, and where the sitemap is. */
  readonly robots: string;
}

export interface SiteExportReport {
  readonly pages: number;
  readonly files: number;
  readonly bytes: number;
}

class SiteExportError extends Error {}

/** The file of `urlPath` inside `root`; refuses a path that would leave it. */
function fileInside(root: string, urlPath: string): string {
  const file = resolve(root, `.${urlPath}`);
  if (file !== root && !file.startsWith(`${root}${sep}`)) {
    throw new SiteExportError(`The path ${urlPath} would be written outside the export.`);
  }
  return file;
}

/**
 * What the root address shows: the browser's fallback page, which moves to the fallback language's home
 * (its root route), and without script a refresh that does the same.
 */
function rootPage(fallback: string): string {
  return fallback.replace(
    '</head>',
    `<noscript><meta http-equiv="refresh" content="0; url=/${FALLBACK_LANGUAGE}"></noscript></head>`,
  );
}

/**
 * Writes the site as generated now into `outDirectory`, which must not exist or be empty. The files are
 * written beside it first and moved into place at the end, so that a failed export leaves nothing half
 * written.
 */
export function writeSiteExport(
  site: SiteGenerator,
  options: { webDirectory: string; outDirectory: string; tools: ToolsPage; extras: SiteExportExtras },
): SiteExportReport {
  const out = resolve(options.outDirectory);
  if (existsSync(out) && readdirSync(out).length > 0) {
    throw new SiteExportError(`${out} is not empty: export into a new or empty folder.`);
  }
  if (site.siteMapFile() === undefined) throw new SiteExportError('The site has not been generated.');
  const fallback = options.tools.of(FALLBACK_LANGUAGE);
  const staging = `${out}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  let files = 0;
  let bytes = 0;
  const write = (urlPath: string, body: string) => {
    const file = fileInside(staging, urlPath);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
    files += 1;
    bytes += Buffer.byteLength(body);
  };
  try {
    // The build's scripts, styles, service worker and icons, with their compressed copies.
    cpSync(options.webDirectory, staging, { recursive: true });
    let pages = 0;
    for (const page of site.generatedPages()) {
      write(`${page.path.replace(/\/$/, '')}/index.html`, page.html.body);
      if (page.data) write(pageDataPath(page.path), page.data.body);
      pages += 1;
    }
    for (const { hash, file } of site.generatedStaticQueries()) write(staticQueryPath(hash), file.body);
    write(APP_DATA_PATH, site.appDataFile().body);
    write('/404.html', fallback.body);
    write('/index.html', rootPage(fallback.body));
    write(SERVER_PATHS.portalConfig, options.extras.portalConfig);
    const siteMap = site.siteMapFile();
    if (siteMap) write(SITE_MAP_PATH, siteMap.body);
    write(ROBOTS_PATH, options.extras.robots);
    if (existsSync(out)) rmSync(out, { recursive: true });
    mkdirSync(dirname(out), { recursive: true });
    renameSync(staging, out);
    return { pages, files, bytes };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
