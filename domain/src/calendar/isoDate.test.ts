import { describe, expect, it } from 'vitest';
import { isIsoDate, isoDateAt, isoDateDayBefore, type IsoDate } from './isoDate.js';

describe('isIsoDate', () => {
  it('accepts real dates and refuses malformed or impossible ones', () => {
    expect(isIsoDate('2025-07-01')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
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

describe('isoDateDayBefore', () => {
  it('crosses month and year ends', () => {
    expect(isoDateDayBefore('2025-07-01' as IsoDate)).toBe('2025-06-30');
    expect(isoDateDayBefore('2025-01-01' as IsoDate)).toBe('2024-12-31');
    expect(isoDateDayBefore('2024-03-01' as IsoDate)).toBe('2024-02-29');
  });
});
