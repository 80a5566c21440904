import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/i18n/languages';
import type { SiteLayoutData } from '../../shared/site/siteLayoutData';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Where a page is, for the frame's links: the language picker keeps it, sign-in comes back to it. */
export interface SitePlace {
  readonly language: Language;
  /** The page's path and query, as a reader would type it ("/bn/news/search?q=চাল"). */
  readonly pathAndQuery: string;
}

/**
 * Header, main and footer around every page of the site: plain HTML, working without script. The
 * header's menus are `<details>`; the script of the site only closes them on a click elsewhere.
 */
export function SiteFrame({
  place,
  layout,
  children,
}: {
  place: SitePlace;
  layout: SiteLayoutData;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SiteHeader place={place} layout={layout} />
      <main id="main" tabIndex={-1} className="site-main">
        <div className="site-container">
          <p className="site-alert site-offline" role="status" data-offline hidden>
            {t('site.serviceWorker.offline')}
          </p>
          {children}
        </div>
      </main>
      <SiteFooter language={place.language} layout={layout} />
    </>
  );
}
