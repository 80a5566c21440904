import { notifications } from '@mantine/notifications';
import { MESSAGE_TIMEOUT_MS } from './messageTimeout';

/** Tells the user that what they asked for is done, closing by itself. */
export function showSuccessToast(message: string): void {
  notifications.show({ message, color: 'green', autoClose: MESSAGE_TIMEOUT_MS });
}
