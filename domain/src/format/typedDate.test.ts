import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate.js';
import { typedDate } from './typedDate.js';
import { LANGUAGE_CODES } from '../portal/portalLanguages.js';

describe('typedDate', () => {
  it('reads every language’s own way back, as formatDate writes it', () => {
    for (const language of LANGUAGE_CODES) {
      expect(typedDate(formatDate('2026-11-08', language), language)).toBe('2026-11-08');
    }
  });

  it('reads the day first but in English, in Latin or Bengali digits, with any of / . -', () => {
    expect(typedDate('11/08/2026', 'en')).toBe('2026-11-08');
    expect(typedDate('11/08/2026', 'fr')).toBe('2026-08-11');
    expect(typedDate('৮.১১.২০২৬', 'bn')).toBe('2026-11-08');
    expect(typedDate('8-11-2026', 'ar')).toBe('2026-11-08');
    expect(typedDate(' 28/11/2026 ', 'es')).toBe('2026-11-28');
  });

  it('reads the ISO form in every language', () => {
    expect(typedDate('2026-11-28', 'bn')).toBe('2026-11-28');
    expect(typedDate('২০২৬-১১-২৮', 'bn')).toBe('2026-11-28');
  });

  it('names no day for what is not one', () => {
    for (const text of [
      '',
      '28/11/26',
      '30/02/2026',
      '13/13/2026',
      '28 November 2026',
      '2026-11-28T00:00',
      '28//11/2026',
    ]) {
      expect(typedDate(text, 'fr')).toBeUndefined();
    }
    // 28 is no month in English.
    expect(typedDate('28/11/2026', 'en')).toBeUndefined();
  });
});
