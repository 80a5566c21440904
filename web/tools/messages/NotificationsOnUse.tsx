import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { loadWhenIdle } from '../loading/loadWhenIdle';
import { loadNotifications, notificationsLoaded } from './notificationsOnUse';

const Notifications = lazy(async () => ({ default: (await loadNotifications()).Notifications }));

/**
 * Where the messages show (notificationsOnUse.ts), drawn once their code has come. It comes once the page
 * is idle: a message that the server cannot be reached must not need the server, and a message must not be
 * the first thing to add the place to the page.
 */
export function NotificationsOnUse() {
  const loaded = useSyncExternalStore(notificationsLoaded.subscribe, notificationsLoaded.get, () => false);
  useEffect(() => loadWhenIdle(loadNotifications), []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" />
    </Suspense>
  );
}
