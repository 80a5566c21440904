import { readFileSync, writeFileSync } from 'node:fs';
import { writeReferenceDataJson, type ReferenceDataFile } from './referenceDataFile.js';
import type { BengaliNames, ReferenceDataSources } from './referenceDataSources.js';
import { CODE_LIST_BUILDS, codeListFile, countryFile, currencyFile, locationFile } from './codeListBuilds.js';
import {
  hsNomenclatureFile,
  tariffDataFile,
  tariffTextRepairs,
  tariffTextRepairsNote,
  TARIFF_TEXT_REPAIRS_FILE,
  type TariffTextRepair,
} from './tariffDataBuild.js';
import { HS_TITLES_FR_ES_LICENSE_FILE, hsTitlesFrEsLicense } from './hsTitlesFrEsBuild.js';

/** The HS 2022 nomenclature's file (not an entity: the tariff's browsing and search read it). */
export const HS_NOMENCLATURE_FILE = 'hs2022';

/** Every entity file the portal ships, by name (the entity's); loaded on first start in this order. */
export const REFERENCE_DATA_ENTITIES: readonly string[] = [
  'commodity',
  'country',
  'currency',
  ...CODE_LIST_BUILDS.map((build) => build.entity),
  'location',
];

function bengaliNamesOf(sources: ReferenceDataSources): BengaliNames {
  const file = JSON.parse(readFileSync(sources.bengaliNamesFile, 'utf8')) as Record<string, unknown>;
  // Every member but the note is an entity's names.
  return Object.fromEntries(Object.entries(file).filter(([key]) => key !== 'note')) as BengaliNames;
}

/** The file of one entity, built from the sources. */
async function referenceDataFileOf(
  entity: string,
  sources: ReferenceDataSources,
  bengaliNames: BengaliNames,
  repairs: readonly TariffTextRepair[],
): Promise<ReferenceDataFile> {
  if (entity === 'commodity') return tariffDataFile(sources, bengaliNames, repairs);
  if (entity === 'country') return countryFile();
  if (entity === 'currency') return currencyFile(sources);
  if (entity === 'location') return locationFile(sources, bengaliNames);
  const build = CODE_LIST_BUILDS.find((candidate) => candidate.entity === entity);
  if (!build) throw new Error(`No reference data is built for ${entity}`);
  return codeListFile(build, sources, bengaliNames);
}

export interface WrittenFile {
  readonly name: string;
  readonly rows: number;
}

/** Builds every shipped file from the sources into `directory`. */
export async function buildReferenceData(
  directory: URL,
  sources: ReferenceDataSources,
): Promise<WrittenFile[]> {
  const bengaliNames = bengaliNamesOf(sources);
  const repairs = await tariffTextRepairs(sources);
  writeFileSync(new URL(TARIFF_TEXT_REPAIRS_FILE, directory), tariffTextRepairsNote(repairs));
  const written: WrittenFile[] = [{ name: TARIFF_TEXT_REPAIRS_FILE, rows: repairs.length }];
  for (const entity of REFERENCE_DATA_ENTITIES) {
    const file = await referenceDataFileOf(entity, sources, bengaliNames, repairs);
    written.push({ name: writeReferenceDataJson(directory, entity, file), rows: file.rows.length });
  }
  const hs = await hsNomenclatureFile(sources, bengaliNames);
  written.push({
    name: writeReferenceDataJson(directory, HS_NOMENCLATURE_FILE, hs),
    rows: hs.subheadings.length,
  });
  writeFileSync(new URL(HS_TITLES_FR_ES_LICENSE_FILE, directory), hsTitlesFrEsLicense(sources));
  written.push({ name: HS_TITLES_FR_ES_LICENSE_FILE, rows: 0 });
  return written;
}
