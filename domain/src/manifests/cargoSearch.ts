import type { EntityDefinition, FieldType, SortField } from '../reference/entityCatalog.js';
import type { ReferenceSearchBody } from '../reference/referenceSearchSchemas.js';
import { searchRequestFromBody, type SearchRequestResult } from '../reference/searchRequest.js';
import type { IsoDate } from '../calendar/isoDate.js';

/**
 * The manifest and vessel searches take the reference search's body (offset, max, selectFields,
 * restrictions with their operators) and are read by the same checks, against their own fields. Two
 * differences from the reference service, both the manifest screen's (§5): a restriction whose operator is
 * empty is a filter left blank and is dropped, and restrictions combine with AND unless the body says OR.
 */
function cargoSearchDefinition(
  name: string,
  fields: Readonly<Record<string, FieldType>>,
  selectedFields: readonly string[],
  defaultSort: readonly SortField[],
  textField: string,
): EntityDefinition {
  return {
    name,
    suggestMinLength: 3,
    fields,
    selectedFields,
    defaultSort,
    lookupField: 'id',
    textField,
    freeText: 'codeOrWords',
    rateFields: [],
    withHsLevels: false,
  };
}

/** A manifest's fields as the search answers and filters them; numbers are decimal, dates YYYY-MM-DD. */
export const MANIFEST_FIELDS = {
  id: 'decimal',
  voyageNumber: 'text',
  rotationNumber: 'text',
  customsOfficeCode: 'text',
  modeOfTransport: 'text',
  placeOfDeparture: 'text',
  placeOfDestination: 'text',
  departureDate: 'date',
  expectedArrivalDate: 'date',
  arrivalDate: 'date',
  registrationYear: 'decimal',
  registrationNumber: 'decimal',
  registrationDate: 'date',
  carrierCode: 'text',
  carrierName: 'text',
  transportName: 'text',
  vesselImoNumber: 'text',
  billOfLadingCount: 'decimal',
  containerCount: 'decimal',
  sample: 'text',
} as const satisfies Record<string, FieldType>;

export type ManifestField = keyof typeof MANIFEST_FIELDS;

/** What the screen's filters are (§3): every field may be filtered, these are the ones it offers. */
export const MANIFEST_FILTER_FIELDS = [
  'arrivalDate',
  'departureDate',
  'registrationDate',
  'customsOfficeCode',
  'placeOfDeparture',
  'placeOfDestination',
  'registrationNumber',
  'voyageNumber',
] as const satisfies readonly ManifestField[];

/** The §3 columns, with the key a record is opened by. */
const MANIFEST_SELECTED: readonly ManifestField[] = [
  'id',
  'voyageNumber',
  'customsOfficeCode',
  'placeOfDeparture',
  'placeOfDestination',
  'departureDate',
  'expectedArrivalDate',
  'arrivalDate',
  'registrationNumber',
  'registrationDate',
  'rotationNumber',
  'transportName',
  'billOfLadingCount',
  'sample',
];

export const MANIFEST_SEARCH_DEFINITION = cargoSearchDefinition(
  'manifest',
  MANIFEST_FIELDS,
  MANIFEST_SELECTED,
  [
    { field: 'registrationDate', order: 'DESC' },
    { field: 'id', order: 'DESC' },
  ],
  'voyageNumber',
);

export const VESSEL_FIELDS = {
  imoNumber: 'text',
  name: 'text',
  type: 'text',
  flagCountryCode: 'text',
  registrationNumber: 'text',
  registrationDate: 'date',
  mmsi: 'text',
  callSign: 'text',
  previousPort: 'text',
  nextPort: 'text',
  atd: 'date',
  ata: 'date',
  status: 'text',
  sample: 'text',
} as const satisfies Record<string, FieldType>;

export type VesselField = keyof typeof VESSEL_FIELDS;

export const VESSEL_SEARCH_DEFINITION = cargoSearchDefinition(
  'vessel',
  VESSEL_FIELDS,
  Object.keys(VESSEL_FIELDS).filter((field) => field !== 'sample' && field !== 'callSign'),
  [{ field: 'name', order: 'ASC' }],
  'name',
);

/** The reference search's checks over a cargo search's fields, with its own two readings (above). */
function cargoSearchRequest(
  definition: EntityDefinition,
  body: ReferenceSearchBody,
  today: IsoDate,
): SearchRequestResult {
  const restrictions = (body.restrictions ?? []).filter((restriction) => restriction.operator.trim() !== '');
  const result = searchRequestFromBody(
    definition,
    { ...body, restrictBy: body.restrictBy ?? 'AND', restrictions },
    today,
  );
  // No filter is every record: the reference search's stand-in (`code IS_NOT_NULL`) names no field here.
  if (!result.ok || restrictions.length > 0) return result;
  return { ok: true, request: { ...result.request, restrictions: [] } };
}

export function manifestSearchRequest(body: ReferenceSearchBody, today: IsoDate): SearchRequestResult {
  return cargoSearchRequest(MANIFEST_SEARCH_DEFINITION, body, today);
}

export function vesselSearchRequest(body: ReferenceSearchBody, today: IsoDate): SearchRequestResult {
  return cargoSearchRequest(VESSEL_SEARCH_DEFINITION, body, today);
}

/**
 * Whether a body names no filter: every restriction left blank (§5, "Fill at least one field"). The
 * service answers such a search all the same (the first page of every manifest); the screen checks first.
 */
export function cargoSearchIsEmpty(body: ReferenceSearchBody): boolean {
  return (body.restrictions ?? []).every(
    (restriction) =>
      restriction.operator.trim() === '' ||
      ((restriction.value ?? '') === '' && (restriction.values ?? []).length === 0),
  );
}

/** A print's file: `Manifest(11-20).pdf` for the rows 11 to 20 of the match, `Manifest(0-0)` for none. */
export function manifestPrintFileName(offset: number, rowCount: number, extension: string): string {
  const [first, last] = rowCount === 0 ? [0, 0] : [offset + 1, offset + rowCount];
  return `Manifest(${first}-${last}).${extension}`;
}
