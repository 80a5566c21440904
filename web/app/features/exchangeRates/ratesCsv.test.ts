import { describe, expect, it } from 'vitest';
import { ratesFromCsv } from './ratesCsv';

describe('ratesFromCsv', () => {
  it('reads code and rate per line, with or without a header, in any column order', () => {
    expect(ratesFromCsv('USD,122.5012\r\neur;141.2\n\n"JPY"\t"0.7825"\n')).toEqual({
      rates: [
        { code: 'USD', rate: '122.5012' },
        { code: 'EUR', rate: '141.2' },
        { code: 'JPY', rate: '0.7825' },
      ],
      badLines: [],
    });
    expect(ratesFromCsv('\uFEFFrate,currency,name\n122.5,USD,US Dollar\n১৪১.২,EUR,Euro')).toEqual({
      rates: [
        { code: 'USD', rate: '122.5' },
        { code: 'EUR', rate: '141.2' },
      ],
      badLines: [],
    });
  });

  it('names the lines without a code and a rate, and keeps bad rates for the checks to name', () => {
    expect(ratesFromCsv('code,rate\nUSD\n,12\nGBP,abc')).toEqual({
      rates: [{ code: 'GBP', rate: 'abc' }],
      badLines: [2, 3],
    });
  });
});
