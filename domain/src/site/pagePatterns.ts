import { Type, type Static } from 'typebox';

/*
 * Which paths are pages of the built front end. The web build writes its languages and every page path
 * into PAGE_PATTERNS_FILE, beside its files; the server reads it back, checked against this shape, and
 * answers each path no file takes with pageAnswerOf: a page, a missing page (404), or a move (301).
 */

/** The file the web build writes beside its files and the server reads. */
export const PAGE_PATTERNS_FILE = 'page-patterns.json';

/** The file's shape: the languages, the fallback language and every page path of the route tree. */
export const PAGE_PATTERNS_SCHEMA = Type.Object({
  languages: Type.Array(Type.String()),
  fallbackLanguage: Type.String(),
  /** Full paths, each known parameter written out ("/en/faq"), others left open ("/en/news/:slug"). */
  patterns: Type.Array(Type.String()),
});

export type PagePatterns = Static<typeof PAGE_PATTERNS_SCHEMA>;

/** What the server answers for a path that is no file of the build. */
export type PageAnswer = { kind: 'page' } | { kind: 'missing' } | { kind: 'redirect'; location: string };

/** A page pattern as an expression over paths. */
export function pagePatternExpression(pattern: string): RegExp {
  const segments = pattern.split('/').map((segment) =>
    // Parameters the build could not enumerate take any one segment.
    segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  // Trailing slashes are ignored, as React Router ignores them; the case of a path is kept.
  return new RegExp(`^${segments.join('/')}/?$`);
}

/**
 * The answer for each path, from the build's page patterns: a path a route takes is a page; a path whose
 * first segment names no language is moved, 301, in lower case, under its language (/EN/FAQ → /en/faq) or
 * else under the fallback language (/FAQ → /en/faq, the legacy addresses without a language); a page
 * written in capitals moves to its own address (/en/FAQ → /en/faq); any other path is missing (404).
 */
export function pageAnswerOf(described: PagePatterns): (path: string) => PageAnswer {
  const expressions = described.patterns.map(pagePatternExpression);
  const languages = new Set(described.languages);
  const isPage = (candidate: string) => expressions.some((expression) => expression.test(candidate));
  return (path) => {
    if (isPage(path)) return { kind: 'page' };
    // Addresses are matched whatever their case and moved to the page's own, in lower case.
    const lower = path.toLowerCase();
    const [, first = ''] = path.split('/');
    if (languages.has(first)) {
      return lower !== path && isPage(lower) ? { kind: 'redirect', location: lower } : { kind: 'missing' };
    }
    if (languages.has(first.toLowerCase())) return { kind: 'redirect', location: lower };
    return { kind: 'redirect', location: `/${described.fallbackLanguage}${path === '/' ? '' : lower}` };
  };
}
