import type { SitePageData, SiteRenderer } from '@tsw/domain';
import {
  createRequestHandler,
  isRouteErrorResponse,
  matchRoutes,
  type AppLoadContext,
  type RouteObject,
  type ServerBuild,
} from 'react-router';
import { withHydrationAfterPaint } from './hydrationAfterPaint';
import { isPerRequestHandle } from './sitePerRequest';
import { sitePagePaths } from './sitePagePaths';

type ServerRoute = NonNullable<ServerBuild['routes'][string]>;

/** The build's flat route manifest as the nested tree `matchRoutes` reads. */
function routeTree(routes: ServerBuild['routes'], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is ServerRoute => route !== undefined && route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: routeTree(routes, route.id),
          },
    );
}

const ORIGIN = 'http://site.invalid';

/**
 * How the portal server generates the information site from this build, at run time and as often as the
 * content changes: React Router renders each page as it would prerender it at build time (a page with its
 * loader data, hydrated in the browser), with the content given as load context instead of fetched.
 */
export function createSiteRenderer(build: ServerBuild): SiteRenderer {
  const tree = routeTree(build.routes);
  // React Router renders a page rather than the fallback when its path is in `prerender`, which it reads
  // on each request: each page's path joins the list before it is drawn.
  const prerendered: string[] = [];
  const pages = createRequestHandler({ ...build, ssr: false, prerender: prerendered }, 'production');
  // With no page prerendered, every path draws the fallback of pages drawn in the browser.
  const fallback = createRequestHandler({ ...build, ssr: false, prerender: [] }, 'production');

  const routeOf = (id: string | undefined) => (id === undefined ? undefined : build.routes[id]);
  const matchesOf = (path: string) => matchRoutes(tree, path) ?? [];

  return {
    buildHash: build.assets.version,
    pagePaths: sitePagePaths,

    async pageData(path, source): Promise<SitePageData | undefined> {
      const url = new URL(path, ORIGIN);
      const matches = matchesOf(decodeURI(url.pathname));
      const leaf = matches.at(-1);
      if (!leaf) return undefined;
      const context: AppLoadContext = { site: source };
      const request = new Request(url);
      const loaded: { id: string; key: string; data: unknown }[] = [];
      for (const match of matches) {
        const loader = routeOf(match.route.id)?.module.loader;
        if (!loader) continue;
        try {
          const data: unknown = await loader({
            request,
            url,
            pattern: match.route.path ?? '',
            params: match.params,
            context,
          });
          loaded.push({ id: match.route.id ?? '', key: `${match.route.id} ${match.pathname}`, data });
        } catch (error) {
          if (isRouteErrorResponse(error) || error instanceof Response) return undefined;
          throw error;
        }
      }
      const own = loaded.at(-1)?.id === leaf.route.id ? loaded.pop() : undefined;
      return {
        componentChunkName: leaf.route.id ?? '',
        result: own?.data ?? null,
        staticQueries: loaded.map(({ key, data }) => ({ key, data })),
      };
    },

    async render(path, source, options = {}) {
      const url = new URL(path, ORIGIN);
      // React Router compares the decoded path, without the query a page answered per request has.
      const pathname = decodeURI(url.pathname);
      if (!prerendered.includes(pathname)) prerendered.push(pathname);
      const response = await pages(new Request(url), {
        site: source,
        serverError: options.serverError ?? false,
      });
      return { status: response.status, html: withHydrationAfterPaint(await response.text()) };
    },

    isSitePath(path) {
      const leaf = matchesOf(path).at(-1);
      return Boolean(leaf && routeOf(leaf.route.id)?.module.loader);
    },

    isPerRequestPath(path) {
      const leaf = matchesOf(path).at(-1);
      return isPerRequestHandle(routeOf(leaf?.route.id)?.module.handle);
    },

    async spaFallback() {
      const response = await fallback(new Request(new URL('/', ORIGIN)), {});
      const html = await response.text();
      if (response.status !== 200) throw new Error(`The fallback page answered ${response.status}: ${html}`);
      return html;
    },
  };
}
