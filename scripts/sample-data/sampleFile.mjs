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

/**
 * periods: [{ validFromDate, records }], written oldest first; or [{ validFromDaysBeforeLoad, records }] for
 * data that must stay recent (exchange rates): the loader dates them back from the day it loads them.
 */
export function writeSampleFile(entity, periods, { oneRecordPerLine = false } = {}) {
  mkdirSync(SAMPLE_DATA_DIRECTORY, { recursive: true });
  const file = {
    sample: true,
    note: SAMPLE_NOTE,
    periods: [...periods]
      .sort((a, b) =>
        a.validFromDate !== undefined
          ? a.validFromDate.localeCompare(b.validFromDate)
          : b.validFromDaysBeforeLoad - a.validFromDaysBeforeLoad,
      )
      .map(({ validFromDate, validFromDaysBeforeLoad, records }) => ({
        ...(validFromDate !== undefined ? { validFromDate } : { validFromDaysBeforeLoad }),
        records: records.map(cleanRecord),
      })),
  };
  const url = new URL(`${entity}.json`, SAMPLE_DATA_DIRECTORY);
  writeFileSync(url, `${oneRecordPerLine ? recordPerLineJson(file) : JSON.stringify(file, null, 2)}\n`);
  const count = file.periods.reduce((sum, period) => sum + period.records.length, 0);
  console.log(`${entity}.json: ${file.periods.length} period(s), ${count} record(s)`);
}

/** The file's JSON with each record on one line: long daily series stay a third of the size, and readable. */
function recordPerLineJson(file) {
  const periods = file.periods.map((period) => {
    const { records, ...dates } = period;
    const head = JSON.stringify(dates).slice(1, -1);
    return `    { ${head}, "records": [\n${records.map((record) => `      ${JSON.stringify(record)}`).join(',\n')}\n    ] }`;
  });
  return `{\n  "sample": true,\n  "note": ${JSON.stringify(file.note)},\n  "periods": [\n${periods.join(',\n')}\n  ]\n}`;
}

/** One period valid from SAMPLE_VALID_FROM. */
export function writeSingleSampleFile(entity, records) {
  writeSampleFile(entity, [{ validFromDate: SAMPLE_VALID_FROM, records }]);
}

/**
 * A content sample file (server/sample-data/content/{name}.json, loaded by server/src/content/contentSample.ts):
 * its items, marked as sample like the reference files.
 */
export function writeContentSampleFile(name, items) {
  const url = new URL(`content/${name}.json`, SAMPLE_DATA_DIRECTORY);
  writeFileSync(url, `${JSON.stringify({ sample: true, note: SAMPLE_NOTE, items }, null, 2)}\n`);
  console.log(`content/${name}.json: ${items.length} item(s)`);
}
