import { SERVER_PATHS } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/config/paths';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import type { SiteLayoutData } from '../../shared/site/siteLayoutData';

/** The footer: the editors' custom pages, then the portal's name with its tools, API and status. */
export function SiteFooter({ language, layout }: { language: Language; layout: SiteLayoutData }) {
  const { t } = useTranslation();
  const portalName = t('portal.name', { country: t(`country.${layout.portal.country}`) });
  return (
    <footer className="site-footer" aria-label={t('footer.label')}>
      <div className="site-container">
        {layout.footerPages.length > 0 && (
          <nav aria-label={t('footer.pages')}>
            <ul className="site-footer-pages">
              {layout.footerPages.map((page) => (
                <li key={page.path}>
                  <a href={page.path} lang={page.language} dir={LANGUAGES[page.language].direction}>
                    {page.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="site-footer-end">
          <p>
            {portalName} · {t('footer.openSource')}
          </p>
          <ul>
            <li>
              <a href={paths.internalTools.build(language)}>{t('footer.tools')}</a>
            </li>
            <li>
              <a href={`${SERVER_PATHS.apiDocs}/`}>{t('footer.apiDocs')}</a>
            </li>
            <li>
              <a href={SERVER_PATHS.health}>{t('footer.serviceStatus')}</a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
