import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the web build (web/app/config/pagePatterns.ts): the route paths of the front end. */
const PAGE_PATTERNS_FILE = 'page-patterns.json';

/**
 * Whether a path is a page of the front end, from the route patterns its build wrote ("/:lang/tools/:tool":
 * a parameter takes one segment). Without the file every path counts as a page.
 */
export function pageMatcherOf(webDirectory: string): (path: string) => boolean {
  const file = join(webDirectory, PAGE_PATTERNS_FILE);
  if (!existsSync(file)) return () => true;
  const patterns = (JSON.parse(readFileSync(file, 'utf8')) as string[]).map(
    (pattern) =>
      new RegExp(
        `^${pattern
          .split('/')
          .map((segment) =>
            segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          )
          .join('/')}/?$`,
      ),
  );
  return (path) => patterns.some((pattern) => pattern.test(path));
}
