// Weekly customs exchange rates (taka per unit of foreign currency) for four sample weeks, derived from the
// USD-based quarterly snapshots in ../shared/data/exchange-rates (see README.md in this folder).
import { writeSampleFile } from './sampleFile.mjs';

const SNAPSHOT_DATES = ['2025-06-01', '2025-09-01', '2025-12-06'];

// Units of each currency per US dollar on the snapshot dates (usd_base_quarterly_snapshots_iso_only.csv).
const UNITS_PER_USD = {
  USD: [1, 1, 1],
  BDT: [122.69483443, 121.40291649, 122.31430057],
  AED: [3.6725, 3.6725, 3.6725],
  AUD: [1.55456906, 1.52821836, 1.50660181],
  CAD: [1.37405623, 1.37365905, 1.38167338],
  CHF: [0.82226872, 0.80042319, 0.80429157],
  CNY: [7.19905802, 7.12998411, 7.07078603],
  DKK: [6.57386499, 6.37967567, 6.41485228],
  EUR: [0.88126427, 0.85460102, 0.85879922],
  GBP: [0.74256646, 0.73970156, 0.75018483],
  HKD: [7.84083033, 7.79530382, 7.7848497],
  INR: [85.53006922, 88.17110418, 89.95832291],
  JPY: [144.04059088, 147.19643574, 155.31187953],
  KRW: [1382.76083867, 1392.48940128, 1473.42591062],
  KWD: [0.30770061, 0.30543522, 0.30693509],
  LKR: [299.31738269, 301.25793493, 308.33906909],
  MYR: [4.25672702, 4.22491742, 4.11040433],
  NOK: [10.21235816, 10.05616881, 10.10602579],
  NZD: [1.67839373, 1.6924377, 1.73114154],
  PKR: [281.86541057, 283.4628271, 280.50048803],
  QAR: [3.64, 3.64, 3.64],
  SAR: [3.75, 3.75, 3.75],
  SEK: [9.59062283, 9.45304286, 9.39944141],
  SGD: [1.29135794, 1.28358174, 1.29555042],
  THB: [32.73045587, 32.31523144, 31.86499308],
};

const CURRENCY_NAMES = {
  USD: ['US Dollar', 'মার্কিন ডলার'],
  EUR: ['Euro', 'ইউরো'],
  GBP: ['Pound Sterling', 'পাউন্ড স্টার্লিং'],
  INR: ['Indian Rupee', 'ভারতীয় রুপি'],
  CNY: ['Yuan Renminbi', 'চীনা ইউয়ান রেনমিনবি'],
  JPY: ['Yen', 'জাপানি ইয়েন'],
  SGD: ['Singapore Dollar', 'সিঙ্গাপুর ডলার'],
  MYR: ['Malaysian Ringgit', 'মালয়েশিয়ান রিংগিত'],
  THB: ['Baht', 'থাই বাত'],
  AED: ['UAE Dirham', 'সংযুক্ত আরব আমিরাতের দিরহাম'],
  SAR: ['Saudi Riyal', 'সৌদি রিয়াল'],
  KWD: ['Kuwaiti Dinar', 'কুয়েতি দিনার'],
  QAR: ['Qatari Rial', 'কাতারি রিয়াল'],
  AUD: ['Australian Dollar', 'অস্ট্রেলিয়ান ডলার'],
  NZD: ['New Zealand Dollar', 'নিউজিল্যান্ড ডলার'],
  CAD: ['Canadian Dollar', 'কানাডিয়ান ডলার'],
  CHF: ['Swiss Franc', 'সুইস ফ্রাঁ'],
  HKD: ['Hong Kong Dollar', 'হংকং ডলার'],
  KRW: ['Won', 'দক্ষিণ কোরিয়ান ওন'],
  SEK: ['Swedish Krona', 'সুইডিশ ক্রোনা'],
  NOK: ['Norwegian Krone', 'নরওয়েজিয়ান ক্রোন'],
  DKK: ['Danish Krone', 'ড্যানিশ ক্রোন'],
  PKR: ['Pakistan Rupee', 'পাকিস্তানি রুপি'],
  LKR: ['Sri Lanka Rupee', 'শ্রীলঙ্কান রুপি'],
};

// The Sunday each weekly rate takes effect.
const WEEKS = ['2025-06-29', '2025-07-06', '2025-07-13', '2025-11-16'];

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (isoDate) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** Units per USD on a date, linearly between the two snapshots around it. */
function unitsPerUsdOn(currency, date) {
  const values = UNITS_PER_USD[currency];
  const day = dayNumber(date);
  const upper = SNAPSHOT_DATES.findIndex((snapshot) => dayNumber(snapshot) >= day);
  if (upper <= 0) throw new Error(`${date} is outside the snapshots`);
  const [from, to] = [dayNumber(SNAPSHOT_DATES[upper - 1]), dayNumber(SNAPSHOT_DATES[upper])];
  const share = (day - from) / (to - from);
  return values[upper - 1] + (values[upper] - values[upper - 1]) * share;
}

/** Taka per one unit of the currency: the cross rate through the US dollar. */
const takaPerUnit = (currency, date) => unitsPerUsdOn('BDT', date) / unitsPerUsdOn(currency, date);

writeSampleFile(
  'exchangeRate',
  WEEKS.map((week) => ({
    validFromDate: week,
    records: Object.entries(CURRENCY_NAMES).map(([code, [description, descriptionTranslated]]) => ({
      code,
      description,
      descriptionTranslated,
      rate: takaPerUnit(code, week).toFixed(4),
    })),
  })),
);
