import { pageDescriptionOf } from '@tsw/domain';
import type { ReactNode } from 'react';
import { pathInLanguage } from '../../shared/i18n/languagePath';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, LANGUAGES, type Language } from '../../shared/i18n/languages';
import type { SitePageHead } from './sitePageTemplate';

/** The files of the site's build a page links: its one stylesheet and its one script, named by content. */
export interface SiteAssets {
  readonly stylesheet: string;
  readonly script: string;
}

/**
 * The document of every page of the site: its language and direction, its head (title, description, the
 * same page in the other languages for search engines), one stylesheet, and one small script that only
 * enhances the page (a module: it never holds up the page's first paint).
 */
export function SiteDocument({
  language,
  path,
  head,
  publicUrl,
  assets,
  children,
}: {
  language: Language;
  /** The page's path, for its alternates; none for pages kept out of search engines. */
  path: string | undefined;
  head: SitePageHead;
  publicUrl: string;
  assets: SiteAssets;
  children: ReactNode;
}) {
  const address = (other: Language) =>
    path === undefined ? '' : new URL(pathInLanguage({ pathname: path }, other), publicUrl).href;
  return (
    <html lang={language} dir={LANGUAGES[language].direction}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        {head.description && <meta name="description" content={pageDescriptionOf(head.description)} />}
        {head.noindex && <meta name="robots" content="noindex" />}
        {path !== undefined && !head.noindex && (
          <>
            {LANGUAGE_CODES.map((other) => (
              <link key={other} rel="alternate" hrefLang={other} href={address(other)} />
            ))}
            <link rel="alternate" hrefLang="x-default" href={address(FALLBACK_LANGUAGE)} />
          </>
        )}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={assets.stylesheet} />
        <script type="module" src={assets.script} />
      </head>
      <body>{children}</body>
    </html>
  );
}
