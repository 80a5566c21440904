import { HS_NOMENCLATURE_FILE, REFERENCE_DATA_ENTITIES } from './referenceDataBuild.js';
import {
  readReferenceDataFile,
  readReferenceDataJson,
  recordsOfReferenceDataFile,
  REFERENCE_DATA_DIRECTORY,
} from './referenceDataFile.js';
import type { FirstStartPeriod } from './firstStartPeriod.js';
import { hsLevelPeriods } from './hsLevelPeriods.js';
import type { HsNomenclatureFile } from './tariffDataBuild.js';

/** The fields of a port: a location's, less where in its country it lies. */
const PORT_FIELDS = ['code', 'description', 'descriptionTranslated', 'countryCode', 'locationFunction'];

/**
 * The ports a declaration names as places of loading or discharge: the shipped locations that are seaports
 * or airports (all but Bangladesh's inland places), under the same UN/LOCODE.
 */
function portPeriod(location: FirstStartPeriod): FirstStartPeriod {
  const records = location.records
    .filter((record) => /sea port|airport/.test(record.locationFunction ?? ''))
    .map((record) =>
      Object.fromEntries(PORT_FIELDS.flatMap((field) => (record[field] ? [[field, record[field]]] : []))),
    );
  return {
    entity: 'port',
    validFrom: location.validFrom,
    records,
    source: 'UN/LOCODE 2023-1 (UNECE): the world’s seaports and airports',
    sample: false,
  };
}

/**
 * Every period of the real data the portal ships (server/reference-data), ready to load: the entity files,
 * the ports (from the locations) and the levels of HS 2022 (from its nomenclature file).
 */
export function realDataPeriods(directory: URL = REFERENCE_DATA_DIRECTORY): FirstStartPeriod[] {
  const periods = REFERENCE_DATA_ENTITIES.map((entity): FirstStartPeriod => {
    const file = readReferenceDataFile(directory, entity);
    return {
      entity: file.entity,
      validFrom: file.validFrom,
      records: recordsOfReferenceDataFile(file),
      source: file.source,
      sample: false,
    };
  });
  const location = periods.find((period) => period.entity === 'location');
  const hs = readReferenceDataJson(directory, HS_NOMENCLATURE_FILE) as HsNomenclatureFile;
  return [...periods, ...(location ? [portPeriod(location)] : []), ...hsLevelPeriods(hs)];
}
