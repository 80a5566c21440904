import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { languageOfPath } from '../../shared/i18n/languagePath';

/**
 * A tariff line's Bengali description under its English one; on a Bengali screen, a line nobody has
 * translated yet says that its text is the English one, so that no one takes it for a translation.
 */
export function TranslatedDescription({
  translated,
  size,
}: {
  translated: string | null | undefined;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  if (translated) {
    return (
      <Text size={size ?? 'sm'} lang="bn" className="translated-description">
        {translated}
      </Text>
    );
  }
  if (language !== 'bn') return null;
  return (
    <Text size="xs" c="dark.5" fs="italic">
      {t('tariff.englishOnly')}
    </Text>
  );
}
