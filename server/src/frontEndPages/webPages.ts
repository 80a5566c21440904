import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the web build (web/app/config/pagePatterns.ts): its languages and every page path. */
export const PAGE_PATTERNS_FILE = 'page-patterns.json';

interface PagePatterns {
  readonly languages: readonly string[];
  readonly fallbackLanguage: string;
  readonly patterns: readonly string[];
}

/** What the server answers for a path that is no file of the build. */
export type PageAnswer = { kind: 'page' } | { kind: 'missing' } | { kind: 'redirect'; location: string };

export interface WebPages {
  answer(path: string): PageAnswer;
}

function patternExpression(pattern: string): RegExp {
  const segments = pattern.split('/').map((segment) =>
    // Parameters the build could not enumerate take any one segment.
    segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  // Trailing slashes are ignored, as React Router ignores them; the case of a path is kept.
  return new RegExp(`^${segments.join('/')}/?$`);
}

/**
 * Which paths are pages of the built front end, or undefined when there is no build: a path a route takes
 * is a page; a path whose first segment names no language is moved, 301, in lower case, under its language
 * (/EN/FAQ → /en/faq) or else under the fallback language (/FAQ → /en/faq, the legacy redirects of §2); a
 * page written in capitals moves to its own address (/en/FAQ → /en/faq); any other path is missing (404).
 */
export function webPagesOf(directory: string): WebPages | undefined {
  const file = join(directory, PAGE_PATTERNS_FILE);
  if (!existsSync(file)) return undefined;
  const described = JSON.parse(readFileSync(file, 'utf8')) as PagePatterns;
  const expressions = described.patterns.map(patternExpression);
  const languages = new Set(described.languages);
  return {
    answer(path) {
      const isPage = (candidate: string) => expressions.some((expression) => expression.test(candidate));
      if (isPage(path)) return { kind: 'page' };
      // Addresses are matched whatever their case (§2) and moved to the page's own, in lower case.
      const lower = path.toLowerCase();
      const [, first = ''] = path.split('/');
      if (languages.has(first)) {
        return lower !== path && isPage(lower) ? { kind: 'redirect', location: lower } : { kind: 'missing' };
      }
      if (languages.has(first.toLowerCase())) return { kind: 'redirect', location: lower };
      return { kind: 'redirect', location: `/${described.fallbackLanguage}${path === '/' ? '' : lower}` };
    },
  };
}
