import type { NotificationData } from '@mantine/notifications';

/**
 * Mantine's notifications (their store, container and transitions) are not in the frame's first load:
 * they come once the page is idle (NotificationsOnUse), or with a message asked for sooner. Their place
 * on the page is drawn once their code has come.
 */
let loaded = false;
const listeners = new Set<() => void>();

export async function loadNotifications() {
  const code = await import('@mantine/notifications');
  if (!loaded) {
    loaded = true;
    for (const listener of listeners) listener();
  }
  return code;
}

/** Whether the notifications' code has come, and the subscription to that, for useSyncExternalStore. */
export const notificationsLoaded = {
  get: () => loaded,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Shows a message once the notifications' code has come (the store keeps it until its place is drawn). */
export function showNotification(notification: NotificationData): void {
  void loadNotifications().then(({ notifications }) => notifications.show(notification));
}
