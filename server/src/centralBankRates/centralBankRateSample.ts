import { readFileSync } from 'node:fs';
import { isoDateDaysBefore, type CentralBankRate, type IsoDate } from '@tsw/domain';
import type { Database } from '../database/database.js';
import { SAMPLE_DATA_DIRECTORY } from '../sampleData/sampleDataLoad.js';
import { centralBankRatesStored, storeCentralBankRates } from './centralBankRateStore.js';

/** Written by scripts/sample-data/centralBankRate.mjs; its days are counted back from the load. */
const SAMPLE_FILE = new URL('centralBank/rates.json', SAMPLE_DATA_DIRECTORY);

interface SampleFile {
  source: string;
  quoteCurrencyCode: string;
  days: {
    daysBeforeLoad: number;
    rates: Omit<CentralBankRate, 'source' | 'rateDate' | 'quoteCurrencyCode'>[];
  }[];
}

/** The sample publication dated back from `today`: the last 90 days, each a day's rates. */
export function centralBankSampleRates(today: IsoDate): CentralBankRate[] {
  const file = JSON.parse(readFileSync(SAMPLE_FILE, 'utf8')) as SampleFile;
  return file.days.flatMap((day) =>
    day.rates.map((rate) => ({
      ...rate,
      source: file.source,
      rateDate: isoDateDaysBefore(today, day.daysBeforeLoad),
      quoteCurrencyCode: file.quoteCurrencyCode,
    })),
  );
}

/**
 * While no central-bank rates were ever loaded, loads the sample, so that the screen shows something on a
 * new portal; a real import made first keeps it out. Returns whether it loaded.
 */
export async function loadCentralBankSampleIfEmpty(database: Database, today: IsoDate): Promise<boolean> {
  if (await centralBankRatesStored(database)) return false;
  const outcome = await storeCentralBankRates(database, {
    rates: centralBankSampleRates(today),
    fileName: 'server/sample-data/centralBank/rates.json',
    sample: true,
  });
  return outcome.storedRows > 0;
}
