import { MESSAGE_TIMEOUT_MS } from './messageTimeout';
import { showNotification } from './notificationsOnUse';

/** Tells the user that what they asked for is done, closing by itself. */
export function showSuccessToast(message: string): void {
  showNotification({ message, color: 'green', autoClose: MESSAGE_TIMEOUT_MS });
}
