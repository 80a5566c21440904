import type { TFunction } from 'i18next';
import type en from '../../../shared/i18n/locales/en.json';

/** The served tables, as the translations name them (a test holds them equal to the catalog's). */
type ReferenceTableKey = keyof typeof en.referenceTables.names;

/** A table's name in the interface language; a sub-entity's with its parent's, since some names repeat. */
export function referenceTableName(t: TFunction, entity: string, parent?: string): string {
  const name = t(`referenceTables.names.${entity as ReferenceTableKey}`);
  if (!parent) return name;
  return t('referenceLists.subTable', {
    table: name,
    parent: t(`referenceTables.names.${parent as ReferenceTableKey}`),
  });
}
