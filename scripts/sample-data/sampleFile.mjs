// Writes one entity's sample file in the format server/src/sampleData/sampleDataLoad.ts reads.
import { mkdirSync, writeFileSync } from 'node:fs';

export const SAMPLE_DATA_DIRECTORY = new URL('../../server/sample-data/', import.meta.url);
export const SAMPLE_NOTE = 'Sample data written for the portal; not an official list.';

/** The date the sample reference lists (other than the tariff and exchange rates) take effect. */
export const SAMPLE_VALID_FROM = '2025-07-01';

/**
 * Every record value must be a string or null; numbers are written as decimal strings by the caller.
 * Keys whose value is undefined are dropped so that optional fields can be left out of a record literal.
 */
function cleanRecord(record) {
  const cleaned = {};
  for (const [field, value] of Object.entries(record)) {
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string') {
      throw new Error(`${field} = ${JSON.stringify(value)}: sample values are strings or null`);
    }
    cleaned[field] = value;
  }
  return cleaned;
}

/** periods: [{ validFromDate, records }], written oldest first. */
export function writeSampleFile(entity, periods) {
  mkdirSync(SAMPLE_DATA_DIRECTORY, { recursive: true });
  const file = {
    sample: true,
    note: SAMPLE_NOTE,
    periods: [...periods]
      .sort((a, b) => a.validFromDate.localeCompare(b.validFromDate))
      .map((period) => ({ validFromDate: period.validFromDate, records: period.records.map(cleanRecord) })),
  };
  const url = new URL(`${entity}.json`, SAMPLE_DATA_DIRECTORY);
  writeFileSync(url, `${JSON.stringify(file, null, 2)}\n`);
  const count = file.periods.reduce((sum, period) => sum + period.records.length, 0);
  console.log(`${entity}.json: ${file.periods.length} period(s), ${count} record(s)`);
}

/** One period valid from SAMPLE_VALID_FROM. */
export function writeSingleSampleFile(entity, records) {
  writeSampleFile(entity, [{ validFromDate: SAMPLE_VALID_FROM, records }]);
}
