// Daily customs exchange rates (taka per unit of foreign currency) for the 90 days before the sample data is
// loaded, derived from the USD-based quarterly snapshots of 2026-06-01 and 2026-09-29 in
// ../shared/data/exchange-rates (see README.md in this folder). Names come from ICU, as the currency list's do.
import { writeSampleFile } from './sampleFile.mjs';

// Units of each currency per US dollar on 2026-06-01 and 2026-09-29 (usd_base_quarterly_snapshots_iso_only.csv).
const UNITS_PER_USD = {
  BDT: [122.73932897, 123.16891421],
  USD: [1, 1],
  EUR: [0.85856963, 0.88022588],
  GBP: [0.74315661, 0.75538854],
  INR: [94.83532563, 96.08534228],
  CNY: [6.76844581, 6.70778353],
  JPY: [159.47035442, 157.47729333],
  SGD: [1.27766616, 1.2786578],
  MYR: [3.96547883, 4.08323512],
  THB: [32.58399734, 33.63302507],
  AED: [3.6725, 3.6725],
  SAR: [3.75, 3.75],
  KWD: [0.30940444, 0.30871186],
  QAR: [3.64, 3.64],
  BHD: [0.376, 0.376],
  OMR: [0.38499855, 0.38485555],
  AUD: [1.3919467, 1.42474718],
  NZD: [1.67521069, 1.76734151],
  CAD: [1.38095196, 1.41883839],
  CHF: [0.78308352, 0.83337046],
  HKD: [7.83741362, 7.84480304],
  KRW: [1514.37268301, 1358.18865245],
  SEK: [9.24921515, 9.98048953],
  NOK: [9.24828468, 9.54687473],
  DKK: [6.41720393, 6.57977819],
  PKR: [278.90130467, 277.13616015],
  LKR: [329.8292012, 330.90540472],
  NPR: [151.80764751, 153.80861165],
  IDR: [17817.15103883, 18016.34310713],
  PHP: [61.72368401, 62.51753917],
  ZAR: [16.23173682, 16.44012275],
  TRY: [45.9093413, 48.99546313],
  BRL: [5.03842643, 5.22423802],
};

const DAYS = 90;
/** Day k of the sample reads the snapshots' line this far from its first date. */
const SNAPSHOT_SPAN_DAYS = 120;
const FIRST_DAY_OFFSET = SNAPSHOT_SPAN_DAYS - DAYS;

/** A repeatable day-to-day movement of a few hundredths of a per cent, so that each day differs. */
let seed = 20261123;
function movement() {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return (seed / 2147483648 - 0.5) * 0.004;
}

const english = new Intl.DisplayNames('en', { type: 'currency' });
const bengali = new Intl.DisplayNames('bn', { type: 'currency' });

const periods = Array.from({ length: DAYS }, (_, day) => {
  const share = (FIRST_DAY_OFFSET + day) / SNAPSHOT_SPAN_DAYS;
  const unitsPerUsd = (code) => {
    const [from, to] = UNITS_PER_USD[code];
    return from + (to - from) * share;
  };
  const takaPerUsd = unitsPerUsd('BDT') * (1 + movement());
  return {
    validFromDaysBeforeLoad: DAYS - 1 - day,
    records: Object.keys(UNITS_PER_USD)
      .filter((code) => code !== 'BDT')
      .map((code) => ({
        code,
        description: english.of(code),
        descriptionTranslated: bengali.of(code),
        rate: ((takaPerUsd / unitsPerUsd(code)) * (code === 'USD' ? 1 : 1 + movement() / 4)).toFixed(4),
      })),
  };
});

writeSampleFile('exchangeRate', periods, { oneRecordPerLine: true });
