import { Anchor, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { INFORMATION_NAVIGATION, paths } from '../../../shared/config/paths';
import { useOpenTools } from './useOpenTools';
import type { Language } from '../../../shared/i18n/languages';
import { loadHeaderMenus, ToolsMenu } from './headerMenusOnUse';
import { MenuOnUse } from './MenuOnUse';

/**
 * Links to the information pages and the tools: a row and a tools menu on wide screens, a column in the
 * phone menu. The current page is marked (aria-current) by NavLink.
 */
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
  const openTools = useOpenTools();
  const information = [
    { to: paths.home.build(language), label: t('nav.home') },
    ...INFORMATION_NAVIGATION.map((page) => ({ to: page.build(language), label: t(page.key) })),
  ];
  const linkColour = vertical ? 'portal.9' : 'white';
  const Layout = vertical ? Stack : Group;
  const toolsButton = (
    <UnstyledButton c="white" fw={600}>
      {t('nav.tools')} <span aria-hidden="true">▾</span>
    </UnstyledButton>
  );
  return (
    <Layout gap={vertical ? 'xs' : 'md'}>
      {information.map((link) => (
        // The information pages are the server's (web/site): loaded as documents.
        <Anchor
          key={link.to}
          component={NavLink}
          reloadDocument
          to={link.to}
          end
          c={linkColour}
          fw={600}
          onClick={onNavigate}
        >
          {link.label}
        </Anchor>
      ))}
      {vertical ? (
        <>
          <Text component="h3" fw={700} size="sm" c="dark.6" mt="sm">
            {t('nav.tools')}
          </Text>
          {openTools.map((tool) => (
            <Anchor
              key={tool.slug}
              component={NavLink}
              to={paths.tool.build(language, tool.slug)}
              c={linkColour}
              onClick={onNavigate}
            >
              {t(`tools.${tool.key}.title`)}
            </Anchor>
          ))}
        </>
      ) : (
        <MenuOnUse
          button={toolsButton}
          preload={loadHeaderMenus}
          menu={() => <ToolsMenu button={toolsButton} language={language} />}
        />
      )}
    </Layout>
  );
}
