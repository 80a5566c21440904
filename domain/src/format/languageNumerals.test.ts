import { describe, expect, it } from 'vitest';
import { asciiDigits } from './asciiDigits.js';
import { languageDigits, languageNumber } from './languageNumerals.js';
import { typedAmountText } from './typedAmountText.js';

describe('languageDigits', () => {
  it('writes Bengali digits in Bengali only', () => {
    expect(languageDigits('28/11/2026 09:05', 'bn')).toBe('২৮/১১/২০২৬ ০৯:০৫');
    expect(languageDigits('28/11/2026', 'ar')).toBe('28/11/2026');
    expect(asciiDigits(languageDigits('0123456789', 'bn'))).toBe('0123456789');
  });
});

describe('languageNumber', () => {
  it('groups at the lakh and the crore in Bengali, at every thousand elsewhere', () => {
    expect(languageNumber('100000', 'en')).toBe('100,000');
    expect(languageNumber('100000', 'bn')).toBe('১,০০,০০০');
    expect(languageNumber('12345678.125', 'bn')).toBe('১,২৩,৪৫,৬৭৮.১২৫');
    expect(languageNumber('-0.00', 'bn')).toBe('০.০০');
    expect(languageNumber('n/a', 'bn')).toBe('n/a');
  });

  it('writes an amount the amount fields read back as the same amount', () => {
    for (const language of ['en', 'fr', 'es', 'ar', 'bn'] as const)
      expect(typedAmountText(languageNumber('1234567.50', language))).toBe('1234567.50');
  });
});
