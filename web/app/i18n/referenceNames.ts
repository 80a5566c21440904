import type { ReferenceRecord } from '@tsw/domain';
import type { Language } from './languages';

/** The fields of the lists that carry names in the other interface languages (countries, currencies). */
const NAME_FIELDS: Readonly<Record<Language, string>> = {
  en: 'description',
  bn: 'descriptionTranslated',
  fr: 'descriptionFr',
  es: 'descriptionEs',
  ar: 'descriptionAr',
};

/**
 * A reference record's name in the interface language where the list has one (Bengali in every list, the
 * others in those ICU names), else its English name, else its code.
 */
export function referenceName(language: Language, record: ReferenceRecord): string {
  return record[NAME_FIELDS[language]] || record.description || record.code || '';
}

/** The field a list's search reads for names in the interface language. */
export function referenceNameField(language: Language): string {
  return NAME_FIELDS[language];
}
