import { readFileSync } from 'node:fs';

/** The HS 2022 sections, chapters and headings the portal ships (server/tariff-data/hs-structure.json). */
export interface HsStructure {
  readonly sections: readonly {
    readonly number: number;
    readonly roman: string;
    readonly description: string;
    readonly chapters: readonly string[];
  }[];
  readonly chapters: Readonly<Record<string, string>>;
  readonly headings: Readonly<Record<string, string>>;
}

const STRUCTURE_FILE = new URL('../../tariff-data/hs-structure.json', import.meta.url);

export function loadHsStructure(): HsStructure {
  return JSON.parse(readFileSync(STRUCTURE_FILE, 'utf8')) as HsStructure;
}

/** The section a chapter belongs to; undefined for a chapter HS 2022 does not have. */
export function sectionOfChapter(
  structure: HsStructure,
  chapter: string,
): HsStructure['sections'][number] | undefined {
  return structure.sections.find((section) => section.chapters.includes(chapter));
}
