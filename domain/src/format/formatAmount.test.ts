import { describe, expect, it } from 'vitest';
import { formatAmount } from './formatAmount.js';

describe('formatAmount', () => {
  it('writes en-US numbers with exactly two decimals', () => {
    expect(formatAmount(1093383.99)).toBe('1,093,383.99');
    expect(formatAmount(5)).toBe('5.00');
    expect(formatAmount('13.5')).toBe('13.50');
    expect(formatAmount(0.005)).toBe('0.01');
    expect(formatAmount(-1224.1)).toBe('-1,224.10');
  });

  it("shows '-' when there is no amount", () => {
    for (const empty of [null, undefined, '', ' ', 'abc', '0x10', '1e3', Number.NaN])
      expect(formatAmount(empty)).toBe('-');
  });

  it('never shows minus zero', () => {
    expect(formatAmount(-0.001)).toBe('0.00');
  });
});
