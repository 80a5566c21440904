import { CENTRAL_BANK_RATES_ANSWER } from '@tsw/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from '../../api/apiFetch';

const RATE = {
  source: 'Bangladesh Bank',
  rateDate: '2025-11-23',
  currencyCode: 'USD',
  currencyName: 'US Dollar',
  quoteCurrencyCode: 'BDT',
  units: 1,
  buyingRate: '121.50',
  sellingRate: '122.50',
  midRate: '122.00',
};

/** `GET {externalRates}search` answered by `answer`, checked as the screen checks it. */
async function read(answer: unknown) {
  vi.stubGlobal('fetch', async () => Response.json(answer));
  return apiFetch('https://rates.example/search?date=2025-11-23', CENTRAL_BANK_RATES_ANSWER, {
    accessToken: null,
  }).catch((error: unknown) => error);
}

// EXTERNAL_RATES_URL may name another server, answering as the specification writes it (issue 28).
describe('the central-bank rates answer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reads the specification's bare {exchangeRates, totalCount}, without sources", async () => {
    const bare = { exchangeRates: [RATE], totalCount: 1 };
    expect(await read(bare)).toEqual(bare);
  });

  it("reads this portal's answer, with sources and publications", async () => {
    const full = {
      exchangeRates: [RATE],
      totalCount: 1,
      sources: ['Bangladesh Bank'],
      publications: [{ source: 'Bangladesh Bank', rateDate: '2025-11-23' }],
    };
    expect(await read(full)).toEqual(full);
  });

  it('still refuses an answer without its rates', async () => {
    expect(await read({ totalCount: 1, sources: [] })).toMatchObject({ code: 'UNEXPECTED_ANSWER' });
    expect(await read({ exchangeRates: [RATE], totalCount: 1, sources: 'all' })).toBeInstanceOf(ApiError);
  });
});
