import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import type { PortalRole } from '@tsw/domain';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../shared/config/paths';
import type { AccessDeniedState } from '../features/errors/AccessDeniedPage';
import { ServerErrorPage } from '../features/errors/ServerErrorPage';
import { languageOfPath } from '../../shared/i18n/languagePath';
import { useAuth } from '../auth/authContext';
import { WaitingNotice } from './WaitingNotice';
import '../signedInScreen.css';

/**
 * The route guard: a visitor who is not signed in goes to the login page and comes back
 * here; a signed-in user without any of `roles` goes to /access-denied; an empty list admits anyone
 * signed in. A user signed out because their session was ended elsewhere is told so, and signs in again
 * from there: sent to the login page at once, they would not know why. It lives with the routes, which
 * compose features, because it shows the error page of one. The screen it lets through is a
 * `.signed-in-screen`, whose controls are sized for a phone and a finger (signedInScreen.css).
 */
export function RequireSignIn({
  roles = [],
  children,
}: {
  roles?: readonly PortalRole[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  const { status, signIn, sessionEnded } = auth;
  const returnTo = location.pathname + location.search + location.hash;
  useEffect(() => {
    if (status === 'signedOut' && !sessionEnded) void signIn({ returnTo });
  }, [status, sessionEnded, signIn, returnTo]);

  if (status === 'unavailable') return <ServerErrorPage />;
  if (sessionEnded) {
    return (
      <Center py="xl">
        <Alert color="orange" role="alert" title={t('apiRefusals.sessionEndedTitle')} maw={560}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('apiRefusals.sessionEnded')}</Text>
            <Button onClick={() => void signIn({ returnTo })}>{t('apiRefusals.signInAgain')}</Button>
          </Stack>
        </Alert>
      </Center>
    );
  }
  if (status !== 'signedIn' || !auth.identity) {
    return <WaitingNotice text={status === 'signedOut' ? t('auth.redirecting') : t('messages.loading')} />;
  }
  if (!auth.holdsAnyRole(roles)) {
    // The page says which roles would have opened this one.
    return (
      <Navigate
        to={paths.accessDenied.build(languageOfPath(location.pathname))}
        state={{ roles } satisfies AccessDeniedState}
        replace
      />
    );
  }
  return <div className="signed-in-screen">{children}</div>;
}
