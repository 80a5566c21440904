/** The fields of an item on the screens, which the service's problem paths name in its own words. */
export type TaxationItemField =
  'commodity' | 'origin' | 'currency' | 'value' | 'incoterm' | 'freight' | 'insurance' | 'nationalProcedure';

/** An item's part of the body (after `items[n].`) and the field that shows its problem. */
const ITEM_FIELD_OF_PATH: Readonly<Record<string, TaxationItemField>> = {
  commodityCode: 'commodity',
  'commodityCode.hsCode': 'commodity',
  'commodityCode.pr1': 'commodity',
  itemCountryOfOriginCode: 'origin',
  currencyCode: 'currency',
  'currencyCode.value': 'currency',
  statValueInForeignCurrency: 'value',
  incoterm: 'incoterm',
  freight: 'freight',
  insurance: 'insurance',
  nationalProcedure: 'nationalProcedure',
};

const DOCUMENT_FIELD_OF_PATH: Readonly<Record<string, 'declaration' | 'validityDate'>> = {
  'document.typeOfDeclaration': 'declaration',
  'document.generalProcedureCode': 'declaration',
  validityDate: 'validityDate',
};

export interface TaxationFieldProblems {
  readonly declaration?: string;
  readonly validityDate?: string;
  /** By the item's id on the form. */
  readonly items: ReadonlyMap<number, Partial<Record<TaxationItemField, string>>>;
  /** What no field shows (no items, a problem of a path the screens do not know): said above the form. */
  readonly other: readonly string[];
}

export const NO_TAXATION_PROBLEMS: TaxationFieldProblems = { items: new Map(), other: [] };

/**
 * The translated problems of a simulation (by the service's paths: `items[1].currencyCode.value`) placed
 * on the screen's fields: an item's by the id of the item that was sent in that place, since items may be
 * removed before the problems are read.
 */
export function taxationFieldProblems(
  messages: Readonly<Record<string, string>>,
  sentItemIds: readonly number[],
): TaxationFieldProblems {
  const document: { declaration?: string; validityDate?: string } = {};
  const items = new Map<number, Partial<Record<TaxationItemField, string>>>();
  const other: string[] = [];
  for (const [path, message] of Object.entries(messages)) {
    const documentField = DOCUMENT_FIELD_OF_PATH[path];
    if (documentField) {
      document[documentField] ??= message;
      continue;
    }
    const [, index, rest = ''] = /^items\[(\d+)\]\.?(.*)$/.exec(path) ?? [];
    const id = index === undefined ? undefined : sentItemIds[Number(index)];
    const field = ITEM_FIELD_OF_PATH[rest];
    if (id !== undefined && field) {
      const fields = items.get(id) ?? {};
      fields[field] ??= message;
      items.set(id, fields);
    } else {
      other.push(message);
    }
  }
  return { ...document, items, other };
}
