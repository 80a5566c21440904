import type { RouteConfigEntry } from '@react-router/dev/routes';

/** Where the build writes the page patterns the server reads to answer 404 for paths no route takes. */
export const PAGE_PATTERNS_FILE = 'page-patterns.json';

/** Every full route path of the route tree ("/:lang/tools/:tool"), catch-all routes left out. */
export function pagePatterns(routes: readonly RouteConfigEntry[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    if (route.path === '*') return [];
    const own = route.index || (route.path !== undefined && !route.children) ? [path || '/'] : [];
    return [...own, ...pagePatterns(route.children ?? [], path)];
  });
}
