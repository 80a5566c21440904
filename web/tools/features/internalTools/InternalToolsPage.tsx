import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/i18n/languages';
import { ToolCards } from './ToolCards';
import { SitePageDescription } from '../../site/PageDescription';

/** The internal tools page: every signed-in tool, with what it does. */
export function InternalToolsPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <title>{t('site.tools.title')}</title>
      <SitePageDescription page="tools" />
      <Stack gap="xs" maw={820}>
        <Title order={1}>{t('site.tools.title')}</Title>
        <Text size="lg">{t('site.tools.intro')}</Text>
      </Stack>
      <ToolCards language={language} headingLevel={2} />
    </Stack>
  );
}
