import { Type, type Static } from 'typebox';
import { pagePatternExpression } from './pagePatterns.js';

/*
 * The tools are drawn in the browser from one page (web/tools, React Router's SPA mode). Left alone, the
 * browser learns which screen's code it needs only once the framework has come and run: a second wait for
 * the screen's own files. The web build writes, for each route, the files its screen needs beyond the
 * page's own (TOOL_PRELOADS_FILE); the server names them in the page it sends for a path, so that they
 * come with the framework.
 */

/** The file the web build writes beside its files and the server reads. */
export const TOOL_PRELOADS_FILE = 'tool-preloads.json';

export const TOOL_PRELOADS_SCHEMA = Type.Object({
  routes: Type.Array(
    Type.Object({
      /** A route's full path, its parameters left open ("/:lang/tools/manifests/:id"). */
      pattern: Type.String(),
      /** The scripts of the route's screen, in the order the build lists them. */
      scripts: Type.Array(Type.String()),
      /** Its styles. */
      styles: Type.Array(Type.String()),
      /** The words its screen shows beyond the frame's: language → files, fetched as JSON. */
      words: Type.Record(Type.String(), Type.Array(Type.String())),
    }),
  ),
  /** Each language's first words, the frame's: language → script. */
  translations: Type.Record(Type.String(), Type.String()),
});

export type ToolPreloads = Static<typeof TOOL_PRELOADS_SCHEMA>;
export type ToolRoutePreloads = ToolPreloads['routes'][number];

/** A pattern's segments that are no parameters: of two patterns taking a path, the more precise wins. */
const fixedSegments = (pattern: string) =>
  pattern.split('/').filter((segment) => segment !== '' && !segment.startsWith(':')).length;

/**
 * The preloads of the route that takes a path, or undefined when none does. "/en/tools/tariff-search" is
 * taken by "/:lang/tools/tariff-search" rather than "/:lang/tools/:tool", as React Router ranks them.
 */
export function toolPreloadsOf(described: ToolPreloads): (path: string) => ToolRoutePreloads | undefined {
  const routes = described.routes
    .map((route) => ({ route, expression: pagePatternExpression(route.pattern) }))
    .sort((left, right) => fixedSegments(right.route.pattern) - fixedSegments(left.route.pattern));
  return (path) => routes.find(({ expression }) => expression.test(path))?.route;
}
