import { Type, type Static } from 'typebox';
import { NULLABLE_STRING } from '../portal/nullableString.js';
import { VESSEL_STATUSES } from './vesselStatus.js';

/*
 * The answers of the manifest service (`{manifest}search`, `{manifest}manifests/{id}`, `{manifest}vessels/…`),
 * written once: the server's routes declare them, the web front end checks what it receives against them.
 */

const NULLABLE_DATE = Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date' });
const NULLABLE_TIME = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  format: 'date-time',
  description: 'An instant, in UTC.',
});

/** A manifest as the search lists it: every field, or those `selectFields` names. */
export const MANIFEST_RECORD = Type.Object({
  id: Type.Integer({ description: 'The key a manifest is opened by.' }),
  voyageNumber: Type.String(),
  rotationNumber: NULLABLE_STRING,
  customsOfficeCode: Type.String({ description: 'A customsOffice of the reference data.' }),
  modeOfTransport: Type.String({ description: 'UN Recommendation 19: 1 sea, 3 road, 4 air.' }),
  placeOfDeparture: Type.String({ description: 'UN/LOCODE.' }),
  placeOfDestination: Type.String({ description: 'UN/LOCODE.' }),
  departureDate: Type.String({ format: 'date' }),
  expectedArrivalDate: NULLABLE_DATE,
  arrivalDate: {
    ...NULLABLE_DATE,
    description: 'The actual arrival; null until the means of transport arrives.',
  },
  registrationYear: Type.Integer(),
  registrationNumber: Type.Integer({ description: 'Numbered from 1 each year at each customs office.' }),
  registrationDate: Type.String({ format: 'date' }),
  carrierCode: Type.String(),
  carrierName: Type.String(),
  transportName: Type.String({ description: "The vessel's name, the truck's plate or the flight." }),
  vesselImoNumber: NULLABLE_STRING,
  billOfLadingCount: Type.Integer(),
  containerCount: Type.Integer(),
  sample: Type.Boolean({ description: 'True for the sample data the portal ships, not real cargo.' }),
});

export type ManifestRecord = Static<typeof MANIFEST_RECORD>;

export const MANIFEST_SEARCH_ANSWER = Type.Object({
  resultList: Type.Array(Type.Partial(MANIFEST_RECORD)),
  totalCount: Type.Integer(),
});

export type ManifestSearchAnswer = Static<typeof MANIFEST_SEARCH_ANSWER>;

export const CONTAINER_RECORD = Type.Object({
  number: Type.String({ description: 'ISO 6346, check digit verified.' }),
  typeCode: Type.String({
    description: 'ISO 6346 size and type (22G1), a containerType of the reference data.',
  }),
  sealNumber: NULLABLE_STRING,
  full: Type.Boolean(),
});

export const BILL_OF_LADING_RECORD = Type.Object({
  lineNumber: Type.Integer(),
  number: Type.String(),
  consignor: Type.String(),
  consignee: Type.String(),
  notifyParty: NULLABLE_STRING,
  packageCount: Type.Integer(),
  packageTypeCode: Type.String({ description: 'A packageType of the reference data (UN/ECE Rec. 21).' }),
  grossMassKg: Type.String({ description: 'Kilograms, an exact decimal.' }),
  goodsDescription: Type.String(),
  hsCode: NULLABLE_STRING,
  placeOfLoading: Type.String(),
  placeOfUnloading: Type.String(),
  containers: Type.Array(CONTAINER_RECORD),
});

export type BillOfLadingRecord = Static<typeof BILL_OF_LADING_RECORD>;
export type ContainerRecord = Static<typeof CONTAINER_RECORD>;

export const MANIFEST_DETAIL_ANSWER = Type.Object({
  ...MANIFEST_RECORD.properties,
  billsOfLading: Type.Array(BILL_OF_LADING_RECORD),
});

export type ManifestDetailAnswer = Static<typeof MANIFEST_DETAIL_ANSWER>;

export const VESSEL_RECORD = Type.Object({
  imoNumber: Type.String({ description: "Lloyd's (IMO) number, seven digits, check digit verified." }),
  name: Type.String(),
  type: Type.String(),
  flagCountryCode: Type.String(),
  registrationNumber: Type.String(),
  registrationDate: Type.String({ format: 'date' }),
  mmsi: Type.String({ description: "Nine digits; the first three are the flag's country (201–775)." }),
  callSign: NULLABLE_STRING,
  previousPort: NULLABLE_STRING,
  nextPort: NULLABLE_STRING,
  atd: { ...NULLABLE_TIME, description: 'Actual time of departure from the previous port.' },
  ata: { ...NULLABLE_TIME, description: 'Actual time of arrival at the next port; null while under way.' },
  status: Type.Enum(VESSEL_STATUSES),
  sample: Type.Boolean(),
});

export type VesselRecord = Static<typeof VESSEL_RECORD>;

export const VESSEL_SEARCH_ANSWER = Type.Object({
  resultList: Type.Array(Type.Partial(VESSEL_RECORD)),
  totalCount: Type.Integer(),
});

export const VESSEL_DETAIL_ANSWER = Type.Object({
  ...VESSEL_RECORD.properties,
  latestManifests: Type.Array(MANIFEST_RECORD, { description: 'Its latest manifests, newest first.' }),
});

export type VesselDetailAnswer = Static<typeof VESSEL_DETAIL_ANSWER>;

/** What an import that landed says: how many manifests and bills of lading the file brought. */
export const MANIFEST_IMPORT_ANSWER = Type.Object({
  manifests: Type.Integer(),
  billsOfLading: Type.Integer(),
});

export type ManifestImportAnswer = Static<typeof MANIFEST_IMPORT_ANSWER>;
