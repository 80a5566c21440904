import { FALLBACK_LANGUAGE, isLanguage, type Language } from './languages';

/** The language a path begins with, or the fallback when its first segment names none. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : FALLBACK_LANGUAGE;
}

/**
 * The same page in another language: the language segment replaced, or added when the path has none;
 * the query string and hash are kept.
 */
export function pathInLanguage(
  location: { pathname: string; search?: string; hash?: string },
  language: Language,
): string {
  const segments = location.pathname.split('/');
  // A language in capitals (/EN/faq) is still the language segment, as the server reads it.
  const rest = isLanguage(segments[1]?.toLowerCase()) ? segments.slice(2) : segments.slice(1);
  const path = `/${[language, ...rest].join('/')}`.replace(/\/$/, '');
  return `${path}${location.search ?? ''}${location.hash ?? ''}`;
}

/** The language a route's `:lang` parameter names, or the fallback (a page is only made in a language). */
export function languageOfParam(lang: string | undefined): Language {
  return isLanguage(lang) ? lang : FALLBACK_LANGUAGE;
}
