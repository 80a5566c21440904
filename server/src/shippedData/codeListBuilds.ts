import type { ReferenceRecord } from '@tsw/domain';
import { ISO4217_FORMAT } from '../importing/formats/iso4217Format.js';
import { UNLOCODE_FORMAT } from '../importing/formats/unlocodeFormat.js';
import { countryRecordsFromIcu } from '../referenceService/icuReferenceNames.js';
import { referenceDataFileFromRecords, type ReferenceDataFile } from './referenceDataFile.js';
import {
  CODE_LISTS_VALID_FROM,
  PROVENANCE_NOTE,
  recordsReadByFormat,
  sourceCsvRows,
  withBengaliName,
  type BengaliNames,
  type ReferenceDataSources,
} from './referenceDataSources.js';

/** Each shipped code list: its entity, source file and columns, and how a row becomes a record. */
export interface CodeListBuild {
  readonly entity: string;
  readonly sourceFile: string;
  readonly source: string;
  readonly columns: readonly string[];
  /** The record of a row, or undefined for a row the portal does not need (a deleted code). */
  readonly record: (row: Readonly<Record<string, string>>) => ReferenceRecord | undefined;
}

const text = (value: string | undefined) => (value ?? '').trim() || null;
/**
 * UN/ECE marks deleted (X) and deprecated (D) codes, and added (+) or changed (¦, |) ones; the portal offers
 * the codes in use.
 */
const inUse = (status: string | undefined) => !['X', 'D'].includes((status ?? '').trim());

export const CODE_LIST_BUILDS: readonly CodeListBuild[] = [
  {
    entity: 'unitOfMeasurement',
    sourceFile: 'unece-codelists/rec20_units_of_measure.csv',
    source: 'UN/ECE Recommendation 20, units of measure (codes in use)',
    columns: ['code', 'name', 'symbol', 'status'],
    record: (row) =>
      inUse(row.status)
        ? { code: text(row.code), description: text(row.name), symbol: text(row.symbol) }
        : undefined,
  },
  {
    entity: 'packageType',
    sourceFile: 'unece-codelists/rec21_package_types.csv',
    source: 'UN/ECE Recommendation 21, package types (codes in use)',
    columns: ['code', 'name', 'status'],
    record: (row) => (inUse(row.status) ? { code: text(row.code), description: text(row.name) } : undefined),
  },
  {
    entity: 'modeOfTransport',
    sourceFile: 'unece-codelists/rec19_transport_modes.csv',
    source: 'UN/ECE Recommendation 19, modes of transport',
    columns: ['code', 'name'],
    record: (row) => ({ code: text(row.code), description: text(row.name) }),
  },
  {
    entity: 'transportType',
    sourceFile: 'unece-codelists/rec28_transport_means_types.csv',
    source: 'UN/ECE Recommendation 28, types of means of transport',
    columns: ['mode', 'code', 'name', 'change_indicator'],
    // X marks a code deleted from the list.
    record: (row) =>
      text(row.change_indicator) === 'X'
        ? undefined
        : { parentCode: text(row.mode), code: text(row.code), description: text(row.name) },
  },
  {
    entity: 'termsOfDelivery',
    sourceFile: 'unece-codelists/incoterms_delivery_terms.csv',
    source: 'Incoterms 2020 (ICC), as coded in UN/CEFACT’s delivery terms list',
    columns: ['code', 'name'],
    // The list's two generic codes (1, 2) are not Incoterms rules.
    record: (row) =>
      /^[A-Z]{3}$/.test(row.code ?? '') ? { code: text(row.code), description: text(row.name) } : undefined,
  },
  {
    entity: 'meansOfPayment',
    sourceFile: 'unece-codelists/untdid4461_payment_means.csv',
    source: 'UN/EDIFACT UNTDID 4461, payment means',
    columns: ['code', 'name'],
    record: (row) => ({ code: text(row.code), description: text(row.name) }),
  },
];

export async function codeListFile(
  build: CodeListBuild,
  sources: ReferenceDataSources,
  bengaliNames: BengaliNames,
): Promise<ReferenceDataFile> {
  const rows = await sourceCsvRows(new URL(build.sourceFile, sources.sharedDirectory), build.columns);
  const records = rows.flatMap((row) => {
    const record = build.record(row);
    return record ? [withBengaliName(bengaliNames, build.entity, record)] : [];
  });
  return referenceDataFileFromRecords(
    {
      entity: build.entity,
      validFrom: CODE_LISTS_VALID_FROM,
      source: build.source,
      provenance: PROVENANCE_NOTE,
    },
    records,
  );
}

const CURRENCY_SOURCE_FILE = 'currency-codes/iso4217_active_unique.csv';

/** ISO 4217's active currencies, read as `npm run import -- --format iso4217` reads them (names from ICU). */
export async function currencyFile(sources: ReferenceDataSources): Promise<ReferenceDataFile> {
  const records = await recordsReadByFormat(
    new URL(CURRENCY_SOURCE_FILE, sources.sharedDirectory),
    ISO4217_FORMAT,
  );
  return referenceDataFileFromRecords(
    {
      entity: 'currency',
      validFrom: CODE_LISTS_VALID_FROM,
      source:
        `ISO 4217 currencies in use, names in five languages from ICU ${process.versions.icu ?? ''}`.trim(),
      provenance: PROVENANCE_NOTE,
    },
    records,
  );
}

/** ISO 3166 countries and territories as ICU (CLDR) names them in the five languages. */
export function countryFile(): ReferenceDataFile {
  return referenceDataFileFromRecords(
    {
      entity: 'country',
      validFrom: CODE_LISTS_VALID_FROM,
      source: `ISO 3166 countries, names in five languages from ICU ${process.versions.icu ?? ''} (CLDR ${process.versions.cldr ?? ''})`,
      provenance: PROVENANCE_NOTE,
    },
    countryRecordsFromIcu(),
  );
}

const LOCATION_SOURCE_FILES = {
  bangladesh: 'un-locode/unlocode_BD.csv',
  world: 'un-locode/unlocode_2023-1_world.csv.gz',
} as const;

/** UN/LOCODE's function positions and the names the Bangladesh extract gives them. */
const LOCATION_FUNCTIONS: Readonly<Record<string, string>> = {
  '1': 'sea port',
  '2': 'rail',
  '3': 'road',
  '4': 'airport',
  '5': 'postal exchange office',
  '6': 'multimodal/ICD',
  '7': 'fixed installation',
  '8': 'inland water',
  B: 'border crossing',
};

/** A UN/LOCODE function string (`1--4----`) in words (`sea port; airport`); null when none is known. */
function locationFunctionLabels(functions: string): string | null {
  const labels = [...functions].flatMap((character) => {
    const label = LOCATION_FUNCTIONS[character];
    return label ? [label] : [];
  });
  return labels.length > 0 ? labels.join('; ') : null;
}

/** A seaport or an airport: what a declaration names as a place of loading or discharge. */
function isPortOrAirport(functions: string): boolean {
  return functions.startsWith('1') || functions.charAt(3) === '4';
}

/**
 * UN/LOCODE 2023-1: every Bangladesh location, and the world's seaports and airports. Functions are written
 * in words; our Bengali names of the Bangladesh places are added.
 */
export async function locationFile(
  sources: ReferenceDataSources,
  bengaliNames: BengaliNames,
): Promise<ReferenceDataFile> {
  const read = (file: string) => recordsReadByFormat(new URL(file, sources.sharedDirectory), UNLOCODE_FORMAT);
  const bangladesh = await read(LOCATION_SOURCE_FILES.bangladesh);
  const bangladeshCodes = new Set(bangladesh.map((record) => record.code));
  const world = (await read(LOCATION_SOURCE_FILES.world)).filter(
    (record) =>
      record.countryCode !== 'BD' &&
      !bangladeshCodes.has(record.code) &&
      isPortOrAirport(record.locationFunction ?? ''),
  );
  const records = [...bangladesh, ...world]
    .map((record) => {
      const functions = record.locationFunction ?? '';
      // The Bangladesh extract has its functions in words already; the world file has UN/LOCODE's string.
      const labels = /^[-0-9A-Z]{8}$/.test(functions) ? locationFunctionLabels(functions) : functions;
      return withBengaliName(bengaliNames, 'location', { ...record, locationFunction: labels || null });
    })
    .sort((a, b) => (a.code ?? '').localeCompare(b.code ?? ''));
  return referenceDataFileFromRecords(
    {
      entity: 'location',
      validFrom: CODE_LISTS_VALID_FROM,
      source: 'UN/LOCODE 2023-1 (UNECE): all of Bangladesh, and the world’s seaports and airports',
      provenance: PROVENANCE_NOTE,
    },
    records,
  );
}
