import type { IsoDate } from '@tsw/domain';
import type { Database } from '../database/database.js';
import { firstStartPeriods } from '../shippedData/firstStartLoad.js';
import { storePeriod } from './referenceFixtures.js';

/** The reference tables a manifest's codes are checked against: the shipped ones, and only those. */
const CARGO_ENTITIES = new Set(['location', 'customsOffice', 'packageType', 'containerType']);

/** Loads the shipped locations, customs offices, package and container types, as a first start would. */
export async function storeCargoReferenceData(database: Database, today: IsoDate): Promise<void> {
  for (const period of firstStartPeriods(today, { real: true, sample: true })) {
    if (CARGO_ENTITIES.has(period.entity)) {
      await storePeriod(database, period.entity, period.validFrom, period.records);
    }
  }
}
