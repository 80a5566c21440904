import type { Language } from '@tsw/domain';

/**
 * An SRO's description in the page's language where the data has it (descriptionTranslated is the
 * national language, Bengali), else in English; with the language it is written in, for `lang`.
 */
export function sroDescriptionIn(
  record: Readonly<Record<string, string | null>>,
  language: Language,
): { text: string; language: Language } {
  const translated = record.descriptionTranslated;
  if (language === 'bn' && translated) return { text: translated, language: 'bn' };
  return { text: record.description ?? '', language: 'en' };
}
