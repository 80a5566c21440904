import { describe, expect, it } from 'vitest';
import { SCHEDULE_MIN_HS_COVERAGE, scheduleGapLine, scheduleGapsOf } from './scheduleGaps.js';

/** Twenty HS subheadings, 010110 … 010129 style: enough to cross the coverage threshold by one line. */
const SUBHEADINGS = Array.from({ length: 20 }, (_, index) => `0101${String(10 + index)}`);

describe('the gaps of a tariff schedule', () => {
  it('are the HS subheadings no national line sits under, in a schedule that covers most of HS', () => {
    const lines = SUBHEADINGS.slice(0, 19).map((code) => `${code}00`);
    expect([...scheduleGapsOf(lines, SUBHEADINGS)]).toEqual(['010129']);
    // Headings and chapters among the broader codes are not subheadings: never gaps.
    expect([...scheduleGapsOf(lines, [...SUBHEADINGS, '0101', '01'])]).toEqual(['010129']);
  });

  it('are none for a data set that never meant to hold the whole HS (a sample, one chapter)', () => {
    const covered = Math.ceil(SUBHEADINGS.length * SCHEDULE_MIN_HS_COVERAGE) - 1;
    const lines = SUBHEADINGS.slice(0, covered).map((code) => `${code}00`);
    expect(scheduleGapsOf(lines, SUBHEADINGS).size).toBe(0);
    expect(scheduleGapsOf([], []).size).toBe(0);
  });

  it('are told as lines with HS 2022 text, no rates, marked as outside the schedule', () => {
    expect(scheduleGapLine('520100', 'Cotton; not carded or combed')).toEqual({
      code: '520100',
      description: 'Cotton; not carded or combed',
      descriptionTranslated: null,
      supplementaryUnitCode: null,
      taxCodes: [],
      hsDescription: null,
      notInSchedule: true,
    });
  });
});
