import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Says where the titles of sections, chapters and headings come from where they are not English: on
 * Bengali pages, that ours are the portal's working translation, the official text being the English
 * (issue 41); on French and Spanish pages, that they are the EU's Combined Nomenclature's, while the
 * national lines stay in English, their official text (issue 49). Arabic titles are HS's own: nothing to say.
 */
export function HsTitlesNote({ language }: { language: string }) {
  const { t } = useTranslation();
  const note =
    language === 'bn'
      ? t('tariff.browse.workingTranslation')
      : language === 'fr' || language === 'es'
        ? t('tariff.browse.euTitles')
        : null;
  if (!note) return null;
  return (
    <Text size="sm" c="dark.5">
      {note}
    </Text>
  );
}
