import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { ReferenceDataSources } from './referenceDataSources.js';

/** A code and its text, in code order. */
export type CodeText = readonly [code: string, text: string];

/** The EU's Combined Nomenclature 2026, whose six-digit level is HS 2022 (its PROVENANCE.md). */
const EU_CN_DIRECTORY = 'eu-cn-2026/';
const EU_CN_FILES = {
  sections: 'cnSections_2026.json',
  chapters: 'cnChapters_2026.json',
  headings: 'cnHeadings_2026.json',
  subheadings: 'cnSubheadings_2026.json',
  codes: 'cnCodes_2026.json',
} as const;

/** The licence of the files the French and Spanish titles are read from, shipped beside them. */
export const HS_TITLES_FR_ES_LICENSE_FILE = 'EU-CN-2026-LICENSE.txt';

/**
 * The MIT licence of the repository the texts were read from, as its terms ask, under a line that says what
 * it covers; the texts themselves are the EU's (PROVENANCE.md).
 */
export function hsTitlesFrEsLicense(sources: ReferenceDataSources): string {
  const licence = readFileSync(new URL(`${EU_CN_DIRECTORY}LICENSE.txt`, sources.sharedDirectory), 'utf8');
  return (
    'The French and Spanish titles in hs2022.json.gz were read from xterr/php-cncodes (see PROVENANCE.md),\n' +
    'under this licence. The texts are the EU’s Combined Nomenclature 2026 (Publications Office of the\n' +
    'European Union), reused with acknowledgement of the source as Commission Decision 2011/833/EU allows.\n\n' +
    licence
  );
}

export const HS_TITLE_LANGUAGES = ['fr', 'es'] as const;
export type HsTitleLanguage = (typeof HS_TITLE_LANGUAGES)[number];

/** The codes of HS 2022 the portal ships, whose titles are wanted. */
export interface HsCodes {
  readonly sections: readonly string[];
  readonly chapters: readonly string[];
  readonly headings: readonly string[];
  readonly subheadings: readonly string[];
}

/** One language's titles of every level, by code (sections by Roman number), in the order asked. */
export interface HsLevelTitles {
  readonly sections: readonly CodeText[];
  readonly chapters: readonly CodeText[];
  readonly headings: readonly CodeText[];
  readonly subheadings: readonly CodeText[];
}

interface CnEntry {
  readonly code: string;
  readonly name: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Sections and chapters are printed in capitals (one French chapter half so); the portal writes every title
 * in sentence case, as its English ones.
 */
function fromCapitals(text: string, language: HsTitleLanguage): string {
  const lower = oneLine(text).toLocaleLowerCase(language);
  return lower.charAt(0).toLocaleUpperCase(language) + lower.slice(1);
}

/**
 * A subheading's text is printed after its dashes, so often starts in lower case ("autres", "non
 * décaféiné"); on its own it starts with a capital.
 */
function standingAlone(text: string, language: HsTitleLanguage): string {
  const line = oneLine(text);
  return line.charAt(0).toLocaleUpperCase(language) + line.slice(1);
}

/**
 * The English text of each code of the nomenclature, by code: sections, chapters, headings and six-digit
 * subheadings. A heading or subheading the EU does not subdivide has no entry of its own level: its text
 * is that of its one subdivision, the subheading "xxxx00" or the eight-digit code "xxxxxx00".
 */
function englishTexts(directory: URL): Map<string, string> {
  const read = (file: string) => JSON.parse(readFileSync(new URL(file, directory), 'utf8')) as CnEntry[];
  const texts = new Map<string, string>();
  const add = (code: string, name: string) => {
    if (!texts.has(code)) texts.set(code, name);
  };
  for (const file of [EU_CN_FILES.sections, EU_CN_FILES.chapters, EU_CN_FILES.headings]) {
    for (const entry of read(file)) add(entry.code, entry.name);
  }
  for (const entry of read(EU_CN_FILES.subheadings)) add(entry.code, entry.name);
  for (const entry of read(EU_CN_FILES.codes)) {
    if (entry.code.endsWith('00')) add(entry.code.slice(0, 6), entry.name);
  }
  for (const [code, name] of [...texts]) {
    if (code.length === 6 && code.endsWith('00')) add(code.slice(0, 4), name);
  }
  return texts;
}

/** The translations of a language, keyed by the English text (messages_{fr,es}.yaml). */
function translations(directory: URL, language: HsTitleLanguage): ReadonlyMap<string, string> {
  const file = parse(readFileSync(new URL(`messages_${language}.yaml`, directory), 'utf8')) as unknown;
  if (typeof file !== 'object' || file === null) throw new Error(`messages_${language}.yaml: not a map`);
  return new Map(
    Object.entries(file).flatMap(([english, text]) =>
      typeof text === 'string' ? [[english, text] as const] : [],
    ),
  );
}

/**
 * The French and Spanish titles of HS 2022's sections, chapters, headings and subheadings, from the EU's
 * Combined Nomenclature 2026 (its six-digit texts are HS 2022's: French is an official HS language, the
 * Spanish is the EU's), for the codes asked only. A code without a text stops the build: the portal
 * promises them all.
 */
export function hsTitlesFrEs(
  sources: ReferenceDataSources,
  codes: HsCodes,
): Record<HsTitleLanguage, HsLevelTitles> {
  const directory = new URL(EU_CN_DIRECTORY, sources.sharedDirectory);
  const english = englishTexts(directory);
  const titlesIn = (language: HsTitleLanguage): HsLevelTitles => {
    const translated = translations(directory, language);
    const level = (list: readonly string[], form: (text: string) => string) =>
      list.map((code): CodeText => {
        const text = translated.get(english.get(code) ?? '');
        if (text === undefined) throw new Error(`eu-cn-2026: no ${language} text for HS ${code}`);
        return [code, form(text)];
      });
    const capitals = (text: string) => fromCapitals(text, language);
    const alone = (text: string) => standingAlone(text, language);
    return {
      sections: level(codes.sections, capitals),
      chapters: level(codes.chapters, capitals),
      headings: level(codes.headings, alone),
      subheadings: level(codes.subheadings, alone),
    };
  };
  return { fr: titlesIn('fr'), es: titlesIn('es') };
}
