import { describe, expect, it } from 'vitest';
import { csvText } from '../documents/csvText.js';
import { centralBankRateProblems, selectCentralBankRates, type CentralBankRate } from './centralBankRate.js';

const rate = (
  currencyCode: string,
  currencyName: string,
  midRate: string,
  buyingRate: string | null = null,
) =>
  ({
    source: 'Bangladesh Bank',
    rateDate: '2026-11-23',
    currencyCode,
    currencyName,
    quoteCurrencyCode: 'BDT',
    units: 1,
    buyingRate,
    sellingRate: null,
    midRate,
  }) satisfies CentralBankRate;

const RATES = [
  rate('USD', 'US Dollar', '122.5', '122.0'),
  rate('EUR', 'Euro', '140.05'),
  rate('AUD', 'Australian Dollar', '86.47', '86.0'),
  rate('KWD', 'Kuwaiti Dinar', '399.1348', '397.1'),
];
const codes = (rates: readonly CentralBankRate[]) => rates.map((item) => item.currencyCode);

describe('selectCentralBankRates', () => {
  it('takes the chosen currencies before any text, else a code prefix or a name part', () => {
    const query = { currencies: [], searchText: '', sort: 'currencyCode', order: 'asc' } as const;
    expect(codes(selectCentralBankRates(RATES, query))).toEqual(['AUD', 'EUR', 'KWD', 'USD']);
    expect(
      codes(selectCentralBankRates(RATES, { ...query, currencies: ['USD', 'EUR'], searchText: 'dinar' })),
    ).toEqual(['EUR', 'USD']);
    expect(codes(selectCentralBankRates(RATES, { ...query, searchText: ' DOLLAR ' }))).toEqual([
      'AUD',
      'USD',
    ]);
    expect(codes(selectCentralBankRates(RATES, { ...query, searchText: 'eu' }))).toEqual(['EUR']);
    const FRENCH: Record<string, string> = {
      USD: 'dollar des États-Unis',
      EUR: 'euro',
      AUD: 'dollar australien',
      KWD: 'dinar koweïtien',
    };
    const french = (item: CentralBankRate) => FRENCH[item.currencyCode] ?? '';
    expect(codes(selectCentralBankRates(RATES, { ...query, searchText: 'états' }, french))).toEqual(['USD']);
  });

  it('finds a pair by either currency: the ECB quotes the euro in dollars', () => {
    const ecb = {
      ...rate('EUR', 'Euro', '1.1684'),
      source: 'European Central Bank',
      quoteCurrencyCode: 'USD',
    };
    const query = { currencies: ['USD'], searchText: '', sort: 'currencyCode', order: 'asc' } as const;
    expect(selectCentralBankRates([...RATES, ecb], query).map((item) => item.source)).toEqual([
      'European Central Bank',
      'Bangladesh Bank',
    ]);
    expect(codes(selectCentralBankRates([ecb], { ...query, currencies: [], searchText: 'us' }))).toEqual([
      'EUR',
    ]);
  });

  it('sorts rates as exact decimals, with a rate not given last either way', () => {
    const query = { currencies: [], searchText: '', sort: 'midRate', order: 'desc' } as const;
    expect(codes(selectCentralBankRates(RATES, query))).toEqual(['KWD', 'EUR', 'USD', 'AUD']);
    const buying = { ...query, sort: 'buyingRate' } as const;
    expect(codes(selectCentralBankRates(RATES, buying))).toEqual(['KWD', 'USD', 'AUD', 'EUR']);
    expect(codes(selectCentralBankRates(RATES, { ...buying, order: 'asc' }))).toEqual([
      'AUD',
      'USD',
      'KWD',
      'EUR',
    ]);
  });
});

describe('centralBankRateProblems', () => {
  it('accepts a well-formed rate and names each fault of a bad one', () => {
    expect(centralBankRateProblems(rate('USD', 'US Dollar', '122.5', '122.0'))).toEqual([]);
    expect(
      centralBankRateProblems({
        ...rate('US', 'x', '0', '2'),
        rateDate: '2026-13-01',
        sellingRate: '1.5',
        units: 2.5,
      }),
    ).toEqual([
      "the date '2026-13-01' is not a date (YYYY-MM-DD)",
      "the currency 'US' is not three capital letters (ISO 4217)",
      "the units '2.5' are not a whole number from 1 to 1000000",
      "the mid rate '0' is not a positive number (up to 8 decimals)",
      'the buying rate 2 is above the selling rate 1.5',
    ]);
  });
});

describe('csvText', () => {
  it('quotes what needs quoting, leaves nulls empty and starts with a byte-order mark', () => {
    expect(
      csvText([
        ['Code', 'Name'],
        ['USD', 'Dollar, "US"'],
        ['BDT', null],
      ]),
    ).toBe('\uFEFFCode,Name\r\nUSD,"Dollar, ""US"""\r\nBDT,\r\n');
  });
});
