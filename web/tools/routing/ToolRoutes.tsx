import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, Route, Routes, type RouteObject } from 'react-router';
import routes from '../routes';
import type { RouteEntry } from './routeConfig';
import { loadRouteWords } from '../../shared/i18n/i18n';
import { languageOfPath } from '../../shared/i18n/languagePath';

type RouteModule = { default: ComponentType };

/**
 * Every route module, each its own chunk, loaded when its route is first drawn. The keys are the files as
 * routes.ts names them ("routes/vessel.tsx").
 */
const ROUTE_MODULES = Object.fromEntries(
  Object.entries(
    import.meta.glob<RouteModule>([
      '../routes/*.tsx',
      '../routes/tools/*.tsx',
      '!../routes/**/*.test.tsx',
      '!../routes/{RequireSignIn,WaitingNotice,PageErrorBoundary}.tsx',
    ]),
  ).map(([path, load]) => [path.replace(/^\.\.\//, ''), load]),
);

const loadedModules = new Map<string, RouteModule>();
const loadingModules = new Map<string, Promise<RouteModule>>();

/**
 * A route's module with the words its screen shows in the language of `path`, loaded once; a failed load
 * is tried again the next time it is asked for. (In another language, the frame loads them: i18n.ts.)
 */
function loadModule(file: string, path: string): Promise<RouteModule> {
  let loading = loadingModules.get(file);
  if (!loading) {
    const load = ROUTE_MODULES[file];
    if (!load) throw new Error(`routes.ts names ${file}, which is no route module`);
    loading = Promise.all([load(), loadRouteWords(file, languageOfPath(path))]).then(
      ([module]) => {
        loadedModules.set(file, module);
        return module;
      },
      (error: unknown) => {
        loadingModules.delete(file);
        throw error;
      },
    );
    loadingModules.set(file, loading);
  }
  return loading;
}

/**
 * Each route module's screen, loaded when first drawn. A module already loaded (the first screen's, loaded
 * before the app draws) is handed over at once, so that the screen draws without a wait: React takes a
 * thenable that has already resolved without suspending.
 */
const SCREENS = new Map(
  Object.keys(ROUTE_MODULES).map((file) => [
    file,
    lazy(() => {
      const loaded = loadedModules.get(file);
      return loaded
        ? ({ then: (resolve: (module: RouteModule) => void) => resolve(loaded) } as Promise<RouteModule>)
        : loadModule(file, window.location.pathname);
    }),
  ]),
);

function routeElements(entries: readonly RouteEntry[]): ReactElement[] {
  return entries.map((entry) => {
    const Screen = SCREENS.get(entry.file);
    if (!Screen) throw new Error(`routes.ts names ${entry.file}, which is no route module`);
    return entry.index ? (
      <Route key={entry.id} index element={<Screen />} />
    ) : (
      <Route key={entry.id} path={entry.path} element={<Screen />}>
        {entry.children ? routeElements(entry.children) : null}
      </Route>
    );
  });
}

/** The route elements, made once: the table does not change while the page lives. */
const ROUTE_ELEMENTS = routeElements(routes);

/** The tools' routes (routes.ts), each drawing its module's screen. */
export function ToolRoutes() {
  return <Routes>{ROUTE_ELEMENTS}</Routes>;
}

function routeObjects(entries: readonly RouteEntry[]): RouteObject[] {
  return entries.map((entry): RouteObject =>
    entry.index
      ? { id: entry.id, index: true }
      : {
          id: entry.id,
          path: entry.path,
          ...(entry.children ? { children: routeObjects(entry.children) } : {}),
        },
  );
}

/**
 * Loads the modules of the routes a path draws: the page's first drawing waits for them, so that it draws
 * the screen at once instead of an empty frame first.
 */
export async function loadScreensOf(pathname: string): Promise<void> {
  const byId = new Map<string, RouteEntry>();
  const collect = (entries: readonly RouteEntry[]) =>
    entries.forEach((entry) => {
      byId.set(entry.id, entry);
      collect(entry.children ?? []);
    });
  collect(routes);
  const matches = matchRoutes(routeObjects(routes), pathname) ?? [];
  await Promise.all(
    matches.flatMap(({ route }) => {
      const entry = route.id === undefined ? undefined : byId.get(route.id);
      return entry ? [loadModule(entry.file, pathname)] : [];
    }),
  );
}
