/*
 * How the words plugin (toolWordsPlugin.ts) tells the build steps (toolPreloads.ts) where it wrote each
 * route module's words. Its own module, so that the plugin, loaded with Vite's config, imports nothing of
 * the workspace's packages.
 */

/** Where the build wrote each route module's words: language → route module → addresses. */
export type RouteWordFiles = Record<string, Record<string, readonly string[]>>;

/** Written beside Vite's manifest, and removed with it. */
export const ROUTE_WORD_FILES = '.vite/route-words.json';
