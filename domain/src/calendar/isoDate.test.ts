import { describe, expect, it } from 'vitest';
import {
  isIsoDate,
  isoDateAt,
  isoDateClock,
  isoDateDayBefore,
  isoDateDaysAfter,
  isoDateDaysBefore,
  type IsoDate,
} from './isoDate.js';

describe('isIsoDate', () => {
  it('accepts real dates and refuses malformed or impossible ones', () => {
    expect(isIsoDate('2025-07-01')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2025-04-31')).toBe(false);
    expect(isIsoDate('2025-12-31')).toBe(true);
    expect(isIsoDate('2025-00-10')).toBe(false);
    expect(isIsoDate('2025-01-00')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('01/07/2025')).toBe(false);
    expect(isIsoDate('2025-7-1')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('isoDateAt', () => {
  it('reads the date in the given time zone', () => {
    const lateEveningUtc = new Date('2025-06-30T20:00:00Z');
    expect(isoDateAt(lateEveningUtc, 'UTC')).toBe('2025-06-30');
    expect(isoDateAt(lateEveningUtc, 'Asia/Dhaka')).toBe('2025-07-01');
  });
});

describe('isoDateClock', () => {
  it('turns the date at midnight in the time zone, to the millisecond, though it keeps the date a minute', () => {
    // Dhaka is UTC+6: its 2025-07-01 begins at 2025-06-30T18:00:00Z.
    let now = Date.parse('2025-06-30T17:59:00Z');
    const today = isoDateClock('Asia/Dhaka', () => now);
    expect(today()).toBe('2025-06-30');
    now = Date.parse('2025-06-30T17:59:59.999Z');
    expect(today()).toBe('2025-06-30');
    now = Date.parse('2025-06-30T18:00:00Z');
    expect(today()).toBe('2025-07-01');
  });

  it('follows a zone whose offset is not whole hours', () => {
    // Kathmandu is UTC+5:45.
    let now = Date.parse('2025-06-30T18:14:59Z');
    const today = isoDateClock('Asia/Kathmandu', () => now);
    expect(today()).toBe('2025-06-30');
    now = Date.parse('2025-06-30T18:15:00Z');
    expect(today()).toBe('2025-07-01');
  });
});

describe('isoDateDayBefore', () => {
  it('crosses month and year ends', () => {
    expect(isoDateDayBefore('2025-07-01' as IsoDate)).toBe('2025-06-30');
    expect(isoDateDayBefore('2025-01-01' as IsoDate)).toBe('2024-12-31');
    expect(isoDateDayBefore('2024-03-01' as IsoDate)).toBe('2024-02-29');
    expect(isoDateDaysBefore('2025-01-10' as IsoDate, 89)).toBe('2024-10-13');
    expect(isoDateDaysBefore('2025-01-10' as IsoDate, 0)).toBe('2025-01-10');
  });
});

describe('isoDateDaysAfter', () => {
  it('counts forward across month, year and leap-day ends', () => {
    expect(isoDateDaysAfter('2025-06-30' as IsoDate, 1)).toBe('2025-07-01');
    expect(isoDateDaysAfter('2024-12-31' as IsoDate, 1)).toBe('2025-01-01');
    expect(isoDateDaysAfter('2024-02-28' as IsoDate, 1)).toBe('2024-02-29');
    expect(isoDateDaysAfter('2025-07-01' as IsoDate, 365)).toBe('2026-07-01');
  });
});
