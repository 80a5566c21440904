import { Box, Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/i18n/languages';
import { MainNavigation } from './MainNavigation';
import { UserMenu } from './UserMenu';

/**
 * The phone's menu: the navigation and the user's actions in a drawer. Mantine places "left" at the start
 * side: the menu opens from the right in Arabic.
 */
export function NavigationDrawer({
  language,
  opened,
  onClose,
}: {
  language: Language;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      className="tools-frame-drawer"
      opened={opened}
      onClose={onClose}
      title={t('nav.label')}
      position="left"
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <Box component="nav" aria-label={t('nav.label')}>
        <MainNavigation language={language} vertical onNavigate={onClose} />
      </Box>
      <Box mt="lg">
        <UserMenu language={language} inDrawer onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
