import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { languageOfPath } from '../../i18n/languagePath';
import type { TariffNote } from './tariffBrowseApi';

/** Which part of the tariff a note's subject names: a Roman number, 2 digits or 4 digits. */
function noteLabelKey(subject: string) {
  if (/^\d{4}$/.test(subject)) return 'tariff.notes.heading' as const;
  if (/^\d{2}$/.test(subject)) return 'tariff.notes.chapter' as const;
  return 'tariff.notes.section' as const;
}

/**
 * The notes on a part of the tariff and the parts above it, or "Notes are not available". The data
 * has notes in English and, where translated, in Bengali: a Bengali reader gets the Bengali.
 */
export function TariffNotes({ notes }: { notes: readonly TariffNote[] }) {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  return (
    <Stack gap="xs" component="section" aria-labelledby="tariff-notes">
      <Title order={2} size="h4" id="tariff-notes">
        {t('tariff.notes.title')}
      </Title>
      {notes.length === 0 && <Text size="sm">{t('tariff.notes.unavailable')}</Text>}
      {notes.map((note) => {
        const bengali = language === 'bn' && note.textTranslated !== null;
        return (
          <div key={note.subject}>
            <Text fw={600} size="sm">
              {t(noteLabelKey(note.subject), { code: note.subject })}
            </Text>
            <Text size="sm" lang={bengali ? 'bn' : 'en'}>
              {bengali ? note.textTranslated : note.text}
            </Text>
          </div>
        );
      })}
    </Stack>
  );
}
