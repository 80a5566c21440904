// Sample central-bank rates in the manner of Bangladesh Bank's daily "exchange rate of taka": buying and
// selling rates around a mid rate, for the 90 days before the sample is loaded. The mid rate of each day is
// the sample customs rate of the same day (server/sample-data/exchangeRate.json, run exchangeRate.mjs
// first), the spread half a per cent either side. Written to server/sample-data/centralBank/, which the
// reference-data loader does not read; server/src/centralBankRates/centralBankRateSample.ts loads it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { SAMPLE_DATA_DIRECTORY, SAMPLE_NOTE } from './sampleFile.mjs';

/** The currencies of the sample publication: those a bank's daily table lists. */
const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CHF',
  'CAD',
  'AUD',
  'SGD',
  'SEK',
  'CNY',
  'INR',
  'SAR',
  'AED',
  'MYR',
  'KWD',
  'HKD',
];
/** Rates per 100 units where a unit is worth little: the bank's table does so for the yen. */
const UNITS = { JPY: 100 };
const SPREAD = 0.005;

const customs = JSON.parse(readFileSync(new URL('exchangeRate.json', SAMPLE_DATA_DIRECTORY), 'utf8'));

/** `value` to four decimals, as the bank publishes. */
const fixed = (value) => value.toFixed(4);

const days = customs.periods.map((period) => ({
  daysBeforeLoad: period.validFromDaysBeforeLoad,
  rates: CURRENCIES.map((code) => {
    const record = period.records.find((candidate) => candidate.code === code);
    if (!record) throw new Error(`${code} has no sample customs rate`);
    const units = UNITS[code] ?? 1;
    const mid = Number(record.rate) * units;
    return {
      currencyCode: code,
      currencyName: record.description,
      units,
      buyingRate: fixed(mid * (1 - SPREAD)),
      sellingRate: fixed(mid * (1 + SPREAD)),
      midRate: fixed(mid),
    };
  }),
}));

const directory = new URL('centralBank/', SAMPLE_DATA_DIRECTORY);
mkdirSync(directory, { recursive: true });
const file = {
  sample: true,
  note: SAMPLE_NOTE,
  source: 'Bangladesh Bank (sample data)',
  quoteCurrencyCode: 'BDT',
};
const lines = days.map(
  (day) =>
    `    { "daysBeforeLoad": ${day.daysBeforeLoad}, "rates": [\n${day.rates.map((rate) => `      ${JSON.stringify(rate)}`).join(',\n')}\n    ] }`,
);
writeFileSync(
  new URL('rates.json', directory),
  `${JSON.stringify(file, null, 2).slice(0, -2)},\n  "days": [\n${lines.join(',\n')}\n  ]\n}\n`,
);
console.log(`centralBank/rates.json: ${days.length} day(s), ${days.length * CURRENCIES.length} rate(s)`);
