import { isIsoDate } from '../calendar/isoDate.js';
import type { RequestProblem } from '../portal/requestProblem.js';
import type { BillOfLadingRecord, ManifestRecord, VesselRecord } from './cargoSchemas.js';
import { containerNumberFrom } from './containerNumber.js';
import { imoNumberFrom, mmsiFrom, VESSEL_IDENTITY_MESSAGES } from './vesselIdentity.js';
import { isVesselStatus, VESSEL_STATUSES } from './vesselStatus.js';

/** A manifest as a file brings it, before it is stored: no key, counts or sample mark yet. */
export interface CargoManifest extends Omit<
  ManifestRecord,
  'id' | 'billOfLadingCount' | 'containerCount' | 'sample'
> {
  readonly billsOfLading: readonly BillOfLadingRecord[];
}

export type CargoVessel = Omit<VesselRecord, 'sample'>;

/** The reference lists a manifest's codes must be found in. */
export interface CargoReferenceCodes {
  isLocation(code: string): boolean;
  isCustomsOffice(code: string): boolean;
  isPackageType(code: string): boolean;
  isContainerType(code: string): boolean;
}

/** UN Recommendation 19, as the manifests name their mode: sea, road and air. */
export const CARGO_MODES_OF_TRANSPORT = ['1', '3', '4'] as const;

/**
 * The limits of a manifest file, declared once for the import, the upload screen and their documentation.
 * Each bounds what a file can make the server hold: a hostile file of millions of tiny bills is refused when
 * it passes a count, not once it has filled the memory.
 */
export const CARGO_IMPORT_LIMITS = {
  /**
   * An upload's bytes: a large vessel's manifest (a few thousand bills of lading) is a few MiB of AWMDS XML.
   * The import command takes larger files.
   */
  fileBytesMax: 32 * 1024 * 1024,
  /** Manifests in one file: a file is usually one voyage, a CSV sometimes a day's voyages. */
  manifestsMax: 500,
  /** Bills of lading in one file, every manifest counted. */
  billsOfLadingMax: 20_000,
  /** Containers in one file, every bill counted. */
  containersMax: 50_000,
  /** A text of a manifest, bill or container, in characters. */
  textMaxLength: 500,
  /** A row of the CSV layout, in characters: every column at its longest, and a thousand containers. */
  csvRowMaxCharacters: 64 * 1024,
} as const;

function problem(
  path: string,
  code: string,
  message: string,
  params?: Record<string, string | number>,
): RequestProblem {
  return { path, code, message, ...(params ? { params } : {}) };
}

/**
 * Every problem of one manifest, its bills of lading and their containers, named by field (the import
 * names the line). Codes are looked up in the reference data; dates must follow one another.
 */
export function cargoManifestProblems(manifest: CargoManifest, codes: CargoReferenceCodes): RequestProblem[] {
  const problems: RequestProblem[] = [];
  reportCargoManifestProblems(manifest, codes, (found) => problems.push(found));
  return problems;
}

/**
 * The problems of `cargoManifestProblems`, each handed to `report` as it is found: a manifest of thousands of
 * bad bills is never a list of them all (an import counts them and keeps the first).
 */
export function reportCargoManifestProblems(
  manifest: CargoManifest,
  codes: CargoReferenceCodes,
  report: (found: RequestProblem) => void,
): void {
  const required = (path: string, value: string | null | undefined) => {
    if (value === null || value === undefined || value.trim() === '') {
      report(problem(path, 'CARGO_REQUIRED', `${path} is required.`, { field: path }));
      return false;
    }
    if (value.length > CARGO_IMPORT_LIMITS.textMaxLength) {
      report(
        problem(
          path,
          'CARGO_TOO_LONG',
          `${path} is longer than ${CARGO_IMPORT_LIMITS.textMaxLength} characters.`,
          {
            field: path,
            max: CARGO_IMPORT_LIMITS.textMaxLength,
          },
        ),
      );
      return false;
    }
    return true;
  };
  const location = (path: string, value: string) => {
    if (required(path, value) && !codes.isLocation(value)) {
      report(
        problem(path, 'CARGO_UNKNOWN_LOCATION', `'${value}' is not a UN/LOCODE of the location table.`, {
          field: path,
          value,
        }),
      );
    }
  };
  const date = (path: string, value: string | null, optional = false) => {
    if (value === null && optional) return;
    if (required(path, value) && !isIsoDate(value ?? '')) {
      report(
        problem(path, 'CARGO_INVALID_DATE', `'${value ?? ''}' is not a date written YYYY-MM-DD.`, {
          field: path,
          value: value ?? '',
        }),
      );
    }
  };
  required('voyageNumber', manifest.voyageNumber);
  if (
    required('customsOfficeCode', manifest.customsOfficeCode) &&
    !codes.isCustomsOffice(manifest.customsOfficeCode)
  ) {
    report(
      problem(
        'customsOfficeCode',
        'CARGO_UNKNOWN_OFFICE',
        `'${manifest.customsOfficeCode}' is not a customs office.`,
        { value: manifest.customsOfficeCode },
      ),
    );
  }
  if (!(CARGO_MODES_OF_TRANSPORT as readonly string[]).includes(manifest.modeOfTransport)) {
    report(
      problem(
        'modeOfTransport',
        'CARGO_UNKNOWN_MODE',
        `'${manifest.modeOfTransport}' is not a mode of transport: 1 sea, 3 road, 4 air.`,
        { value: manifest.modeOfTransport },
      ),
    );
  }
  location('placeOfDeparture', manifest.placeOfDeparture);
  location('placeOfDestination', manifest.placeOfDestination);
  date('departureDate', manifest.departureDate);
  date('expectedArrivalDate', manifest.expectedArrivalDate, true);
  date('arrivalDate', manifest.arrivalDate, true);
  date('registrationDate', manifest.registrationDate);
  if (manifest.arrivalDate !== null && manifest.arrivalDate < manifest.departureDate) {
    report(
      problem('arrivalDate', 'CARGO_ARRIVAL_BEFORE_DEPARTURE', 'The arrival comes before the departure.'),
    );
  }
  if (!Number.isInteger(manifest.registrationNumber) || manifest.registrationNumber < 1) {
    report(
      problem(
        'registrationNumber',
        'CARGO_INVALID_NUMBER',
        'The registration number is a whole number from 1.',
        { field: 'registrationNumber' },
      ),
    );
  }
  required('carrierCode', manifest.carrierCode);
  required('carrierName', manifest.carrierName);
  required('transportName', manifest.transportName);
  if (manifest.vesselImoNumber !== null) {
    const imo = imoNumberFrom(manifest.vesselImoNumber);
    if (!imo.ok)
      report(
        problem('vesselImoNumber', imo.code, VESSEL_IDENTITY_MESSAGES[imo.code], {
          value: manifest.vesselImoNumber,
        }),
      );
  }
  const numbers = new Set<string>();
  manifest.billsOfLading.forEach((bill, index) => {
    const path = (field: string) => `billsOfLading[${index}].${field}`;
    if (required(path('number'), bill.number) && numbers.has(bill.number)) {
      report(
        problem(
          path('number'),
          'CARGO_BILL_REPEATED',
          `The bill of lading ${bill.number} is in the manifest twice.`,
          { value: bill.number },
        ),
      );
    }
    numbers.add(bill.number);
    required(path('consignor'), bill.consignor);
    required(path('consignee'), bill.consignee);
    required(path('goodsDescription'), bill.goodsDescription);
    location(path('placeOfLoading'), bill.placeOfLoading);
    location(path('placeOfUnloading'), bill.placeOfUnloading);
    if (
      required(path('packageTypeCode'), bill.packageTypeCode) &&
      !codes.isPackageType(bill.packageTypeCode)
    ) {
      report(
        problem(
          path('packageTypeCode'),
          'CARGO_UNKNOWN_PACKAGE_TYPE',
          `'${bill.packageTypeCode}' is not a package type.`,
          { value: bill.packageTypeCode },
        ),
      );
    }
    if (!Number.isInteger(bill.packageCount) || bill.packageCount < 0) {
      report(
        problem(path('packageCount'), 'CARGO_INVALID_NUMBER', 'The number of packages is a whole number.', {
          field: 'packageCount',
        }),
      );
    }
    if (!/^\d+(\.\d{1,3})?$/.test(bill.grossMassKg)) {
      report(
        problem(
          path('grossMassKg'),
          'CARGO_INVALID_MASS',
          `'${bill.grossMassKg}' is not a mass in kilograms.`,
          { value: bill.grossMassKg },
        ),
      );
    }
    if (bill.hsCode !== null && !/^\d{4,12}$/.test(bill.hsCode)) {
      report(
        problem(
          path('hsCode'),
          'CARGO_INVALID_HS_CODE',
          `'${bill.hsCode}' is not an HS code of 4 to 12 digits.`,
          { value: bill.hsCode },
        ),
      );
    }
    bill.containers.forEach((container, containerIndex) => {
      const containerPath = `${path('containers')}[${containerIndex}]`;
      if (containerNumberFrom(container.number) !== container.number) {
        report(
          problem(
            `${containerPath}.number`,
            'CARGO_INVALID_CONTAINER',
            `'${container.number}' is not a container number whose check digit holds (ISO 6346).`,
            { value: container.number },
          ),
        );
      }
      if (!codes.isContainerType(container.typeCode)) {
        report(
          problem(
            `${containerPath}.typeCode`,
            'CARGO_UNKNOWN_CONTAINER_TYPE',
            `'${container.typeCode}' is not a container type.`,
            { value: container.typeCode },
          ),
        );
      }
    });
  });
}

/**
 * Every problem of a vessel: its IMO number's check digit, its MMSI's country digits, its status, an arrival
 * (ATA) before its departure (ATD).
 */
export function cargoVesselProblems(vessel: CargoVessel): RequestProblem[] {
  const problems: RequestProblem[] = [];
  const imo = imoNumberFrom(vessel.imoNumber);
  if (!imo.ok)
    problems.push(
      problem('imoNumber', imo.code, VESSEL_IDENTITY_MESSAGES[imo.code], { value: vessel.imoNumber }),
    );
  const mmsi = mmsiFrom(vessel.mmsi);
  if (!mmsi.ok)
    problems.push(problem('mmsi', mmsi.code, VESSEL_IDENTITY_MESSAGES[mmsi.code], { value: vessel.mmsi }));
  if (!isVesselStatus(vessel.status)) {
    problems.push(
      problem(
        'status',
        'CARGO_UNKNOWN_STATUS',
        `'${vessel.status}' is not a status: ${VESSEL_STATUSES.join(', ')}.`,
        { value: vessel.status },
      ),
    );
  }
  if (vessel.name.trim() === '')
    problems.push(problem('name', 'CARGO_REQUIRED', 'name is required.', { field: 'name' }));
  // Times of one voyage: the ship reaches this port after it left the previous one (both in UTC).
  if (vessel.atd !== null && vessel.ata !== null && Date.parse(vessel.ata) < Date.parse(vessel.atd)) {
    problems.push(
      problem('ata', 'CARGO_ARRIVAL_BEFORE_DEPARTURE', 'The arrival comes before the departure.', {
        value: vessel.ata,
      }),
    );
  }
  if (!isIsoDate(vessel.registrationDate)) {
    problems.push(
      problem(
        'registrationDate',
        'CARGO_INVALID_DATE',
        `'${vessel.registrationDate}' is not a date written YYYY-MM-DD.`,
        { field: 'registrationDate', value: vessel.registrationDate },
      ),
    );
  }
  return problems;
}
