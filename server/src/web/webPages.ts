import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the web build (web/app/config/pagePatterns.ts): its languages and every page path. */
export const PAGE_PATTERNS_FILE = 'page-patterns.json';
/** The HTML a React Router build renders any page from; the first that exists is used. */
const FALLBACK_FILES = ['__spa-fallback.html', 'index.html'];

interface PagePatterns {
  readonly languages: readonly string[];
  readonly fallbackLanguage: string;
  readonly patterns: readonly string[];
}

/** What the server answers for a path that is no file of the build. */
export type PageAnswer = { kind: 'page' } | { kind: 'missing' } | { kind: 'redirect'; location: string };

export interface WebPages {
  readonly directory: string;
  readonly fallbackFile: string;
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
 * The built front end's pages, or undefined when there is no build. A page path answers 200 with the
 * fallback HTML (the browser renders it); a path whose first segment names no language is moved, 301, under
 * its language written in lower case (/EN/faq → /en/faq) or else under the fallback language (/faq →
 * /en/faq, the legacy redirects of §2); any other path answers 404 with the same HTML, which shows the 404
 * page.
 */
export function webPagesOf(directory: string): WebPages | undefined {
  const fallbackFile = FALLBACK_FILES.find((file) => existsSync(join(directory, file)));
  if (!fallbackFile) return undefined;
  const file = join(directory, PAGE_PATTERNS_FILE);
  if (!existsSync(file)) return { directory, fallbackFile, answer: () => ({ kind: 'page' }) };
  const described = JSON.parse(readFileSync(file, 'utf8')) as PagePatterns;
  const expressions = described.patterns.map(patternExpression);
  const languages = new Set(described.languages);
  return {
    directory,
    fallbackFile,
    answer(path) {
      if (expressions.some((expression) => expression.test(path))) return { kind: 'page' };
      const [, first = '', ...rest] = path.split('/');
      if (languages.has(first)) return { kind: 'missing' };
      if (languages.has(first.toLowerCase())) {
        return { kind: 'redirect', location: ['', first.toLowerCase(), ...rest].join('/') };
      }
      return { kind: 'redirect', location: `/${described.fallbackLanguage}${path === '/' ? '' : path}` };
    },
  };
}
