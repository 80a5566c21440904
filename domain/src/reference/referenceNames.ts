import type { Language } from '../portal/portalLanguages.js';
import type { ReferenceRecord } from './referenceRecord.js';

/**
 * Where a list keeps its names in each interface language: Bengali in every list (descriptionTranslated),
 * French, Spanish and Arabic in those that carry them (countries, currencies, tax rules).
 */
const REFERENCE_NAME_FIELDS: Readonly<Record<Language, string>> = {
  en: 'description',
  bn: 'descriptionTranslated',
  fr: 'descriptionFr',
  es: 'descriptionEs',
  ar: 'descriptionAr',
};

/** A record's name in the interface language where the list has one, else its English name, else its code. */
export function referenceName(language: Language, record: ReferenceRecord): string {
  return record[REFERENCE_NAME_FIELDS[language]] || record.description || record.code || '';
}

/** The field a list's search reads for names in the interface language. */
export function referenceNameField(language: Language): string {
  return REFERENCE_NAME_FIELDS[language];
}
