import type { TFunction } from 'i18next';

/**
 * A vessel's type in the page's language: the types carriers' files use most are translated; any other is
 * shown as the file wrote it.
 */
export function vesselTypeLabel(t: TFunction, type: string | null | undefined): string {
  if (!type) return '';
  return t(`vessels.types.${type}`, { defaultValue: type });
}
