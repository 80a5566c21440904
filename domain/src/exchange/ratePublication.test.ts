import { describe, expect, it } from 'vitest';
import {
  earliestPeriodStart,
  ratePublicationProblems,
  type RatePublicationContext,
} from './ratePublication.js';

const CONTEXT: RatePublicationContext = {
  today: '2026-11-23',
  latestStart: '2026-11-24',
  isKnownCurrency: (code: string) => ['USD', 'EUR', 'JPY'].includes(code),
};
const found = (validFrom: string, rates: { code: string; rate: string }[], context = CONTEXT) =>
  ratePublicationProblems({ validFrom, rates }, context).map((problem) => `${problem.path} ${problem.code}`);

describe('ratePublicationProblems', () => {
  it('accepts a period after the newest one, from tomorrow on', () => {
    expect(
      found('2026-11-25', [
        { code: 'USD', rate: '122.5012' },
        { code: 'JPY', rate: '0.781234' },
      ]),
    ).toEqual([]);
    expect(found('2026-11-24', [{ code: 'USD', rate: '122' }], { ...CONTEXT, latestStart: null })).toEqual(
      [],
    );
    expect(earliestPeriodStart('2026-11-23', null)).toBe('2026-11-24');
    expect(earliestPeriodStart('2026-11-23', '2026-11-30')).toBe('2026-12-01');
    expect(earliestPeriodStart('2026-11-23', '2026-10-01')).toBe('2026-11-24');
  });

  it('refuses a day already published or past, and a date that is not one', () => {
    expect(found('2026-11-24', [{ code: 'USD', rate: '1' }])).toEqual([
      'validFrom RATES_DATE_NOT_AFTER_LATEST',
    ]);
    expect(found('2026-11-22', [{ code: 'USD', rate: '1' }])).toEqual(['validFrom RATES_DATE_IN_PAST']);
    const noneYet = { ...CONTEXT, latestStart: null };
    expect(found('2026-11-23', [{ code: 'USD', rate: '1' }], noneYet)).toEqual([
      'validFrom RATES_DATE_IN_PAST',
    ]);
    expect(found('2027-11-24', [{ code: 'USD', rate: '1' }])).toEqual([]);
    expect(found('2027-11-25', [{ code: 'USD', rate: '1' }])).toEqual(['validFrom RATES_DATE_TOO_FAR']);
    expect(found('24/11/2026', [{ code: 'USD', rate: '1' }])).toEqual(['validFrom RATES_DATE_INVALID']);
  });

  it('names each bad currency and rate by its row', () => {
    expect(
      found('2026-11-25', [
        { code: 'USD', rate: '0' },
        { code: 'GBP', rate: '164.1' },
        { code: 'USD', rate: '1,5' },
        { code: 'EUR', rate: '1.1234567' },
      ]),
    ).toEqual([
      'rates[0].rate RATE_INVALID',
      'rates[1].code CURRENCY_NOT_FOUND',
      'rates[2].code CURRENCY_REPEATED',
      'rates[2].rate RATE_INVALID',
      'rates[3].rate RATE_INVALID',
    ]);
    expect(found('2026-11-25', [])).toEqual(['rates RATES_EMPTY']);
  });
});
