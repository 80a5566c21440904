import type { TFunction } from 'i18next';
import { MESSAGE_TIMEOUT_MS } from './messageTimeout';
import { showNotification } from './notificationsOnUse';

/** An id for a message's words, usable as an HTML id (no spaces): the same words, the same id. */
function errorToastId(title: string, description: string): string {
  let hash = 5381;
  for (const char of `${title}\n${description}`) hash = (hash * 33 + (char.codePointAt(0) ?? 0)) >>> 0;
  return `error-toast-${hash.toString(36)}`;
}

/**
 * Tells the user that something failed: titled "Error" unless another title is given, with a
 * translated description, closing by itself. A message already on screen is not shown twice (the frame and
 * the screen may both say that requests were refused).
 */
export function showErrorToast(t: TFunction, options: { description: string; title?: string }): void {
  const title = options.title ?? t('messages.errorTitle');
  showNotification({
    id: errorToastId(title, options.description),
    title,
    message: options.description,
    color: 'red',
    autoClose: MESSAGE_TIMEOUT_MS,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': t('messages.close') },
  });
}
