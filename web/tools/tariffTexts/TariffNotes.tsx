import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { TariffNote } from '@tsw/domain';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { languageOfPath } from '../../shared/i18n/languagePath';

/** Which part of the tariff a note's subject names, as a label: a Roman number, 2 digits or 4 digits. */
export function tariffNoteLabel(t: TFunction, subject: string): string {
  if (/^\d{4}$/.test(subject)) return t('tariff.notes.heading', { code: subject });
  if (/^\d{2}$/.test(subject)) return t('tariff.notes.chapter', { code: subject });
  return t('tariff.notes.section', { code: subject });
}

/**
 * The notes on a part of the tariff and the parts above it, or "Notes are not available". The data
 * has notes in English and, where translated, in Bengali: a Bengali reader gets the Bengali. Every other
 * reader gets the English, marked so: the EU's Combined Nomenclature the French and Spanish titles come
 * from has no notes (issue 49). A page's notes are a section of their own (heading level 2); a panel's sit
 * lower (`titleOrder`).
 */
export function TariffNotes({
  notes,
  titleOrder = 2,
}: {
  notes: readonly TariffNote[];
  titleOrder?: TitleOrder;
}) {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={titleOrder} size="h4" id={titleId}>
        {t('tariff.notes.title')}
      </Title>
      {notes.length === 0 && <Text size="sm">{t('tariff.notes.unavailable')}</Text>}
      {notes.map((note) => {
        const bengali = language === 'bn' && note.textTranslated !== null;
        return (
          <div key={note.subject}>
            <Text fw={600} size="sm">
              {tariffNoteLabel(t, note.subject)}
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
