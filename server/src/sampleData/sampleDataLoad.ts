import { readdirSync, readFileSync } from 'node:fs';
import {
  entityDefinition,
  isoDateDaysBefore,
  recordKey,
  recordProblems,
  type IsoDate,
  type ReferenceRecord,
} from '@tsw/domain';
import type { Database, SqlExecutor } from '../database/database.js';
import { replaceReferencePeriod } from '../reference/referenceStore.js';
import { countryRecordsFromIcu, currencyRecordsFromIcu } from '../reference/icuReferenceNames.js';

export const SAMPLE_DATA_DIRECTORY = new URL('../../sample-data/', import.meta.url);
export const SAMPLE_DATA_SOURCE = 'Sample data written for the portal (server/sample-data)';
/** Countries and currencies are named by ICU; they are valid from this date in the sample. */
const ICU_NAMES_VALID_FROM = '2020-01-01' as IsoDate;

export interface SamplePeriod {
  readonly entity: string;
  readonly validFrom: IsoDate;
  readonly records: readonly ReferenceRecord[];
}

interface SampleFile {
  /** A period has a date, or (data that must stay recent, such as exchange rates) a count of days before the load. */
  periods: (({ validFromDate: string } | { validFromDaysBeforeLoad: number }) & {
    records: ReferenceRecord[];
  })[];
}

function periodStart(period: SampleFile['periods'][number], today: IsoDate): IsoDate {
  return 'validFromDate' in period
    ? (period.validFromDate as IsoDate)
    : isoDateDaysBefore(today, period.validFromDaysBeforeLoad);
}

/**
 * Every period of the sample data, files and ICU names alike, oldest first within an entity; `today` dates
 * the periods counted back from the load.
 */
export function samplePeriods(today: IsoDate): SamplePeriod[] {
  const periods: SamplePeriod[] = [
    { entity: 'country', validFrom: ICU_NAMES_VALID_FROM, records: countryRecordsFromIcu() },
    { entity: 'currency', validFrom: ICU_NAMES_VALID_FROM, records: currencyRecordsFromIcu() },
  ];
  for (const name of readdirSync(SAMPLE_DATA_DIRECTORY)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const entity = name.replace(/\.json$/, '');
    const file = JSON.parse(readFileSync(new URL(name, SAMPLE_DATA_DIRECTORY), 'utf8')) as SampleFile;
    const dated = file.periods.map((period) => ({
      validFrom: periodStart(period, today),
      records: period.records,
    }));
    for (const period of dated.sort((a, b) => a.validFrom.localeCompare(b.validFrom))) {
      periods.push({ entity, ...period });
    }
  }
  return periods;
}

/** What is wrong with the sample data; our own files must pass the checks any import passes. */
export function samplePeriodProblems(period: SamplePeriod): string[] {
  const definition = entityDefinition(period.entity);
  if (!definition) return [`${period.entity}: no such entity`];
  const keys = new Set<string>();
  const problems: string[] = [];
  period.records.forEach((record, index) => {
    for (const problem of recordProblems(definition, record)) {
      problems.push(`${period.entity} ${period.validFrom} #${index + 1}: ${problem}`);
    }
    const key = recordKey(definition, record);
    if (keys.has(key)) problems.push(`${period.entity} ${period.validFrom} #${index + 1}: duplicate ${key}`);
    keys.add(key);
  });
  return problems;
}

async function databaseHoldsReferenceData(database: SqlExecutor): Promise<boolean> {
  const [row] = await database.query<{ loaded: boolean }>(
    'select exists (select 1 from reference_import) as loaded',
  );
  return row?.loaded ?? false;
}

/**
 * On first start (no data set ever loaded), loads the sample data in one transaction so that a new user
 * sees a working portal. Returns whether it loaded.
 */
export async function loadSampleDataIfEmpty(database: Database, today: IsoDate): Promise<boolean> {
  if (await databaseHoldsReferenceData(database)) return false;
  const periods = samplePeriods(today);
  const problems = periods.flatMap(samplePeriodProblems);
  if (problems.length > 0) throw new Error(`The sample data is not valid:\n${problems.join('\n')}`);
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
        source: SAMPLE_DATA_SOURCE,
        sample: true,
      });
    }
    return true;
  });
}
