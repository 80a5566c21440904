import type { TariffCode } from './tariffCode.js';

/**
 * The share of HS 2022's subheadings a data set's lines must cover to be read as a whole schedule. Below it
 * (a sample, a test's few lines, a schedule of one chapter) the missing subheadings are not the data's
 * gaps but what it never meant to hold, and nothing is said of them.
 */
export const SCHEDULE_MIN_HS_COVERAGE = 0.9;

/** The HS's six digits, under which every national line sits. */
const SUBHEADING_LENGTH = 6;

/**
 * The HS 2022 subheadings a schedule has no line under, where the schedule covers most of HS (a
 * transcription that lost some, as the shipped FY2025-26 schedule lost raw cotton, cane sugar and ferrous
 * scrap): a search that finds them can say the schedule lacks them instead of offering other goods.
 */
export function scheduleGapsOf(
  lineCodes: Iterable<string>,
  hsSubheadings: Iterable<string>,
): ReadonlySet<string> {
  const covered = new Set<string>();
  for (const code of lineCodes) {
    if (code.length >= SUBHEADING_LENGTH) covered.add(code.slice(0, SUBHEADING_LENGTH));
  }
  const subheadings = [...hsSubheadings].filter((code) => code.length === SUBHEADING_LENGTH);
  const gaps = subheadings.filter((code) => !covered.has(code));
  const coverage = subheadings.length === 0 ? 0 : 1 - gaps.length / subheadings.length;
  return new Set(coverage >= SCHEDULE_MIN_HS_COVERAGE ? gaps : []);
}

/** An HS subheading the schedule lacks, as a line: HS 2022's text, no rates, marked `notInSchedule`. */
export function scheduleGapLine(code: string, hsText: string): TariffCode {
  return {
    code,
    description: hsText,
    descriptionTranslated: null,
    supplementaryUnitCode: null,
    taxCodes: [],
    hsDescription: null,
    notInSchedule: true,
  };
}
