import { useLocation } from 'react-router';
import { pathInLanguage } from '../../shared/i18n/languagePath';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type Language } from '../../shared/i18n/languages';
import { isSitePagePath } from './sitePagePatterns';

/**
 * The page's own address in each of the portal's languages, for search engines (`hreflang`, by full address
 * as they require), with the fallback language's as the default. Only the information site's pages have
 * them: the tools are behind sign-in and no search engine reads them.
 */
export function PageAlternates({ publicUrl }: { publicUrl: string }) {
  const { pathname } = useLocation();
  if (!isSitePagePath(pathname)) return null;
  const address = (language: Language) => new URL(pathInLanguage({ pathname }, language), publicUrl).href;
  return (
    <>
      {LANGUAGE_CODES.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={address(language)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={address(FALLBACK_LANGUAGE)} />
    </>
  );
}
