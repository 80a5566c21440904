import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ToolPreloads, ToolRoutePreloads } from '@tsw/domain';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES } from '../shared/i18n/languages';

/** What the build's route manifest (window.__reactRouterManifest) says of a route and of the entry. */
interface ManifestRoute {
  readonly id: string;
  readonly parentId?: string;
  readonly path?: string;
  readonly module: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

export interface RouteManifest {
  readonly entry: { readonly module: string; readonly imports?: readonly string[] };
  readonly routes: Readonly<Record<string, ManifestRoute>>;
}

/** The route manifest of a client build, named in its page (build/client/index.html). */
export function routeManifestOf(client: string): RouteManifest {
  const page = readFileSync(join(client, 'index.html'), 'utf8');
  const url = /\/assets\/manifest-[0-9a-f]+\.js/.exec(page)?.[0];
  if (!url) throw new Error('The tools’ page names no route manifest');
  const script = readFileSync(join(client, url), 'utf8');
  return JSON.parse(script.slice(script.indexOf('=') + 1).replace(/;\s*$/, '')) as RouteManifest;
}

const filesOf = (route: ManifestRoute) => [route.module, ...(route.imports ?? [])];
// A route's style may carry a marker of its own ("#"): the file is the same.
const stylesOf = (route: ManifestRoute) => (route.css ?? []).map((style) => style.replace(/#$/, ''));

/**
 * For each screen (a route without children) the browser may be sent to, its full path and the files of its screen (its own and its
 * parents' modules, with what they import) that the tools' page does not load already (the entry and the
 * root route). Catch-all routes are left out: their screen is the 404 page, which needs nothing more.
 */
export function toolPreloads(manifest: RouteManifest, assetFiles: readonly string[]): ToolPreloads {
  const routes = Object.values(manifest.routes);
  const root = routes.find((route) => route.parentId === undefined);
  const loaded = new Set([
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
    ...(root ? [...filesOf(root), ...stylesOf(root)] : []),
  ]);
  const chainOf = (route: ManifestRoute): ManifestRoute[] => {
    const parent = route.parentId === undefined ? undefined : manifest.routes[route.parentId];
    return parent ? [...chainOf(parent), route] : [route];
  };
  // A path draws a chain of routes down to one without children: those are the screens.
  const parents = new Set(routes.map((route) => route.parentId));
  const described = routes
    .filter((route) => !parents.has(route.id) && route.path !== '*')
    .map((route): ToolRoutePreloads => {
      const chain = chainOf(route);
      const pattern = `/${chain
        .map((step) => step.path ?? '')
        .filter((path) => path !== '')
        .join('/')}`;
      const unloaded = (files: string[]) => [...new Set(files)].filter((file) => !loaded.has(file));
      return {
        pattern,
        scripts: unloaded(chain.flatMap(filesOf)),
        styles: unloaded(chain.flatMap(stylesOf)),
      };
    });
  return { routes: described, translations: translationScripts(assetFiles) };
}

/**
 * Each language's words, a script of the build named after its file (shared/i18n/locales/bn.json →
 * bn-<hash>.js), which the frame loads on its own only once it runs.
 */
function translationScripts(assetFiles: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    LANGUAGE_CODES.filter((language) => language !== FALLBACK_LANGUAGE).map((language) => {
      const scripts = assetFiles.filter((file) => new RegExp(`^${language}-[\\w-]{8}\\.js$`).test(file));
      if (scripts.length !== 1) {
        throw new Error(`The build has ${scripts.length} scripts that could be the ${language} words`);
      }
      return [language, `/assets/${scripts[0]}`];
    }),
  );
}

/** The names of a client build's files under assets/. */
export const assetFilesOf = (client: string) => readdirSync(join(client, 'assets'));
