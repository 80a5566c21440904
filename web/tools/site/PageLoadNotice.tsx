import { Loader, Paper, Text, Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { SITE_LOADING } from '../../shared/config/siteLimits';

/**
 * A move to another page that has not finished after a second says so, instead of leaving
 * the old page up with no sign that anything is happening.
 */
export function PageLoadNotice() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  // The move under way, if any; the notice belongs to one move and goes when it ends.
  const moving = navigation.state === 'idle' ? undefined : (navigation.location?.key ?? 'submitting');
  const [slowMove, setSlowMove] = useState<string>();
  useEffect(() => {
    if (moving === undefined) return;
    const timer = window.setTimeout(() => setSlowMove(moving), SITE_LOADING.slowNoticeMs);
    return () => window.clearTimeout(timer);
  }, [moving]);
  const slow = moving !== undefined && slowMove === moving;
  return (
    <div aria-live="polite" className="page-load-notice">
      {slow && (
        <Paper shadow="md" radius="md" p="sm" withBorder>
          <Group gap="sm" wrap="nowrap">
            <Loader size="sm" color="portal.8" aria-hidden="true" />
            <Text size="sm">{t('site.load.slow')}</Text>
          </Group>
        </Paper>
      )}
    </div>
  );
}
