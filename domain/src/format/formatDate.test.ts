import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate.js';

describe('formatDate', () => {
  it('writes month/day/year in English, day/month/year in the other languages, Bengali in its digits', () => {
    expect(formatDate('2026-11-28', 'en')).toBe('11/28/2026');
    expect(formatDate('2026-11-28', 'fr')).toBe('28/11/2026');
    expect(formatDate('2026-11-28', 'es')).toBe('28/11/2026');
    expect(formatDate('2026-11-28', 'ar')).toBe('28/11/2026');
    expect(formatDate('2026-11-28', 'bn')).toBe('২৮/১১/২০২৬');
  });

  it('reads as Intl writes each language, less its Arabic bidirectional marks and Arabic-Indic digits', () => {
    const day = new Date(2025, 6, 1);
    for (const language of ['en', 'fr', 'es', 'ar', 'bn'] as const) {
      const intl = new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-nu-latn' : language, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      expect(formatDate('2025-07-01', language)).toBe(intl.format(day).replace(/\u200f/g, ''));
    }
  });

  it('adds hours and minutes when asked, in the same digits', () => {
    const instant = new Date(2025, 10, 23, 9, 5);
    expect(formatDate(instant, 'en', { withTime: true })).toBe('11/23/2025 09:05');
    expect(formatDate(instant, 'fr', { withTime: true })).toBe('23/11/2025 09:05');
    expect(formatDate(instant, 'bn', { withTime: true })).toBe('২৩/১১/২০২৫ ০৯:০৫');
  });

  it("writes an instant on the clocks of a time zone when given, whatever the machine's", () => {
    const instant = new Date('2025-11-23T19:30:00Z');
    expect(formatDate(instant, 'en', { withTime: true, timeZone: 'Asia/Dhaka' })).toBe('11/24/2025 01:30');
    expect(formatDate(instant, 'fr', { withTime: true, timeZone: 'Asia/Kathmandu' })).toBe(
      '24/11/2025 01:15',
    );
    expect(formatDate(instant, 'en', { timeZone: 'America/Costa_Rica' })).toBe('11/23/2025');
    expect(formatDate(instant, 'bn', { timeZone: 'Asia/Dhaka' })).toBe('২৪/১১/২০২৫');
  });

  it('never shifts a calendar day, and shows nothing for no date', () => {
    expect(formatDate('2024-12-31', 'en')).toBe('12/31/2024');
    expect(formatDate('2024-12-31', 'ar')).toBe('31/12/2024');
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDate('2025-02-31', 'bn')).toBe('');
  });
});
