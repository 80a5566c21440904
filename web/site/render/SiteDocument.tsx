import { ATOM_MEDIA_TYPE, pageDescriptionOf } from '@tsw/domain';
import type { ReactNode } from 'react';
import { pathInLanguage } from '../../shared/i18n/languagePath';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, LANGUAGES, type Language } from '../../shared/i18n/languages';
import type { SitePageHead } from './sitePageTemplate';

/** What the site's build gives every page: its styles, and the address of its one script. */
export interface SiteAssets {
  /** The site's stylesheet, minified, carried in each page's head. */
  readonly styles: string;
  readonly script: string;
}

/**
 * The document of every page of the site: its language and direction, its head (title, description, the
 * same page in the other languages for search engines), its styles (in the head: the first paint waits for
 * no other file), and one small script that only enhances the page (a module: it never holds up the paint).
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
        {head.feed && (
          <link rel="alternate" type={ATOM_MEDIA_TYPE} title={head.feed.title} href={head.feed.href} />
        )}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The build's own CSS, never content: nothing of it comes from a reader or an editor. */}
        <style dangerouslySetInnerHTML={{ __html: assets.styles }} />
        <script type="module" src={assets.script} />
      </head>
      <body>{children}</body>
    </html>
  );
}
