import { describe, expect, it } from 'vitest';
import { formatAmount, formatRate } from './formatAmount.js';

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

describe('formatAmount of decimal text', () => {
  it('rounds the exact decimal, half away from zero, never through a binary number', () => {
    expect(formatAmount('122301.6000')).toBe('122,301.60');
    // As a binary number 1.005 is 1.00499999…, which Intl would round down.
    expect(formatAmount('1.005')).toBe('1.01');
    expect(formatAmount('-0.004')).toBe('0.00');
    expect(formatAmount('-1234567.895')).toBe('-1,234,567.90');
    expect(formatAmount('123456789012345678.25')).toBe('123,456,789,012,345,678.25');
  });
});

describe('formatRate', () => {
  it('keeps a rate as published, two decimals at least', () => {
    expect(formatRate('0.8435')).toBe('0.8435');
    expect(formatRate('122.3')).toBe('122.30');
    expect(formatRate('17817.151039')).toBe('17,817.151039');
    expect(formatRate('1.12345678')).toBe('1.123457');
    expect(formatRate(null)).toBe('-');
    expect(formatRate('n/a')).toBe('-');
  });
});
