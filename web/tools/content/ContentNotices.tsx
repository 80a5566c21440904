import { Alert, Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';

/** Said where an item has no text in the page's language and is shown in English (issue 7). */
export function FallbackNotice({ pageLanguage }: { pageLanguage: Language }) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" role="note" py="xs">
      <Text size="sm" c="dark.8">
        {t('site.fallbackNotice', { language: LANGUAGES[pageLanguage].name })}
      </Text>
    </Alert>
  );
}

/** Marks content the project wrote as a sample, not the administration's. */
export function SampleBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="yellow.3" c="dark.9" variant="filled" size="sm" radius="sm">
      {t('site.sample')}
    </Badge>
  );
}
