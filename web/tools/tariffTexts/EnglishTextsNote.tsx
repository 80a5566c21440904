import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { languageOfPath } from '../../shared/i18n/languagePath';

/**
 * On a Bengali screen, said once above a list of tariff lines some of which have no Bengali text yet:
 * those show their English text (marked `lang="en"`), the official one, and no one takes it for a
 * translation. Said once, not on every line (issue 41).
 */
export function EnglishTextsNote({
  lines,
}: {
  lines: readonly { readonly descriptionTranslated?: string | null }[];
}) {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  if (language !== 'bn' || lines.every((line) => line.descriptionTranslated)) return null;
  return (
    <Text size="sm" c="dark.5" fs="italic">
      {t('tariff.englishOnly')}
    </Text>
  );
}
