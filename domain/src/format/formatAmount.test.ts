import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatRate } from './formatAmount.js';

describe('formatAmount', () => {
  it('writes grouped numbers with exactly two decimals', () => {
    expect(formatAmount(1093383.99, 'en')).toBe('1,093,383.99');
    expect(formatAmount(5, 'en')).toBe('5.00');
    expect(formatAmount('13.5', 'en')).toBe('13.50');
    expect(formatAmount(0.005, 'en')).toBe('0.01');
    expect(formatAmount(-1224.1, 'en')).toBe('-1,224.10');
  });

  it("shows '-' when there is no amount", () => {
    for (const empty of [null, undefined, '', ' ', 'abc', '0x10', '1e3', Number.NaN])
      expect(formatAmount(empty, 'en')).toBe('-');
  });

  it('never shows minus zero', () => {
    expect(formatAmount(-0.001, 'en')).toBe('0.00');
    expect(formatAmount('-0.001', 'bn')).toBe('০.০০');
  });

  it('keeps thousands, the point and Latin digits in English, French, Spanish and Arabic', () => {
    for (const language of ['en', 'fr', 'es', 'ar'] as const) {
      expect(formatAmount('150000', language)).toBe('150,000.00');
      expect(formatAmount(-12345678.5, language)).toBe('-12,345,678.50');
    }
  });

  it('groups Bengali amounts in lakhs and crores, in Bengali digits, as Intl bn-BD does', () => {
    expect(formatAmount('99999.99', 'bn')).toBe('৯৯,৯৯৯.৯৯');
    expect(formatAmount('100000', 'bn')).toBe('১,০০,০০০.০০');
    expect(formatAmount('150000', 'bn')).toBe('১,৫০,০০০.০০');
    expect(formatAmount('9999999.99', 'bn')).toBe('৯৯,৯৯,৯৯৯.৯৯');
    expect(formatAmount('10000000', 'bn')).toBe('১,০০,০০,০০০.০০');
    expect(formatAmount('1234567890.5', 'bn')).toBe('১,২৩,৪৫,৬৭,৮৯০.৫০');
    expect(formatAmount(-12345678.5, 'bn')).toBe('-১,২৩,৪৫,৬৭৮.৫০');
    expect(formatAmount('999', 'bn')).toBe('৯৯৯.০০');
    const intl = new Intl.NumberFormat('bn-BD', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const value of [7, 1234.5, 150000, 10000000, 987654321.25])
      expect(formatAmount(value, 'bn')).toBe(intl.format(value));
  });
});

describe('formatAmount of decimal text', () => {
  it('rounds the exact decimal, half away from zero, never through a binary number', () => {
    expect(formatAmount('122301.6000', 'en')).toBe('122,301.60');
    // As a binary number 1.005 is 1.00499999…, which Intl would round down.
    expect(formatAmount('1.005', 'en')).toBe('1.01');
    expect(formatAmount('-0.004', 'en')).toBe('0.00');
    expect(formatAmount('-1234567.895', 'en')).toBe('-1,234,567.90');
    expect(formatAmount('123456789012345678.25', 'en')).toBe('123,456,789,012,345,678.25');
    expect(formatAmount('-1234567.895', 'bn')).toBe('-১২,৩৪,৫৬৭.৯০');
  });
});

describe('formatRate', () => {
  it('keeps a rate as published, two decimals at least', () => {
    expect(formatRate('0.8435', 'en')).toBe('0.8435');
    expect(formatRate('122.3', 'en')).toBe('122.30');
    expect(formatRate('17817.151039', 'en')).toBe('17,817.151039');
    expect(formatRate('1.12345678', 'en')).toBe('1.123457');
    expect(formatRate(null, 'en')).toBe('-');
    expect(formatRate('n/a', 'en')).toBe('-');
  });

  it('writes the digits and grouping of the language', () => {
    expect(formatRate('122.5012', 'bn')).toBe('১২২.৫০১২');
    expect(formatRate('-0.0123', 'bn')).toBe('-০.০১২৩');
    expect(formatRate('150000.1', 'bn')).toBe('১,৫০,০০০.১০');
    expect(formatRate('150000.1', 'ar')).toBe('150,000.10');
    expect(formatRate('150000.1', 'fr')).toBe('150,000.10');
  });
});

describe('formatCount', () => {
  it('groups a count in the language, without decimals', () => {
    expect(formatCount(7154, 'en')).toBe('7,154');
    expect(formatCount(7154, 'bn')).toBe('৭,১৫৪');
    expect(formatCount(250000, 'bn')).toBe('২,৫০,০০০');
    expect(formatCount(250000, 'es')).toBe('250,000');
    expect(formatCount(0, 'ar')).toBe('0');
  });
});
