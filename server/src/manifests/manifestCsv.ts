import { CARGO_IMPORT_LIMITS, type ContainerRecord, type ProblemTally } from '@tsw/domain';
import { csvRowTooLong, csvRows } from '../importing/csvRows.js';
import {
  cargoCountProblem,
  cargoFileDate,
  cargoFileFull,
  cargoFileInteger,
  cargoFileMode,
  type CargoFileManifest,
  type CargoLineProblem,
} from './cargoFileManifest.js';

/**
 * The manifest CSV layout (docs/importing.md): one row per bill of lading, the manifest's columns repeated
 * on each of its rows. Rows with the same customs office, voyage number and departure date are one manifest,
 * in the order of their first row.
 */
export const MANIFEST_CSV_COLUMNS = [
  'customsOfficeCode',
  'voyageNumber',
  'rotationNumber',
  'modeOfTransport',
  'placeOfDeparture',
  'placeOfDestination',
  'departureDate',
  'expectedArrivalDate',
  'arrivalDate',
  'registrationDate',
  'carrierCode',
  'carrierName',
  'transportName',
  'vesselImoNumber',
  'billOfLadingNumber',
  'consignor',
  'consignee',
  'notifyParty',
  'packageCount',
  'packageTypeCode',
  'grossMassKg',
  'goodsDescription',
  'hsCode',
  'placeOfLoading',
  'placeOfUnloading',
  'containers',
] as const;

/** `CSQU3054383 22G1 SL123456 F; …`: number, type, seal (or -), F full or E empty. */
function containersFrom(
  text: string,
  line: number,
  problems: ProblemTally<CargoLineProblem>,
): ContainerRecord[] {
  return text
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .flatMap((part) => {
      const [number, typeCode, seal, full, ...rest] = part.split(/\s+/);
      if (!number || !typeCode || rest.length > 0) {
        problems.add({
          line,
          path: 'containers',
          code: 'CARGO_CONTAINER_FORM',
          message: `'${part}' is not a container written as: number type [seal] [F|E].`,
          params: { value: part },
        });
        return [];
      }
      return [
        {
          number: number.toUpperCase(),
          typeCode,
          sealNumber: seal && seal !== '-' ? seal : null,
          full: cargoFileFull(full),
        },
      ];
    });
}

/**
 * Reads every manifest of a CSV file, each problem of reading going to `problems`. A header without the
 * layout's columns, a row too long, more rows or manifests than a file may hold, or a file that is no CSV is
 * the one problem that stops reading, named by its line.
 */
export async function readManifestCsv(
  filePath: string,
  problems: ProblemTally<CargoLineProblem>,
): Promise<{
  manifests: CargoFileManifest[];
  problem?: CargoLineProblem;
}> {
  const byKey = new Map<string, { line: number; rows: { row: Record<string, string>; line: number }[] }>();
  let bills = 0;
  let containers = 0;
  try {
    for await (const entry of csvRows(filePath, MANIFEST_CSV_COLUMNS, {
      maxRowCharacters: CARGO_IMPORT_LIMITS.csvRowMaxCharacters,
    })) {
      if ('headerProblem' in entry) {
        return {
          manifests: [],
          problem: { line: 1, path: 'header', code: 'CARGO_CSV_HEADER', message: entry.headerProblem },
        };
      }
      const { row, line } = entry;
      bills += 1;
      // Every part of the containers' cell counts, well written or not: each costs a record or a problem.
      containers += (row.containers ?? '').split(';').filter((part) => part.trim() !== '').length;
      const key = [row.customsOfficeCode, row.voyageNumber, row.departureDate].join(' ');
      const group = byKey.get(key) ?? { line, rows: [] };
      if (bills > CARGO_IMPORT_LIMITS.billsOfLadingMax)
        return { manifests: [], problem: cargoCountProblem(line, 'billsOfLading') };
      if (containers > CARGO_IMPORT_LIMITS.containersMax)
        return { manifests: [], problem: cargoCountProblem(line, 'containers') };
      if (group.rows.length === 0 && byKey.size >= CARGO_IMPORT_LIMITS.manifestsMax)
        return { manifests: [], problem: cargoCountProblem(line, 'manifests') };
      group.rows.push({ row, line });
      byKey.set(key, group);
    }
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    if (csvRowTooLong(error)) {
      const max = CARGO_IMPORT_LIMITS.csvRowMaxCharacters;
      return {
        manifests: [],
        problem: {
          line,
          path: 'file',
          code: 'CARGO_CSV_ROW_TOO_LONG',
          message: `A row of the file has more than ${max} characters.`,
          params: { max },
        },
      };
    }
    return {
      manifests: [],
      problem: {
        line,
        path: 'file',
        code: 'CARGO_CSV_UNREADABLE',
        message: `The file cannot be read as CSV: ${(error as Error).message}`,
      },
    };
  }
  const manifests = [...byKey.values()].map(({ line, rows }): CargoFileManifest => {
    const first = rows[0]?.row ?? {};
    const value = (name: string) => (first[name] ?? '').trim();
    return {
      line,
      billLines: rows.map((entry) => entry.line),
      manifest: {
        voyageNumber: value('voyageNumber'),
        rotationNumber: value('rotationNumber') || null,
        customsOfficeCode: value('customsOfficeCode'),
        modeOfTransport: cargoFileMode(value('modeOfTransport')),
        placeOfDeparture: value('placeOfDeparture'),
        placeOfDestination: value('placeOfDestination'),
        departureDate: cargoFileDate(value('departureDate')) ?? '',
        expectedArrivalDate: cargoFileDate(value('expectedArrivalDate')),
        arrivalDate: cargoFileDate(value('arrivalDate')),
        registrationYear: 0,
        registrationNumber: 0,
        registrationDate: cargoFileDate(value('registrationDate')) ?? '',
        carrierCode: value('carrierCode'),
        carrierName: value('carrierName'),
        transportName: value('transportName'),
        vesselImoNumber: value('vesselImoNumber').replace(/^IMO\s?/i, '') || null,
        billsOfLading: rows.map(({ row, line: billLine }, index) => {
          const cell = (name: string) => (row[name] ?? '').trim();
          return {
            lineNumber: index + 1,
            number: cell('billOfLadingNumber'),
            consignor: cell('consignor'),
            consignee: cell('consignee'),
            notifyParty: cell('notifyParty') || null,
            packageCount: cargoFileInteger(cell('packageCount')),
            packageTypeCode: cell('packageTypeCode'),
            grossMassKg: cell('grossMassKg'),
            goodsDescription: cell('goodsDescription'),
            hsCode: cell('hsCode').replace(/\./g, '') || null,
            placeOfLoading: cell('placeOfLoading'),
            placeOfUnloading: cell('placeOfUnloading'),
            containers: containersFrom(cell('containers'), billLine, problems),
          };
        }),
      },
    };
  });
  return { manifests };
}
