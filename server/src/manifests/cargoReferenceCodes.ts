import { entityDefinition, type CargoReferenceCodes, type EntityDefinition, type IsoDate } from '@tsw/domain';
import type { ReferenceCache } from '../referenceService/referenceCache.js';

function definitionOf(name: string): EntityDefinition {
  const definition = entityDefinition(name);
  if (!definition) throw new Error(`The entity catalog has no ${name}`);
  return definition;
}

/** The reference lists a manifest's codes are checked against, as in force on `date`. */
export async function cargoReferenceCodes(
  cache: ReferenceCache,
  date: IsoDate,
): Promise<CargoReferenceCodes> {
  const [locations, offices, packageTypes, containerTypes] = await Promise.all(
    ['location', 'customsOffice', 'packageType', 'containerType'].map((name) =>
      cache.entityIndex(definitionOf(name)),
    ),
  );
  const known = (index: typeof locations) => (code: string) => index?.lookUp(code, date) !== undefined;
  return {
    isLocation: known(locations),
    isCustomsOffice: known(offices),
    isPackageType: known(packageTypes),
    isContainerType: known(containerTypes),
  };
}
