import type { IsoDate, ReferenceRecord } from '@tsw/domain';
import type { FirstStartPeriod } from './firstStartPeriod.js';
import type { CodeText, HsNomenclatureFile } from './tariffDataBuild.js';

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
  // French and Spanish under the field names the other lists give them (referenceNames.ts).
  const frEs = (french: readonly CodeText[], spanish: readonly CodeText[]) => {
    const [fr, es] = [new Map(french), new Map(spanish)];
    return (code: string) => ({ descriptionFr: fr.get(code) ?? null, descriptionEs: es.get(code) ?? null });
  };
  const chapterFrEs = frEs(file.chaptersFr, file.chaptersEs);
  const headingFrEs = frEs(file.headingsFr, file.headingsEs);
  const subheadingFrEs = frEs(file.subheadingsFr, file.subheadingsEs);
  const sectionOfChapter = new Map(
    file.sections.flatMap((section) => section.chapters.map((chapter) => [chapter, section.roman] as const)),
  );
  const sixDigits = file.subheadings.map(([code, description]) => ({
    code,
    description,
    chapterCode: code.slice(0, 2),
    headingCode: code.slice(0, 4),
    ...subheadingFrEs(code),
  }));
  return [
    period(
      'section',
      'sections, English, Arabic, French and Spanish titles',
      file.sections.map((section) => ({
        code: section.roman,
        description: section.description,
        sectionNumber: String(section.number),
        descriptionAr: section.descriptionAr,
        descriptionFr: section.descriptionFr,
        descriptionEs: section.descriptionEs,
      })),
    ),
    period(
      'chapter',
      'chapters, English, Arabic, French and Spanish titles',
      file.chapters.map(([code, description]) => ({
        code,
        description,
        sectionCode: sectionOfChapter.get(code) ?? null,
        descriptionAr: chaptersAr.get(code) ?? null,
        ...chapterFrEs(code),
      })),
    ),
    period(
      'heading',
      'headings, English, French and Spanish',
      file.headings.map(([code, description]) => ({
        code,
        description,
        chapterCode: code.slice(0, 2),
        ...headingFrEs(code),
      })),
    ),
    period('subHeading', 'subheadings, English, French and Spanish', sixDigits),
    period('hsCode', 'six-digit codes, English, French and Spanish', sixDigits),
  ];
}
