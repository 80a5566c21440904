import { entityDefinition, recordKey, type IsoDate } from '@tsw/domain';
import type { Database, SqlExecutor } from '../database/database.js';
import { replaceReferencePeriod } from '../referenceService/referenceStore.js';
import { samplePeriods } from '../sampleData/sampleDataLoad.js';
import { firstStartPeriodProblems, type FirstStartPeriod } from './firstStartPeriod.js';
import { realDataPeriods } from './referenceDataLoad.js';

export interface FirstStartData {
  /** The real data the portal ships (server/reference-data): the tariff and the international lists. */
  readonly real: boolean;
  /** The sample we wrote where no public source exists (server/sample-data). */
  readonly sample: boolean;
}

/** The periods a first start loads, real and sample, in the order they are stored: oldest first per entity. */
export function firstStartPeriods(today: IsoDate, data: FirstStartData): FirstStartPeriod[] {
  const periods = [...(data.real ? realDataPeriods() : []), ...(data.sample ? samplePeriods(today) : [])];
  return periods.sort((a, b) => a.entity.localeCompare(b.entity) || a.validFrom.localeCompare(b.validFrom));
}

async function databaseHoldsReferenceData(database: SqlExecutor): Promise<boolean> {
  const [row] = await database.query<{ loaded: boolean }>(
    'select exists (select 1 from reference_import) as loaded',
  );
  return row?.loaded ?? false;
}

/**
 * On first start (no data set ever loaded), loads the shipped data in one transaction, so that a new
 * portal opens on the real tariff and lists, with the sample where no public source exists. Returns whether
 * it loaded.
 */
export async function loadReferenceDataIfEmpty(
  database: Database,
  today: IsoDate,
  data: FirstStartData,
): Promise<boolean> {
  if ((!data.real && !data.sample) || (await databaseHoldsReferenceData(database))) return false;
  const periods = firstStartPeriods(today, data);
  const problems = periods.flatMap(firstStartPeriodProblems);
  if (problems.length > 0)
    throw new Error(`The shipped reference data is not valid:\n${problems.join('\n')}`);
  return database.transaction(async (transaction) => {
    // Checked again inside the transaction: two instances starting together load it once.
    await transaction.query('lock table reference_import in exclusive mode');
    if (await databaseHoldsReferenceData(transaction)) return false;
    for (const period of periods) {
      const definition = entityDefinition(period.entity);
      if (!definition) continue;
      await replaceReferencePeriod(transaction, {
        entity: period.entity,
        validFrom: period.validFrom,
        records: period.records.map((fields) => ({ key: recordKey(definition, fields), fields })),
        source: period.source,
        sample: period.sample,
      });
    }
    return true;
  });
}
