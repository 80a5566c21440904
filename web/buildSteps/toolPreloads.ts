import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ToolPreloads, ToolRoutePreloads } from '@tsw/domain';
import { LANGUAGE_CODES } from '../shared/i18n/languages';
import type { RouteEntry } from '../tools/routing/routeConfig';
import { ROUTE_WORD_FILES, type RouteWordFiles } from './routeWordFiles';

/** What Vite's build manifest (.vite/manifest.json) says of one of its chunks, keyed by its source. */
interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

/** Vite's build manifest: each chunk by its source's path under web/tools (or its own name). */
export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/** Where Vite writes its manifest in the client build (`build.manifest`). */
export const BUILD_MANIFEST_FILE = '.vite/manifest.json';

/** The build manifest of a client build. */
export function buildManifestOf(client: string): BuildManifest {
  return JSON.parse(readFileSync(join(client, BUILD_MANIFEST_FILE), 'utf8')) as BuildManifest;
}

/** A chunk's files and those of every chunk it imports, scripts and styles, as the page names them. */
function closureOf(manifest: BuildManifest, key: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (at: string) => {
    const chunk = manifest[at];
    if (!chunk || seen.has(at)) return;
    seen.add(at);
    scripts.push(`/${chunk.file}`);
    styles.push(...(chunk.css ?? []).map((style) => `/${style}`));
    (chunk.imports ?? []).forEach(visit);
  };
  visit(key);
  return { scripts, styles };
}

/**
 * For each screen (a route without children) the browser may be sent to, its full path and the files of its
 * screen (its own and its parents' modules, with what they import) that the tools' page does not load
 * already (the entry and what it imports), with the words its modules add in each language (routeWords,
 * toolWordsPlugin.ts). Catch-all routes are left out: their screen is the 404 page.
 */
export function toolPreloads(
  manifest: BuildManifest,
  routes: readonly RouteEntry[],
  assetFiles: readonly string[],
  routeWords: RouteWordFiles,
): ToolPreloads {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entry === undefined) throw new Error('The build manifest names no entry');
  const page = closureOf(manifest, entry);
  const loaded = new Set([...page.scripts, ...page.styles]);
  const screens = (entries: readonly RouteEntry[], parents: readonly RouteEntry[]): ToolRoutePreloads[] =>
    entries.flatMap((route) => {
      const chain = [...parents, route];
      if (route.children) return screens(route.children, chain);
      if (route.path === '*') return [];
      const pattern = `/${chain
        .map((step) => step.path ?? '')
        .filter((path) => path !== '')
        .join('/')}`;
      const files = chain.map((step) => closureOf(manifest, step.file));
      const unloaded = (all: string[]) => [...new Set(all)].filter((file) => !loaded.has(file));
      const words = Object.fromEntries(
        LANGUAGE_CODES.map((language) => [
          language,
          [...new Set(chain.flatMap((step) => routeWords[language]?.[step.file] ?? []))],
        ]),
      );
      return [
        {
          pattern,
          scripts: unloaded(files.flatMap((file) => file.scripts)),
          styles: unloaded(files.flatMap((file) => file.styles)),
          words,
        },
      ];
    });
  return { routes: screens(routes, []), translations: translationScripts(assetFiles) };
}

/**
 * Each language's first words, a script of the build named after its language (words-bn-<hash>.js,
 * toolWordsPlugin.ts), which the frame loads on its own only once it runs.
 */
function translationScripts(assetFiles: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((language) => {
      const scripts = assetFiles.filter((file) =>
        new RegExp(`^words-${language}-[\\w-]{8}\\.js$`).test(file),
      );
      if (scripts.length !== 1) {
        throw new Error(`The build has ${scripts.length} scripts that could be the ${language} words`);
      }
      return [language, `/assets/${scripts[0]}`];
    }),
  );
}

/** The names of a client build's files under assets/. */
export const assetFilesOf = (client: string) => readdirSync(join(client, 'assets'));

/** Where the build wrote each route module's words (toolWordsPlugin.ts). */
export const routeWordFilesOf = (client: string) =>
  JSON.parse(readFileSync(join(client, ROUTE_WORD_FILES), 'utf8')) as RouteWordFiles;
