// The sample next budget year (issue 46): FY2027-28 from 2027-07-01, after the real tariff (FY2025-26,
// server/reference-data/commodity.json.gz), so that a new portal has a coming change of rates to show: the
// tariff changes screen and its feeds, a search as of a date after it. Derived from the real tariff by the
// rules below, the same every run; not a budget anyone announced.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { totalTaxIncidenceText } from './domainPackage.mjs';

export const NEXT_YEAR_FROM = '2027-07-01'; // FY2027-28

const REAL_TARIFF = new URL('../../server/reference-data/commodity.json.gz', import.meta.url);

// The tariff's tax fields, as the catalogue names them: CD, SD, VAT, AIT, AT, EXD, RD; tax08 is TTI.
const TAX_FIELDS = { cd: 'tax01', sd: 'tax02', vat: 'tax03', ait: 'tax04', at: 'tax05', rd: 'tax07' };

/** Whether a code lies in the headings from `first` to `last` (four digits each). */
const inHeadings = (first, last) => (code) => code.slice(0, 4) >= first && code.slice(0, 4) <= last;

// [what it is, which lines, the rate that changes: [tax, from, to]]; a line takes the first rule it meets.
const NEXT_YEAR_CHANGES = [
  ['Ready-made garments: supplementary duty cut from 30% to 20%', inHeadings('6101', '6217'), ['sd', 30, 20]],
  [
    'Basic organic chemicals (headings 2901 to 2915): customs duty cut from 10% to 5%',
    inHeadings('2901', '2915'),
    ['cd', 10, 5],
  ],
  ['Machinery of chapter 84: regulatory duty of 3% withdrawn', inHeadings('8401', '8487'), ['rd', 3, 0]],
  [
    'Nuts in retail packs up to 2.5 kg, and betel nuts: supplementary duty raised from 20% to 30%',
    inHeadings('0801', '0802'),
    ['sd', 20, 30],
  ],
];

// Lithium-ion accumulators split by use, so that the sample shows lines ending and starting.
const ENDED_CODE = '85076000';
const STARTED_LINES = [
  [
    '85076010',
    'Lithium-ion accumulators for electric vehicles',
    'বৈদ্যুতিক যানবাহনের লিথিয়াম-আয়ন ব্যাটারি',
    { cd: 5 },
  ],
  ['85076090', 'Other lithium-ion accumulators', 'অন্যান্য লিথিয়াম-আয়ন ব্যাটারি', {}],
];

const percent = (rate) => rate.toFixed(2);

/** A record's rates as numbers, by the names the TTI formula takes. */
function ratesOf(record) {
  return Object.fromEntries(Object.entries(TAX_FIELDS).map(([name, field]) => [name, Number(record[field])]));
}

/** The record with the rates changed, TTI computed again. */
function withRates(record, changed) {
  const rates = { ...ratesOf(record), ...changed };
  const fields = Object.fromEntries(
    Object.entries(changed).map(([name, rate]) => [TAX_FIELDS[name], percent(rate)]),
  );
  return { ...record, ...fields, tax08: totalTaxIncidenceText(rates) };
}

function realTariffRecords() {
  const file = JSON.parse(gunzipSync(readFileSync(REAL_TARIFF)));
  return file.rows.map((row) => Object.fromEntries(file.fields.map((field, index) => [field, row[index]])));
}

/** Every line of FY2027-28, in code order, and how many lines each rule changed. */
export function nextYearRecords() {
  const counts = NEXT_YEAR_CHANGES.map(() => 0);
  const records = [];
  for (const record of realTariffRecords()) {
    if (record.code === ENDED_CODE) {
      for (const [code, description, descriptionTranslated, changed] of STARTED_LINES) {
        const line = { ...record, code, description, descriptionTranslated, pr1: code.slice(6) };
        records.push(withRates(line, changed));
      }
      continue;
    }
    const rule = NEXT_YEAR_CHANGES.findIndex(
      ([, applies, [tax, from]]) => applies(record.code) && Number(record[TAX_FIELDS[tax]]) === from,
    );
    if (rule < 0) {
      records.push(record);
      continue;
    }
    const [, , [tax, , to]] = NEXT_YEAR_CHANGES[rule];
    counts[rule] += 1;
    records.push(withRates(record, { [tax]: to }));
  }
  records.sort((a, b) => a.code.localeCompare(b.code));
  NEXT_YEAR_CHANGES.forEach(([what], index) =>
    console.log(`  ${NEXT_YEAR_FROM}: ${counts[index]} lines, ${what}`),
  );
  return records;
}
