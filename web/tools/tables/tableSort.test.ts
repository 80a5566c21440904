import { describe, expect, it } from 'vitest';
import { tableOrderOf } from './tableSort';

const SORTS = ['code', 'rate'] as const;

describe('the order a query string asks for', () => {
  it('reads the column and the direction', () => {
    expect(tableOrderOf(new URLSearchParams('sort=rate&order=desc'), SORTS, 'code')).toEqual({
      by: 'rate',
      order: 'desc',
    });
  });

  it('falls back to the default column, ascending, for anything it does not know', () => {
    expect(tableOrderOf(new URLSearchParams('sort=constructor&order=down'), SORTS, 'code')).toEqual({
      by: 'code',
      order: 'asc',
    });
    expect(tableOrderOf(new URLSearchParams(''), SORTS, 'code')).toEqual({ by: 'code', order: 'asc' });
  });
});
