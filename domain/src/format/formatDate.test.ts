import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate.js';

describe('formatDate', () => {
  it('writes month/day/year, and day/month/year in French', () => {
    expect(formatDate('2025-07-01', 'en')).toBe('07/01/2025');
    expect(formatDate('2025-07-01', 'fr')).toBe('01/07/2025');
    expect(formatDate('2025-07-01', 'ar')).toBe('07/01/2025');
    expect(formatDate('2025-07-01', 'bn')).toBe('07/01/2025');
  });

  it('adds hours and minutes when asked', () => {
    const instant = new Date(2025, 10, 23, 9, 5);
    expect(formatDate(instant, 'en', { withTime: true })).toBe('11/23/2025 09:05');
    expect(formatDate(instant, 'fr', { withTime: true })).toBe('23/11/2025 09:05');
  });

  it("writes an instant on the clocks of a time zone when given, whatever the machine's", () => {
    const instant = new Date('2025-11-23T19:30:00Z');
    expect(formatDate(instant, 'en', { withTime: true, timeZone: 'Asia/Dhaka' })).toBe('11/24/2025 01:30');
    expect(formatDate(instant, 'fr', { withTime: true, timeZone: 'Asia/Kathmandu' })).toBe(
      '24/11/2025 01:15',
    );
    expect(formatDate(instant, 'en', { timeZone: 'America/Costa_Rica' })).toBe('11/23/2025');
  });

  it('never shifts a calendar day, and shows nothing for no date', () => {
    expect(formatDate('2024-12-31', 'en')).toBe('12/31/2024');
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDate('2025-02-31', 'en')).toBe('');
  });
});
