import './mantineStyles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthProvider } from './auth/AuthProvider';
import { installChunkFailureRecovery, recoveredChunkFailure } from './settings/chunkFailureRecovery';
import { rememberVisitedPage } from './settings/lastVisitedPage';
import { showErrorToast } from './messages/errorToast';
import { i18nFor } from '../shared/i18n/i18n';
import { languageOfPath } from '../shared/i18n/languagePath';
import { LANGUAGES } from '../shared/i18n/languages';
import { portalTheme } from './theme';
import { ServiceWorkerNotices } from './offline/ServiceWorkerNotices';
import { ApiRefusalNotices } from './messages/ApiRefusalNotices';
import { NotificationsOnUse } from './messages/NotificationsOnUse';
import { ToolsWaiting } from './loading/ToolsWaiting';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import { ScrollReset } from './routing/ScrollReset';
import { ToolRoutes } from './routing/ToolRoutes';

/**
 * The tools' app: its language and direction come from the URL, its words, theme, queries and sign-in
 * wrap every screen. The page it draws into is the build's tools/index.html (entry.client.tsx).
 */
export function ToolsApp({ queryClient }: { queryClient: QueryClient }) {
  const language = languageOfPath(useLocation().pathname);
  const direction = LANGUAGES[language].direction;
  return (
    <DirectionProvider initialDirection={direction} detectDirection={false}>
      <DocumentLanguage language={language} direction={direction} />
      <MantineProvider theme={portalTheme} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18nFor(language)}>
            <NotificationsOnUse />
            <AuthProvider>
              <ToolsFrame />
            </AuthProvider>
          </I18nextProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}

/**
 * Keeps `<html lang dir>` and Mantine's direction on the page's language: the page is built once for
 * every language (the server sets them on its first load), and the language picker changes language
 * without a reload.
 */
function DocumentLanguage({ language, direction }: { language: string; direction: 'ltr' | 'rtl' }) {
  const { setDirection } = useDirection();
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
    setDirection(direction);
  }, [language, direction, setDirection]);
  return null;
}

function ToolsFrame() {
  const location = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    const chunk = recoveredChunkFailure();
    if (chunk) showErrorToast(t, { description: t('site.load.chunkFailed', { name: chunk }) });
    return installChunkFailureRecovery();
  }, [t]);
  useEffect(
    () => rememberVisitedPage(`${location.pathname}${location.search}`),
    [location.pathname, location.search],
  );
  return (
    <>
      <ScrollReset />
      <ServiceWorkerNotices />
      <ApiRefusalNotices />
      <RouteErrorBoundary location={location.key}>
        {/* Only a screen whose code has not come yet waits here: moves between screens keep the
            screen shown until the next one can draw (React Router moves in a transition). */}
        <Suspense fallback={<ToolsWaiting />}>
          <ToolRoutes />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
