import { MANIFEST_SEARCH_DEFINITION, VESSEL_SEARCH_DEFINITION } from '@tsw/domain';
import type { CargoTable } from './cargoSearchSql.js';

/** An instant as the API writes it: UTC, to the second. */
const utcTime = (expression: string) =>
  `to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The same name answered and compared. */
const plain = (expression: string) => ({ select: expression, compare: expression });
/** A date answered as YYYY-MM-DD, compared as a date (so that its index serves the filter). */
const date = (expression: string) => ({ select: `${expression}::text`, compare: expression });

export const MANIFEST_TABLE: CargoTable = {
  definition: MANIFEST_SEARCH_DEFINITION,
  from: 'manifest m',
  columns: {
    id: { select: 'm.id::integer', compare: 'm.id' },
    voyageNumber: plain('m.voyage_number'),
    rotationNumber: plain('m.rotation_number'),
    customsOfficeCode: plain('m.customs_office_code'),
    modeOfTransport: plain('m.mode_of_transport'),
    placeOfDeparture: plain('m.place_of_departure'),
    placeOfDestination: plain('m.place_of_destination'),
    departureDate: date('m.departure_date'),
    expectedArrivalDate: date('m.expected_arrival_date'),
    arrivalDate: date('m.arrival_date'),
    registrationYear: { ...plain('m.registration_year'), integer: true },
    registrationNumber: { ...plain('m.registration_number'), integer: true },
    registrationDate: date('m.registration_date'),
    carrierCode: plain('m.carrier_code'),
    carrierName: plain('m.carrier_name'),
    transportName: plain('m.transport_name'),
    vesselImoNumber: plain('m.vessel_imo_number'),
    billOfLadingCount: plain('m.bill_of_lading_count'),
    containerCount: plain('m.container_count'),
    sample: { select: 'm.sample', compare: 'm.sample::text' },
  },
  tieBreak: 'm.id desc',
};

export const VESSEL_TABLE: CargoTable = {
  definition: VESSEL_SEARCH_DEFINITION,
  from: 'vessel v',
  columns: {
    imoNumber: plain('v.imo_number'),
    name: plain('v.name'),
    type: plain('v.type'),
    flagCountryCode: plain('v.flag_country_code'),
    registrationNumber: plain('v.registration_number'),
    registrationDate: date('v.registration_date'),
    mmsi: plain('v.mmsi'),
    callSign: plain('v.call_sign'),
    previousPort: plain('v.previous_port'),
    nextPort: plain('v.next_port'),
    // Filtered by day (YYYY-MM-DD, in UTC), answered to the second.
    atd: { select: utcTime('v.atd'), compare: "(v.atd at time zone 'UTC')::date" },
    ata: { select: utcTime('v.ata'), compare: "(v.ata at time zone 'UTC')::date" },
    status: plain('v.status'),
    sample: { select: 'v.sample', compare: 'v.sample::text' },
  },
  tieBreak: 'v.imo_number',
};

/** Every field of a table's records, for the answers that send a whole record. */
export function everyColumn(table: CargoTable): string {
  return Object.entries(table.columns)
    .map(([field, { select }]) => `${select} as "${field}"`)
    .join(', ');
}
