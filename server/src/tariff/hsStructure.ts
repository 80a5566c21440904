import { REFERENCE_DATA_DIRECTORY, readReferenceDataJson } from '../shippedData/referenceDataFile.js';
import { HS_NOMENCLATURE_FILE } from '../shippedData/referenceDataBuild.js';
import type { HsNomenclatureFile } from '../shippedData/tariffDataBuild.js';

/** The HS 2022 sections, chapters, headings and subheadings the portal ships (server/reference-data). */
export interface HsStructure {
  readonly sections: HsNomenclatureFile['sections'];
  readonly chapters: Readonly<Record<string, string>>;
  /** Arabic chapter titles, by chapter. */
  readonly chaptersAr: Readonly<Record<string, string>>;
  /** Our Bengali chapter titles (the portal's working translation), by chapter. */
  readonly chaptersBn: Readonly<Record<string, string>>;
  /** French and Spanish chapter titles (the EU's Combined Nomenclature), by chapter. */
  readonly chaptersFr: Readonly<Record<string, string>>;
  readonly chaptersEs: Readonly<Record<string, string>>;
  readonly headings: Readonly<Record<string, string>>;
  /** Our Bengali heading titles (the portal's working translation), by heading. */
  readonly headingsBn: Readonly<Record<string, string>>;
  readonly headingsFr: Readonly<Record<string, string>>;
  readonly headingsEs: Readonly<Record<string, string>>;
  /** The international (HS 2022) text of each six-digit subheading. */
  readonly subheadings: Readonly<Record<string, string>>;
  /** The French and Spanish texts of each six-digit subheading (the EU's Combined Nomenclature). */
  readonly subheadingsFr: Readonly<Record<string, string>>;
  readonly subheadingsEs: Readonly<Record<string, string>>;
}

export function loadHsStructure(): HsStructure {
  const file = readReferenceDataJson(REFERENCE_DATA_DIRECTORY, HS_NOMENCLATURE_FILE) as HsNomenclatureFile;
  return {
    sections: file.sections,
    chapters: Object.fromEntries(file.chapters),
    chaptersAr: Object.fromEntries(file.chaptersAr),
    chaptersBn: Object.fromEntries(file.chaptersBn),
    chaptersFr: Object.fromEntries(file.chaptersFr),
    chaptersEs: Object.fromEntries(file.chaptersEs),
    headings: Object.fromEntries(file.headings),
    headingsBn: Object.fromEntries(file.headingsBn),
    headingsFr: Object.fromEntries(file.headingsFr),
    headingsEs: Object.fromEntries(file.headingsEs),
    subheadings: Object.fromEntries(file.subheadings),
    subheadingsFr: Object.fromEntries(file.subheadingsFr),
    subheadingsEs: Object.fromEntries(file.subheadingsEs),
  };
}

/**
 * A chapter with its titles (English, HS 2022's Arabic, the EU's French and Spanish, our Bengali), as pages
 * and prints name it.
 */
export function hsChapter(structure: HsStructure, code: string) {
  return {
    code,
    description: structure.chapters[code] ?? '',
    descriptionAr: structure.chaptersAr[code] ?? null,
    descriptionBn: structure.chaptersBn[code] ?? null,
    descriptionFr: structure.chaptersFr[code] ?? null,
    descriptionEs: structure.chaptersEs[code] ?? null,
  };
}

/** A heading with its titles (English, French, Spanish, our Bengali; HS 2022 has no Arabic ones below chapters). */
export function hsHeading(structure: HsStructure, code: string) {
  return {
    code,
    description: structure.headings[code] ?? '',
    descriptionBn: structure.headingsBn[code] ?? null,
    descriptionFr: structure.headingsFr[code] ?? null,
    descriptionEs: structure.headingsEs[code] ?? null,
  };
}

/** The French and Spanish texts of six-digit subheadings, by code, as the tariff's lines carry them. */
export function hsSubheadingsFrEs(structure: HsStructure): HsTextsFrEs {
  return { fr: structure.subheadingsFr, es: structure.subheadingsEs };
}

export interface HsTextsFrEs {
  readonly fr: Readonly<Record<string, string>>;
  readonly es: Readonly<Record<string, string>>;
}

/** Our Bengali titles of the headings, by code: Bengali words of the lines under them in a search. */
export function hsBroaderTextsBengali(structure: HsStructure): ReadonlyMap<string, string> {
  return new Map(Object.entries(structure.headingsBn));
}

/** The English texts of the headings and subheadings, by code: words of the lines under them in a search. */
export function hsBroaderTexts(structure: HsStructure): ReadonlyMap<string, string> {
  return new Map([...Object.entries(structure.headings), ...Object.entries(structure.subheadings)]);
}

/** The section a chapter belongs to; undefined for a chapter HS 2022 does not have. */
export function sectionOfChapter(
  structure: HsStructure,
  chapter: string,
): HsStructure['sections'][number] | undefined {
  return structure.sections.find((section) => section.chapters.includes(chapter));
}
