import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { MESSAGE_TIMEOUT_MS } from './messageTimeout';

/**
 * Tells the user that something failed: titled "Error" unless another title is given, with a
 * translated description, closing by itself.
 */
export function showErrorToast(t: TFunction, options: { description: string; title?: string }): void {
  notifications.show({
    title: options.title ?? t('messages.errorTitle'),
    message: options.description,
    color: 'red',
    autoClose: MESSAGE_TIMEOUT_MS,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': t('messages.close') },
  });
}
