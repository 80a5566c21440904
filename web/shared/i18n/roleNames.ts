import type { PortalRole } from '@tsw/domain';
import type { TFunction } from 'i18next';
import type { Language } from './languages';

/**
 * The roles that open a page or tool, by their names in the language, joined as the language says "or":
 * "Declarant or Customs officer". Any one of them opens it, as the guards count.
 */
export function roleNamesText(t: TFunction, language: Language, roles: readonly PortalRole[]): string {
  const names = roles.map((role) => t(`roles.${role}`));
  return new Intl.ListFormat(language, { style: 'long', type: 'disjunction' }).format(names);
}
