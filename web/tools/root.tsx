import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import {
  ColorSchemeScript,
  DirectionProvider,
  MantineProvider,
  mantineHtmlProps,
  useDirection,
} from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import type { Route } from './+types/root';
import { AuthProvider } from './auth/AuthProvider';
import { PageErrorBoundary } from './routes/PageErrorBoundary';
import { installChunkFailureRecovery, recoveredChunkFailure } from './settings/chunkFailureRecovery';
import { rememberVisitedPage } from './settings/lastVisitedPage';
import { showErrorToast } from './messages/errorToast';
import { i18nFor } from '../shared/i18n/i18n';
import { languageOfPath } from '../shared/i18n/languagePath';
import { LANGUAGES } from '../shared/i18n/languages';
import { portalTheme } from './theme';
import { ToolLoadFailure } from './loading/ToolLoadFailure';
import { ServiceWorkerNotices } from './offline/ServiceWorkerNotices';
import { ApiRefusalNotices } from './messages/ApiRefusalNotices';
import { NotificationsOnUse } from './messages/NotificationsOnUse';
import { ApiError } from './api/apiFetch';
import { apiRefusalOf } from './api/apiRefusals';
import { BUILT_FOR_COUNTRY } from './api/usePortalConfig';
import { PortalLogo } from '../shared/brand/PortalLogo';

/**
 * A failed query is asked once more, unless the service refused it for coming too fast or for a revoked
 * session: asking again at once would only be refused again.
 */
function retriedQuery(failures: number, error: Error): boolean {
  return failures < 1 && !(error instanceof ApiError && apiRefusalOf(error));
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The document of every page: its language and direction come from the URL. */
export function Layout({ children }: { children: ReactNode }) {
  const language = languageOfPath(useLocation().pathname);
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: retriedQuery } } }),
  );
  const direction = LANGUAGES[language].direction;
  return (
    <html {...mantineHtmlProps} lang={language} dir={direction}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <ColorSchemeScript defaultColorScheme="light" />
      </head>
      <body>
        <DirectionProvider initialDirection={direction} detectDirection={false}>
          <DocumentLanguage language={language} direction={direction} />
          <MantineProvider theme={portalTheme} defaultColorScheme="light">
            <QueryClientProvider client={queryClient}>
              <I18nextProvider i18n={i18nFor(language)}>
                <NotificationsOnUse />
                <AuthProvider>{children}</AuthProvider>
              </I18nextProvider>
            </QueryClientProvider>
          </MantineProvider>
        </DirectionProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Keeps `<html lang dir>` and Mantine's direction on the page's language after the first render: pages
 * rendered in the browser start from the fallback HTML, whose attributes hydration does not correct, and
 * the language picker changes language without a reload.
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

export default function App() {
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
      <ServiceWorkerNotices />
      <ApiRefusalNotices />
      <Outlet />
    </>
  );
}

/**
 * What a tool's page shows until its code has loaded: built once for every language (the server sets
 * the page's language), so its only words are the message shown when the code never comes. The frame's
 * bar and logo are drawn by the page itself: a slow phone shows them at once, not a blank screen until
 * the scripts have come and run.
 */
export function HydrateFallback() {
  return (
    <>
      <div className="tools-waiting-bar" aria-hidden="true">
        <PortalLogo country={BUILT_FOR_COUNTRY} />
      </div>
      <div role="status" style={{ padding: '2rem', fontFamily: 'sans-serif' }}>
        <span className="visually-hidden">…</span>
        <ToolLoadFailure />
      </div>
    </>
  );
}

/** A route that threw: the 404 or 500 page, in the frame (the routes compose it from features). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} />;
}
