import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Says, on Bengali pages, that the Bengali titles of sections, chapters and headings are the portal's
 * working translation: the official text is the English (issue 41).
 */
export function BengaliTitlesNote({ language }: { language: string }) {
  const { t } = useTranslation();
  if (language !== 'bn') return null;
  return (
    <Text size="sm" c="dark.5">
      {t('tariff.browse.workingTranslation')}
    </Text>
  );
}
