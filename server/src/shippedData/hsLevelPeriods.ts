import type { IsoDate, ReferenceRecord } from '@tsw/domain';
import type { FirstStartPeriod } from './firstStartPeriod.js';
import type { HsNomenclatureFile } from './tariffDataBuild.js';

/** HS 2022 entered into force on 1 January 2022: its levels are loaded as one period from that day. */
const HS_2022_VALID_FROM = '2022-01-01' as IsoDate;

const HS_SOURCE = 'Harmonized System 2022 (World Customs Organization)';

function period(entity: string, what: string, records: readonly ReferenceRecord[]): FirstStartPeriod {
  return { entity, validFrom: HS_2022_VALID_FROM, records, source: `${HS_SOURCE}: ${what}`, sample: false };
}

/**
 * The levels of HS 2022 above the national lines (section, chapter, heading, subHeading and hsCode), made
 * from the nomenclature file the portal ships for the tariff, so that they are loaded and served as every
 * other table is; hsCode holds the same six-digit codes as subHeading, as deployed servers serve both.
 */
export function hsLevelPeriods(file: HsNomenclatureFile): FirstStartPeriod[] {
  const chaptersAr = new Map(file.chaptersAr);
  const sectionOfChapter = new Map(
    file.sections.flatMap((section) => section.chapters.map((chapter) => [chapter, section.roman] as const)),
  );
  const sixDigits = file.subheadings.map(([code, description]) => ({
    code,
    description,
    chapterCode: code.slice(0, 2),
    headingCode: code.slice(0, 4),
  }));
  return [
    period(
      'section',
      'sections, English and Arabic titles',
      file.sections.map((section) => ({
        code: section.roman,
        description: section.description,
        sectionNumber: String(section.number),
        descriptionAr: section.descriptionAr,
      })),
    ),
    period(
      'chapter',
      'chapters, English and Arabic titles',
      file.chapters.map(([code, description]) => ({
        code,
        description,
        sectionCode: sectionOfChapter.get(code) ?? null,
        descriptionAr: chaptersAr.get(code) ?? null,
      })),
    ),
    period(
      'heading',
      'headings',
      file.headings.map(([code, description]) => ({ code, description, chapterCode: code.slice(0, 2) })),
    ),
    period('subHeading', 'subheadings', sixDigits),
    period('hsCode', 'six-digit codes', sixDigits),
  ];
}
