import type { IsoDate } from '@tsw/domain';
import { describe, expect, it } from 'vitest';
import { centralBankRateQuery, type CentralBankRateSelection } from './centralBankRateQuery';

const TODAY: CentralBankRateSelection = {
  date: '2026-11-24' as IsoDate,
  currencies: [],
  searchText: '',
  source: '',
  sort: 'currencyCode',
  order: 'asc',
  locale: 'en',
};

describe('centralBankRateQuery', () => {
  it('always names the day, the order and the language, and leaves out the choices not made', () => {
    expect(centralBankRateQuery(TODAY, { max: 10, offset: 0 })).toBe(
      'date=2026-11-24&sortByFields=currencyCode&order=asc&locale=en&max=10&offset=0',
    );
    expect(centralBankRateQuery({ ...TODAY, searchText: '   ' })).not.toContain('searchText');
  });

  it('writes the currencies comma-separated, the text trimmed and the source as typed, escaped', () => {
    const query = new URLSearchParams(
      centralBankRateQuery(
        {
          ...TODAY,
          currencies: ['USD', 'EUR'],
          searchText: ' ডলার ',
          source: 'Bangladesh Bank (sample data)',
          sort: 'midRate',
          order: 'desc',
          locale: 'bn',
        },
        { reportFormat: 'pdf' },
      ),
    );
    expect(Object.fromEntries(query)).toEqual({
      date: '2026-11-24',
      sortByFields: 'midRate',
      order: 'desc',
      locale: 'bn',
      currencies: 'USD,EUR',
      searchText: 'ডলার',
      source: 'Bangladesh Bank (sample data)',
      reportFormat: 'pdf',
    });
  });
});
