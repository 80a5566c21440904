import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { processAlive } from '../cluster/processAlive.js';
import type { GeneratedPage } from './siteGenerator.js';

/**
 * The pages of the last generation, kept on disk so that a restart draws again only what changed since:
 * drawing all 165 pages takes several seconds of CPU at every start otherwise. A cache, not state: a
 * missing or unreadable file costs one full generation, and a page is reused only when its fingerprint (the
 * build and its data) and the portal's configuration it was drawn with are still the same.
 */
export interface StoredSite {
  /** What every page was drawn with beside its data: the build and the portal's configuration. */
  readonly context: string;
  readonly pages: readonly (readonly [string, GeneratedPage])[];
}

export interface SiteStore {
  read(): Promise<StoredSite | undefined>;
  write(site: StoredSite): Promise<void>;
}

/** Raise it when GeneratedPage changes shape: an older file is then ignored. */
const SITE_STORE_FORMAT = 1;
const SITE_STORE_FILE = 'generated-site.json';

/** A copy being written aside by the process of that id: `generated-site.json.<pid>.tmp`. */
const ASIDE_FILE = /^generated-site\.json\.(\d+)\.tmp$/;

/**
 * Removes the copies a process killed mid-write (kill -9, out of memory) left aside: never renamed into
 * place, each is as large as the site (megabytes), and one more would be left at every such crash. The
 * copies of live processes (the portal's other workers share the directory) are theirs.
 */
async function removeAbandonedCopies(directory: string): Promise<void> {
  for (const name of await readdir(directory)) {
    const writer = Number(ASIDE_FILE.exec(name)?.[1]);
    if (writer && writer !== process.pid && !processAlive(writer)) {
      await rm(join(directory, name), { force: true });
    }
  }
}

/**
 * The site kept as one JSON file in the data directory, replaced whole (written aside, then renamed), so
 * that a crash leaves either the previous file or the new one.
 */
export function siteStoreIn(directory: string): SiteStore {
  const file = join(directory, SITE_STORE_FILE);
  return {
    async read() {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      const stored = JSON.parse(text) as { format?: unknown } & StoredSite;
      return stored.format === SITE_STORE_FORMAT && Array.isArray(stored.pages) ? stored : undefined;
    },
    async write(site) {
      await mkdir(directory, { recursive: true });
      await removeAbandonedCopies(directory);
      const aside = `${file}.${process.pid}.tmp`;
      await writeFile(aside, JSON.stringify({ format: SITE_STORE_FORMAT, ...site }));
      await rename(aside, file);
    },
  };
}
