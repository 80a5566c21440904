import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePortalConfig } from '../../api/usePortalConfig';
import { useAuth } from '../../auth/authContext';
import { paths } from '../../../shared/config/paths';
import type { Language } from '../../../shared/i18n/languages';
import { AccountMenu, loadHeaderMenus } from './headerMenusOnUse';
import { MenuOnUse } from './MenuOnUse';
import { useStaffScreens } from './staffScreens';

/**
 * Sign in and sign up for visitors; for a signed-in user, their name, whose menu (loaded on use) has the
 * account page, the staff screens and logout. Nothing shows until the stored sign-in has been read, so the
 * header does not flicker.
 */
export function UserMenu({
  language,
  inDrawer = false,
  onNavigate,
}: {
  language: Language;
  inDrawer?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { status, identity, signIn } = useAuth();
  // An administration that opens accounts itself (SIGN_UP=false) offers no sign-up.
  const signUpOffered = usePortalConfig().signUp !== false;
  if (inDrawer) return <DrawerUserActions language={language} {...(onNavigate ? { onNavigate } : {})} />;
  if (status === 'signedIn' && identity) {
    const name = `${identity.firstName} ${identity.lastName}`.trim() || identity.username;
    const button = (
      <Button variant="white" color="portal" size="sm" aria-label={t('auth.userMenu', { name })}>
        <span className="user-name">{name}</span>
      </Button>
    );
    return (
      <MenuOnUse
        button={button}
        preload={loadHeaderMenus}
        menu={() => <AccountMenu button={button} language={language} />}
      />
    );
  }
  if (status !== 'signedOut') return null;
  return (
    <Group gap={6} wrap="nowrap">
      <Button variant="white" color="portal" size="sm" onClick={() => void signIn()}>
        {t('auth.signIn')}
      </Button>
      {signUpOffered && (
        <Button
          variant="outline"
          color="white"
          size="sm"
          onClick={() => void signIn({ signUp: true, returnTo: paths.home.build(language) })}
        >
          {t('auth.signUp')}
        </Button>
      )}
    </Group>
  );
}

/** The same actions in the phone menu, where the header has no room for them. */
function DrawerUserActions({ language, onNavigate }: { language: Language; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { status, identity, signIn, signOut } = useAuth();
  const staffScreens = useStaffScreens(language);
  const signUpOffered = usePortalConfig().signUp !== false;
  if (status === 'signedIn' && identity) {
    return (
      <Stack gap="xs">
        <Text fw={600}>{`${identity.firstName} ${identity.lastName}`.trim() || identity.username}</Text>
        <Button component={Link} to={paths.account.build(language)} variant="light" onClick={onNavigate}>
          {t('auth.account')}
        </Button>
        {staffScreens.map((screen) => (
          <Button key={screen.to} component={Link} to={screen.to} variant="light" onClick={onNavigate}>
            {t(screen.label)}
          </Button>
        ))}
        <Button variant="default" onClick={() => void signOut()}>
          {t('auth.signOut')}
        </Button>
      </Stack>
    );
  }
  if (status !== 'signedOut') return null;
  return (
    <Stack gap="xs">
      <Button onClick={() => void signIn()}>{t('auth.signIn')}</Button>
      {signUpOffered && (
        <Button
          variant="default"
          onClick={() => void signIn({ signUp: true, returnTo: paths.home.build(language) })}
        >
          {t('auth.signUp')}
        </Button>
      )}
    </Stack>
  );
}
