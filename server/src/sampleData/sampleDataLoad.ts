import { readdirSync, readFileSync } from 'node:fs';
import { isoDateDaysBefore, type IsoDate, type ReferenceRecord } from '@tsw/domain';
import type { FirstStartPeriod } from '../shippedData/firstStartPeriod.js';

export const SAMPLE_DATA_DIRECTORY = new URL('../../sample-data/', import.meta.url);
export const SAMPLE_DATA_SOURCE = 'Sample data written for the portal (server/sample-data)';

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
 * Every period of the sample data we wrote (only what no public source gives), oldest first within an
 * entity; `today` dates the periods counted back from the load.
 */
export function samplePeriods(today: IsoDate): FirstStartPeriod[] {
  const periods: FirstStartPeriod[] = [];
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
      periods.push({ entity, ...period, source: SAMPLE_DATA_SOURCE, sample: true });
    }
  }
  return periods;
}
