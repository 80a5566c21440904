import { cargoManifestProblems, cargoVesselProblems, type IsoDate } from '@tsw/domain';
import type { Database } from '../database/database.js';
import type { ReferenceCache } from '../referenceService/referenceCache.js';
import { cargoReferenceCodes } from './cargoReferenceCodes.js';
import { storeCargo } from './cargoStoreWrite.js';
import { FIRST_START_MANIFEST_SAMPLE, manifestSample } from './manifestSample.js';

async function manifestsStored(database: Database): Promise<boolean> {
  const [row] = await database.query<{ stored: boolean }>(
    'select exists (select 1 from manifest_import) as stored',
  );
  return row?.stored ?? false;
}

/**
 * While no manifest was ever loaded, loads the small sample (checked as an import is, against the reference
 * data), so that the screens show something on a new portal; a real import made first keeps it out.
 */
export async function loadManifestSampleIfEmpty(
  database: Database,
  cache: ReferenceCache,
  today: IsoDate,
): Promise<boolean> {
  if (await manifestsStored(database)) return false;
  const sample = manifestSample({ today, ...FIRST_START_MANIFEST_SAMPLE });
  const codes = await cargoReferenceCodes(cache, today);
  const problems = [
    ...sample.vessels.flatMap(cargoVesselProblems),
    ...sample.manifests.flatMap((manifest) => cargoManifestProblems(manifest, codes)),
  ];
  // The generator writes only codes of the shipped reference data: a problem here is a bug in it.
  if (problems.length > 0) {
    throw new Error(`The sample manifests do not pass their checks: ${problems[0]?.message ?? ''}`);
  }
  const outcome = await storeCargo(database, {
    fileName: 'server/src/manifests/manifestSample.ts',
    format: 'generated',
    sample: true,
    ...sample,
  });
  return outcome.ok;
}
