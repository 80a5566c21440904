import { useTranslation } from 'react-i18next';
import { INFORMATION_NAVIGATION, paths } from '../../shared/config/paths';
import { TOOLS } from '../../shared/config/tools';
import type { SitePlace } from './SiteFrame';

/**
 * Links to the information pages and the tools: a row with a tools menu on wide screens, a list under
 * its heading in the phone menu. The page shown is marked (aria-current).
 */
export function SiteNavigation({ place, vertical = false }: { place: SitePlace; vertical?: boolean }) {
  const { t } = useTranslation();
  const { language } = place;
  const path = place.pathAndQuery.split('?')[0];
  const information = [
    { href: paths.home.build(language), label: t('nav.home') },
    ...INFORMATION_NAVIGATION.map((page) => ({ href: page.build(language), label: t(page.key) })),
  ];
  const tools = TOOLS.map((tool) => (
    <li key={tool.slug}>
      <a href={paths.tool.build(language, tool.slug)}>{t(`tools.${tool.key}.title`)}</a>
    </li>
  ));
  return (
    <ul className={vertical ? 'site-nav-list' : 'site-nav-row'}>
      {information.map((link) => (
        <li key={link.href}>
          <a href={link.href} aria-current={link.href === path ? 'page' : undefined}>
            {link.label}
          </a>
        </li>
      ))}
      {vertical ? (
        <li>
          <h2 className="site-nav-heading">{t('nav.tools')}</h2>
          <ul className="site-nav-list">{tools}</ul>
        </li>
      ) : (
        <li>
          <details className="site-dropdown" data-menu>
            <summary>
              {t('nav.tools')} <span aria-hidden="true">▾</span>
            </summary>
            <ul className="site-dropdown-list">{tools}</ul>
          </details>
        </li>
      )}
    </ul>
  );
}
