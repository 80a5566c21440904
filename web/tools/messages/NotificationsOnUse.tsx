import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { loadWhenIdle } from '../loading/loadWhenIdle';
import { loadNotifications, notificationsAsked } from './notificationsOnUse';

const Notifications = lazy(async () => ({ default: (await loadNotifications()).Notifications }));

/**
 * Where the messages show (notificationsOnUse.ts). Their code comes once the page is idle, and the place
 * is drawn then (or at the first message, if sooner): a message that the server cannot be reached must
 * not need the server, and a message must not be the first thing to add the place to the page.
 */
export function NotificationsOnUse() {
  const asked = useSyncExternalStore(notificationsAsked.subscribe, notificationsAsked.get, () => false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => loadWhenIdle(async () => setLoaded(Boolean(await loadNotifications()))), []);
  if (!asked && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" />
    </Suspense>
  );
}
