import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/config/paths';
import { PortalLogo } from '../../shared/brand/PortalLogo';
import type { SiteLayoutData } from '../../shared/site/siteLayoutData';
import { AccountLinks, SignedInAccountTemplate } from './AccountLinks';
import { LanguageMenu } from './LanguageMenu';
import type { SitePlace } from './SiteFrame';
import { SiteNavigation } from './SiteNavigation';

/**
 * The site's header: the portal's name, the navigation (a row on wide screens; on phones, with the
 * account's links, in a menu that opens below), the language picker, and sign-in.
 */
export function SiteHeader({ place, layout }: { place: SitePlace; layout: SiteLayoutData }) {
  const { t } = useTranslation();
  const { language } = place;
  const portalName = t('portal.name', { country: t(`country.${layout.portal.country}`) });
  return (
    <>
      <a className="skip-link" href="#main">
        {t('portal.skipToContent')}
      </a>
      <header className="site-header">
        {(layout.sampleData || layout.sampleContent) && (
          <p className="sample-notice" role="status">
            {t('portal.sampleData')}
          </p>
        )}
        <div className="site-bar">
          <div className="site-container site-bar-row">
            <a className="site-brand" href={paths.home.build(language)}>
              <PortalLogo country={layout.portal.country} />
              <span>
                <span className="site-name">{portalName}</span>
                <span className="site-tagline">{t('portal.tagline')}</span>
              </span>
            </a>
            <nav className="site-nav-wide" aria-label={t('nav.label')}>
              <SiteNavigation place={place} />
            </nav>
            <LanguageMenu place={place} />
            <div className="site-account-wide">
              <AccountLinks place={place} signUp={layout.portal.signUp !== false} />
            </div>
            <details className="site-menu-small" data-menu>
              <summary aria-label={t('nav.openMenu')}>
                <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
                </svg>
              </summary>
              <div className="site-menu-panel">
                <nav aria-label={t('nav.label')}>
                  <SiteNavigation place={place} vertical />
                </nav>
                <AccountLinks place={place} signUp={layout.portal.signUp !== false} />
              </div>
            </details>
          </div>
        </div>
        <SignedInAccountTemplate language={language} />
      </header>
    </>
  );
}
