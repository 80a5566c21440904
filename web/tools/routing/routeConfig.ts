/*
 * The tools' route table as data (routes.ts): each route names its module by its file under web/tools. The
 * browser loads a module when its route is drawn (ToolRoutes.tsx); the build reads the same table for the
 * paths that are pages and for each screen's files (web/buildSteps). Plain data, so that both can.
 */

export interface RouteEntry {
  /** Unique in the table: the module's file, unless two routes draw the same module. */
  readonly id: string;
  /** The route's path below its parent's; none for an index route. */
  readonly path?: string;
  readonly index?: true;
  /** The route's module, a file under web/tools whose default export is its screen. */
  readonly file: string;
  readonly children?: readonly RouteEntry[];
}

export type RouteConfig = readonly RouteEntry[];

/** The route drawn at its parent's own path. */
export function index(file: string, options: { id?: string } = {}): RouteEntry {
  return { id: options.id ?? file.replace(/\.tsx$/, ''), index: true, file };
}

/** A route at `path` (below its parent's), drawing `file`, with its children if any. */
export function route(
  path: string,
  file: string,
  optionsOrChildren: { id?: string } | readonly RouteEntry[] = {},
  children?: readonly RouteEntry[],
): RouteEntry {
  const options = Array.isArray(optionsOrChildren) ? {} : (optionsOrChildren as { id?: string });
  const below = Array.isArray(optionsOrChildren) ? (optionsOrChildren as readonly RouteEntry[]) : children;
  return {
    id: options.id ?? file.replace(/\.tsx$/, ''),
    path,
    file,
    ...(below ? { children: below } : {}),
  };
}
