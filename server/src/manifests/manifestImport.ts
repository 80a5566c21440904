import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import {
  isIsoDate,
  ProblemTally,
  reportCargoManifestProblems,
  type CargoManifest,
  type IsoDate,
} from '@tsw/domain';
import type { Database } from '../database/database.js';
import type { ReferenceCache } from '../referenceService/referenceCache.js';
import { readAsycudaManifests } from './asycudaManifestXml.js';
import type { CargoFileManifest, CargoLineProblem } from './cargoFileManifest.js';
import { cargoReferenceCodes } from './cargoReferenceCodes.js';
import { storeCargo } from './cargoStoreWrite.js';
import { readManifestCsv } from './manifestCsv.js';

/** The manifest files the portal takes: ASYCUDA World's XML (AWMDS) and the portal's CSV layout. */
export const MANIFEST_FILE_FORMATS = ['asycuda-xml', 'csv'] as const;
export type ManifestFileFormat = (typeof MANIFEST_FILE_FORMATS)[number];

export interface ManifestImportProgress {
  readonly phase: 'reading' | 'storing';
  /** Bills of lading read, or stored. */
  readonly billsOfLading: number;
  readonly total?: number;
}

export interface ManifestImportOutcome {
  readonly landed: boolean;
  /** The first problems found (IMPORT_PROBLEMS_SHOWN), in the order of their lines. */
  readonly problems: readonly CargoLineProblem[];
  /** Every problem found, listed or not. */
  readonly problemCount: number;
  readonly manifests: number;
  readonly billsOfLading: number;
}

const PROGRESS_EVERY_BILLS = 1_000;

async function readManifestFile(
  filePath: string,
  format: ManifestFileFormat,
  problems: ProblemTally<CargoLineProblem>,
  onProgress?: (progress: ManifestImportProgress) => void,
): Promise<{ manifests: CargoFileManifest[]; problem?: CargoLineProblem }> {
  if (format === 'csv') return readManifestCsv(filePath, problems);
  const manifests: CargoFileManifest[] = [];
  let bills = 0;
  const problem = await readAsycudaManifests(
    createReadStream(filePath),
    (manifest) => {
      manifests.push(manifest);
      const before = bills;
      bills += manifest.manifest.billsOfLading.length;
      if (Math.floor(bills / PROGRESS_EVERY_BILLS) > Math.floor(before / PROGRESS_EVERY_BILLS)) {
        onProgress?.({ phase: 'reading', billsOfLading: bills });
      }
    },
    problems,
  );
  return problem ? { manifests, problem } : { manifests };
}

/** Numbers each manifest as its office registers it: the next number of the office and year. */
async function registered(
  database: Database,
  manifests: readonly CargoFileManifest[],
  today: IsoDate,
): Promise<CargoManifest[]> {
  const numbers = await database.query<{ office: string; year: number; last: number }>(
    `select customs_office_code as office, registration_year as year, max(registration_number) as last
       from manifest group by customs_office_code, registration_year`,
  );
  const next = new Map(numbers.map((row) => [`${row.office}/${row.year}`, row.last]));
  return manifests.map(({ manifest }) => {
    const registrationDate = manifest.registrationDate === '' ? today : manifest.registrationDate;
    const registrationYear = isIsoDate(registrationDate) ? Number(registrationDate.slice(0, 4)) : 0;
    const key = `${manifest.customsOfficeCode}/${registrationYear}`;
    const registrationNumber = (next.get(key) ?? 0) + 1;
    next.set(key, registrationNumber);
    return { ...manifest, registrationDate, registrationYear, registrationNumber };
  });
}

/** A problem of the domain's checks, named by the line of the part it is about. */
function onItsLine(file: CargoFileManifest, problem: { path: string }): number {
  const bill = /^billsOfLading\[(\d+)\]/.exec(problem.path);
  return bill ? (file.billLines[Number(bill[1])] ?? file.line) : file.line;
}

/** A refused file: nothing stored, the first problems found in the order of their lines, and their count. */
function refused(found: ProblemTally<CargoLineProblem>): ManifestImportOutcome {
  return {
    landed: false,
    problems: [...found.kept].sort((left, right) => left.line - right.line),
    problemCount: found.count,
    manifests: 0,
    billsOfLading: 0,
  };
}

/** A file refused for the one problem that stopped it. */
function refusedFor(stop: CargoLineProblem): ManifestImportOutcome {
  const found = new ProblemTally<CargoLineProblem>();
  found.add(stop);
  return refused(found);
}

/**
 * Loads a manifest file. Every manifest and bill of lading is checked first (codes against the reference
 * data of `today`, IMO numbers, container check digits, dates); any problem refuses the whole file, each named
 * by its line. Otherwise the file lands whole, in one transaction, each manifest registered at its office.
 */
export async function importManifestFile(
  database: Database,
  cache: ReferenceCache,
  request: {
    filePath: string;
    format: ManifestFileFormat;
    today: IsoDate;
    /** The name the import is recorded under (an upload's own name); the file's by default. */
    fileName?: string;
    onProgress?: (progress: ManifestImportProgress) => void;
  },
): Promise<ManifestImportOutcome> {
  // Problems are counted as they are found and only the first kept: a hostile file may hold millions.
  const problems = new ProblemTally<CargoLineProblem>();
  const read = await readManifestFile(request.filePath, request.format, problems, request.onProgress);
  // A file that cannot be read is refused where reading stopped; what came before it proves nothing.
  if (read.problem) return refusedFor(read.problem);
  if (read.manifests.length === 0) {
    problems.add({
      line: 1,
      path: 'file',
      code: 'CARGO_FILE_EMPTY',
      message: 'The file holds no manifest.',
    });
  }
  const manifests = await registered(database, read.manifests, request.today);
  const codes = await cargoReferenceCodes(cache, request.today);
  const imoNumbers = [
    ...new Set(manifests.flatMap((manifest) => (manifest.vesselImoNumber ? [manifest.vesselImoNumber] : []))),
  ];
  const known = new Set(
    (
      await database.query<{ imo: string }>(
        'select imo_number as imo from vessel where imo_number = any($1::text[])',
        [imoNumbers],
      )
    ).map((row) => row.imo),
  );
  read.manifests.forEach((file, index) => {
    const manifest = manifests[index] as CargoManifest;
    reportCargoManifestProblems(manifest, codes, (problem) =>
      problems.add({ ...problem, line: onItsLine(file, problem) }),
    );
    if (
      manifest.vesselImoNumber &&
      /^\d{7}$/.test(manifest.vesselImoNumber) &&
      !known.has(manifest.vesselImoNumber)
    ) {
      problems.add({
        line: file.line,
        path: 'vesselImoNumber',
        code: 'CARGO_UNKNOWN_VESSEL',
        message: `No vessel has the IMO number ${manifest.vesselImoNumber}.`,
        params: { value: manifest.vesselImoNumber },
      });
    }
  });
  const billCount = manifests.reduce((sum, manifest) => sum + manifest.billsOfLading.length, 0);
  if (problems.count > 0) return refused(problems);
  const stored = await storeCargo(database, {
    fileName: request.fileName ?? basename(request.filePath),
    format: request.format,
    sample: false,
    vessels: [],
    manifests,
    onProgress: ({ billsOfLading }) =>
      request.onProgress?.({ phase: 'storing', billsOfLading, total: billCount }),
  });
  if (!stored.ok) {
    // Another import registered the same numbers meanwhile: nothing of this file was stored.
    const conflicts = new ProblemTally<CargoLineProblem>();
    stored.conflicts.forEach((conflict) =>
      conflicts.add({
        line: read.manifests[conflict.index]?.line ?? 1,
        path: 'registrationNumber',
        code: 'CARGO_REGISTERED_MEANWHILE',
        message: `Manifest ${conflict.registrationNumber} of ${conflict.registrationYear} at office ${conflict.customsOfficeCode} was registered by another import meanwhile; import the file again.`,
        params: { value: conflict.registrationNumber },
      }),
    );
    return refused(conflicts);
  }
  return {
    landed: true,
    problems: [],
    problemCount: 0,
    manifests: stored.manifests,
    billsOfLading: stored.billsOfLading,
  };
}
