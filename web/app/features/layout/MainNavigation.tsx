import { Anchor, Group, Menu, Stack, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { TOOLS } from '../../config/tools';
import type { Language } from '../../i18n/languages';

/** Links to the information pages and the tools, in a row on wide screens and a column in the menu. */
export function MainNavigation({
  language,
  vertical = false,
  onNavigate,
}: {
  language: Language;
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const information = [
    { to: paths.home.build(language), label: t('nav.home') },
    { to: paths.information.build(language, 'news'), label: t('nav.news') },
    { to: paths.information.build(language, 'exchange/exchange-rates'), label: t('nav.exchangeRates') },
    { to: paths.information.build(language, 'downloads'), label: t('nav.downloads') },
    { to: paths.information.build(language, 'faq'), label: t('nav.faq') },
  ];
  const linkColour = vertical ? 'portal.9' : 'white';
  const Layout = vertical ? Stack : Group;
  return (
    <Layout gap={vertical ? 'xs' : 'md'}>
      {information.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} c={linkColour} fw={600} onClick={onNavigate}>
          {link.label}
        </Anchor>
      ))}
      {vertical ? (
        TOOLS.map((tool) => (
          <Anchor
            key={tool.slug}
            component={Link}
            to={paths.tool.build(language, tool.slug)}
            c={linkColour}
            onClick={onNavigate}
          >
            {t(`${tool.key}.title` as 'tools.tariffSearch.title')}
          </Anchor>
        ))
      ) : (
        <Menu position="bottom-end" withinPortal={false}>
          <Menu.Target>
            <UnstyledButton c="white" fw={600}>
              {t('nav.tools')} <span aria-hidden="true">▾</span>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {TOOLS.map((tool) => (
              <Menu.Item key={tool.slug} component={Link} to={paths.tool.build(language, tool.slug)}>
                {t(`${tool.key}.title` as 'tools.tariffSearch.title')}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Layout>
  );
}
