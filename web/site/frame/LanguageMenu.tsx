import { useTranslation } from 'react-i18next';
import { pathInLanguage } from '../../shared/i18n/languagePath';
import { LANGUAGE_CODES, LANGUAGES } from '../../shared/i18n/languages';
import type { SitePlace } from './SiteFrame';

/**
 * The five languages in their own names, each a link to this page in that language: with its query when
 * the page is drawn for it (a search's results); with the site's script, with the query any page was
 * opened with.
 */
export function LanguageMenu({ place }: { place: SitePlace }) {
  const { t } = useTranslation();
  const [pathname = '', query] = place.pathAndQuery.split(/(?=\?)/, 2);
  return (
    <details className="site-dropdown site-language" data-menu>
      <summary title={t('language.choose')}>
        <span className="visually-hidden">{t('language.label')}: </span>
        <span lang={place.language}>{LANGUAGES[place.language].name}</span>
      </summary>
      <ul className="site-dropdown-list" aria-label={t('language.label')}>
        {LANGUAGE_CODES.map((code) => (
          <li key={code}>
            <a
              href={pathInLanguage({ pathname, search: query ?? '' }, code)}
              hrefLang={code}
              data-keeps-query
              lang={code}
              dir={LANGUAGES[code].direction}
              aria-current={code === place.language ? 'true' : undefined}
            >
              {LANGUAGES[code].name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
