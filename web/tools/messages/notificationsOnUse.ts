import type { NotificationData } from '@mantine/notifications';

/**
 * Mantine's notifications (their store, container and transitions) load with the first message, which
 * most pages never show: nothing of them is in the frame's first load. The container (NotificationsOnUse)
 * is drawn once a message was asked for.
 */
export const loadNotifications = () => import('@mantine/notifications');

let asked = false;
const listeners = new Set<() => void>();

/** Whether a message was asked for, and the subscription to that, for useSyncExternalStore. */
export const notificationsAsked = {
  get: () => asked,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Shows a message once the notifications' code has come. */
export function showNotification(notification: NotificationData): void {
  if (!asked) {
    asked = true;
    for (const listener of listeners) listener();
  }
  void loadNotifications().then(({ notifications }) => notifications.show(notification));
}
