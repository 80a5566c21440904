import type { TFunction } from 'i18next';

/** The consignment fields the guide has names for; a field the configuration adds later shows its own name. */
const NAMED_FIELDS = [
  'commodityCode',
  'itemCountryOfOriginCode',
  'extendedProcedureCode',
  'nationalProcedureCode',
  'statisticalValue',
  'cifValueInForeignCurrency',
  'exchangeRate',
  'supplementaryUnits',
  'invoiceValue',
  'netMass',
] as const;
type NamedField = (typeof NAMED_FIELDS)[number];

const isNamed = (name: string): name is NamedField => (NAMED_FIELDS as readonly string[]).includes(name);

/** A consignment field's name in the interface language, as the form's label and the problems say it. */
export function guideFieldLabel(t: TFunction, name: string): string {
  return isNamed(name) ? t(`tradersGuide.fields.${name}`) : name;
}
