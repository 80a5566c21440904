import {
  displayedCode,
  referenceName,
  TARIFF_TAX_COLUMNS,
  type EntityDefinition,
  type Language,
  type ReferenceRecord,
} from '@tsw/domain';
import type { TFunction } from 'i18next';
import type en from '../../../shared/i18n/locales/en.json';

/** A field the screen has a label for (`codification.fields.{field}`); a test holds every catalog field to it. */
export type CodificationField = keyof typeof en.codification.fields;
/** A table's name in the translations (`referenceTables.names.{table}`), every catalog table having one. */
export type ReferenceTableName = keyof typeof en.referenceTables.names;

/** Fields the first two columns show (the code and the name), or that are never a column. */
const NOT_OWN_COLUMNS = new Set([
  'code',
  'description',
  'descriptionTranslated',
  'descriptionFr',
  'descriptionEs',
  'descriptionAr',
  'parentCode',
  'validFromDate',
  'validToDate',
]);

/**
 * The columns a table shows after its code and name (spec §3): the fields its default selection adds, each
 * once (an address line, not its Bengali twin, which shows on a Bengali screen): address lines of banks,
 * offices and declarants, a company's e-mail and phone, a tax rule's tariff column, a procedure's parts and
 * flow. The tariff's lines show their code and description only: their rates are the tariff screens'.
 */
export function codificationFields(definition: EntityDefinition): string[] {
  if (definition.withHsLevels) return [];
  return definition.selectedFields.filter(
    (field) => !NOT_OWN_COLUMNS.has(field) && !field.endsWith('Translated'),
  );
}

/** A table's name in the page's language. */
export function tableName(t: TFunction, name: string): string {
  return t(`referenceTables.names.${name as ReferenceTableName}`);
}

const TAX_NAME_OF_FIELD: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(TARIFF_TAX_COLUMNS).map(([name, field]) => [field, name]),
);

/** A field's label: its name in the page's language, a tax column's by the tax it holds (tax01 CD). */
export function fieldLabel(t: TFunction, field: string): string {
  const tax = TAX_NAME_OF_FIELD[field];
  if (tax) return tax;
  if (/^tax\d{2}$/.test(field)) return field;
  return t(`codification.fields.${field as CodificationField}`);
}

/**
 * A field's value as the screen shows it: a Bengali screen reads the Bengali twin of a text
 * (address1Translated) where the record has one; a flow reads Import or Export.
 */
export function fieldText(t: TFunction, language: Language, field: string, record: ReferenceRecord): string {
  return valueText(t, field, (language === 'bn' && record[`${field}Translated`]) || record[field]);
}

/** A stored value as the screen shows it: a flow reads Import or Export, nothing an empty text. */
export function valueText(t: TFunction, field: string, value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (field === 'flow' && (value === '0' || value === '1')) return t(`codification.flow.${value}`);
  return value;
}

/** One column of the screen's table and of its exports: its header and each record's text. */
export interface CodificationColumn {
  readonly key: string;
  readonly header: string;
  text(record: ReferenceRecord): string;
}

/** The columns of a table in the page's language: code (as people read it), name, then its own fields. */
export function codificationColumns(
  t: TFunction,
  language: Language,
  definition: EntityDefinition,
): CodificationColumn[] {
  return [
    { key: 'code', header: fieldLabel(t, 'code'), text: (record) => displayedCode(definition, record) },
    {
      key: 'description',
      header: fieldLabel(t, 'description'),
      text: (record) => referenceName(language, record),
    },
    ...codificationFields(definition).map((field) => ({
      key: field,
      header: fieldLabel(t, field),
      text: (record: ReferenceRecord) => fieldText(t, language, field, record),
    })),
  ];
}
