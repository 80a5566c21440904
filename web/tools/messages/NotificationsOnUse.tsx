import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadNotifications, notificationsAsked } from './notificationsOnUse';

const Notifications = lazy(async () => ({ default: (await loadNotifications()).Notifications }));

/** Where the messages show, drawn once a first one was asked for (notificationsOnUse.ts). */
export function NotificationsOnUse() {
  const asked = useSyncExternalStore(notificationsAsked.subscribe, notificationsAsked.get, () => false);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" />
    </Suspense>
  );
}
