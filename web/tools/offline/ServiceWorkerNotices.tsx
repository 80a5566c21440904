import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  acceptServiceWorkerUpdate,
  keepVisitedPage,
  registerServiceWorker,
  serviceWorkerState,
} from './serviceWorkerRegistration';

const onlineStatus = {
  get: () => navigator.onLine,
  getOnServer: () => true,
  subscribe(listener: () => void) {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};

/**
 * The service worker in the page: registered once the page has loaded, each page moved to kept
 * for reading offline, the update offered when a new build's worker is ready, and a line saying that
 * the reader is offline.
 */
export function ServiceWorkerNotices() {
  const { t } = useTranslation();
  const location = useLocation();
  const state = useSyncExternalStore(serviceWorkerState.subscribe, serviceWorkerState.get, () => 'none');
  const online = useSyncExternalStore(onlineStatus.subscribe, onlineStatus.get, onlineStatus.getOnServer);

  useEffect(() => {
    // In development Vite serves the app, and there is no built worker.
    if (import.meta.env.PROD) void registerServiceWorker();
  }, []);

  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    keepVisitedPage(window.location.href);
  }, [location.pathname]);

  if (state !== 'update-ready' && online) return null;
  return (
    <div className="service-worker-notice">
      {state === 'update-ready' && (
        <Paper shadow="md" radius="md" p="sm" withBorder role="status">
          <Group gap="sm" wrap="nowrap">
            <Text size="sm">{t('site.serviceWorker.updateReady')}</Text>
            <Button size="xs" color="portal.8" onClick={acceptServiceWorkerUpdate}>
              {t('site.serviceWorker.update')}
            </Button>
          </Group>
        </Paper>
      )}
      {!online && (
        <Paper shadow="md" radius="md" p="sm" withBorder role="status">
          <Text size="sm">{t('site.serviceWorker.offline')}</Text>
        </Paper>
      )}
    </div>
  );
}
