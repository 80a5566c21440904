import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '../../auth/authContext';
import { paths } from '../../../shared/config/paths';
import { useOpenTools } from './useOpenTools';
import { pathInLanguage } from '../../../shared/i18n/languagePath';
import { LANGUAGE_CODES, LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { useStaffScreens } from './staffScreens';

/*
 * The header's menus, loaded when one is first used (MenuOnUse): each is drawn round the button the header
 * showed while it waited, opened at once, since that button was clicked.
 */

interface HeaderMenuProps {
  button: ReactElement;
  language: Language;
}

/** The five languages in their own names; choosing one keeps the page, its query and hash. */
export function LanguageMenu({ button, language }: HeaderMenuProps) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Menu position="bottom-end" withinPortal={false} defaultOpened>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown aria-label={t('language.label')}>
        {LANGUAGE_CODES.map((code) => (
          <Menu.Item
            key={code}
            component={Link}
            to={pathInLanguage(location, code)}
            lang={code}
            dir={LANGUAGES[code].direction}
            aria-current={code === language ? 'true' : undefined}
            fw={code === language ? 700 : 400}
          >
            {LANGUAGES[code].name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The tools the user may open, on wide screens (the phone menu lists them in a column). */
export function ToolsMenu({ button, language }: HeaderMenuProps) {
  const { t } = useTranslation();
  const openTools = useOpenTools();
  return (
    <Menu position="bottom-end" withinPortal={false} defaultOpened>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        {openTools.map((tool) => (
          <Menu.Item key={tool.slug} component={NavLink} to={paths.tool.build(language, tool.slug)}>
            {t(`tools.${tool.key}.title`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** A signed-in user's account page, the staff screens their roles open, and logout. */
export function AccountMenu({ button, language }: HeaderMenuProps) {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const staffScreens = useStaffScreens(language);
  return (
    <Menu position="bottom-end" withinPortal={false} defaultOpened>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.account.build(language)}>
          {t('auth.account')}
        </Menu.Item>
        {staffScreens.map((screen) => (
          <Menu.Item key={screen.to} component={Link} to={screen.to}>
            {t(screen.label)}
          </Menu.Item>
        ))}
        <Menu.Item onClick={() => void signOut()}>{t('auth.signOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
