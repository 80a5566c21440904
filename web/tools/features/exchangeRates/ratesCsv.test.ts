import { describe, expect, it } from 'vitest';
import { ratesFromCsv } from './ratesCsv';

describe('ratesFromCsv', () => {
  it('reads code and rate per line, with or without a header, in any column order', () => {
    expect(ratesFromCsv('USD,122.5012\r\neur,141.2\n\n"JPY",0.7825\n')).toEqual({
      rates: [
        { code: 'USD', rate: '122.5012' },
        { code: 'EUR', rate: '141.2' },
        { code: 'JPY', rate: '0.7825' },
      ],
      badLines: [],
    });
    expect(ratesFromCsv('USD;122,5012\nEUR;141.2').rates).toEqual([
      { code: 'USD', rate: '122.5012' },
      { code: 'EUR', rate: '141.2' },
    ]);
    expect(ratesFromCsv('"JPY"\t"0,7825"').rates).toEqual([{ code: 'JPY', rate: '0.7825' }]);
    expect(ratesFromCsv('\uFEFFrate,currency,name\n122.5,USD,US Dollar\n১৪১.২,EUR,Euro')).toEqual({
      rates: [
        { code: 'USD', rate: '122.5' },
        { code: 'EUR', rate: '141.2' },
      ],
      badLines: [],
    });
  });

  it('never cuts a rate short: a decimal comma in a comma-separated file makes its line a bad one', () => {
    expect(ratesFromCsv('USD,122,5\nEUR,"141,2"\nGBP,165.5')).toEqual({
      rates: [{ code: 'GBP', rate: '165.5' }],
      badLines: [1, 2],
    });
  });

  it('names the lines without a code and a rate, and keeps bad rates for the checks to name', () => {
    expect(ratesFromCsv('code,rate\nUSD\n,12\nGBP,abc')).toEqual({
      rates: [{ code: 'GBP', rate: 'abc' }],
      badLines: [2, 3],
    });
  });
});
