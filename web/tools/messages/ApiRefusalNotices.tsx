import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onApiRefusal } from '../api/apiRefusals';
import { apiRefusalNoticeText } from './apiRefusalNotice';
import { showErrorToast } from './errorToast';

/**
 * Says, on every screen, that the service refused requests for coming too fast, and how long to wait: the
 * screen's own message says what failed, this one why. A screen that says it too (`apiRefusalText`) shows
 * the same words, which appear once. A session ended elsewhere is said by the sign-in guard instead.
 */
export function ApiRefusalNotices() {
  const { t } = useTranslation();
  useEffect(
    () =>
      onApiRefusal((refusal) => {
        if (refusal.kind === 'rateLimited')
          showErrorToast(t, { description: apiRefusalNoticeText(t, refusal) });
      }),
    [t],
  );
  return null;
}
