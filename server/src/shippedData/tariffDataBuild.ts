import {
  tariffTextFlawDescription,
  tariffTextFlaws,
  tariffTextRepaired,
  tariffTextVocabulary,
  type ReferenceRecord,
  type TariffText,
} from '@tsw/domain';
import { BD_TARIFF_FORMAT } from '../importing/formats/bdTariffFormat.js';
import { hsTitlesFrEs, type CodeText } from './hsTitlesFrEsBuild.js';
import { referenceDataFileFromRecords, type ReferenceDataFile } from './referenceDataFile.js';
import {
  PROVENANCE_NOTE,
  recordsReadByFormat,
  sourceCsvRows,
  TARIFF_VALID_FROM,
  withBengaliName,
  type BengaliNames,
  type ReferenceDataSources,
} from './referenceDataSources.js';

const TARIFF_SOURCE_FILE = 'bd-tariff/bd_customs_tariff_2025_26.csv';
const HS_SOURCE_FILES = {
  nomenclature: 'hs/hs2022_nomenclature.csv',
  sections: 'hs/hs2022_sections.csv',
  sectionsArabic: 'hs/hs_sections_ar_en.csv',
  chaptersArabic: 'hs/hs_chapters_ar_en.csv',
} as const;

/** A text of the schedule that transcription damaged, as published and as the portal ships it (issue 41). */
export interface TariffTextRepair {
  readonly code: string;
  readonly published: string;
  readonly shipped: string;
  readonly flaws: string;
}

/** The list of repairs, beside the provenance note that points to it. */
export const TARIFF_TEXT_REPAIRS_FILE = 'commodity-text-repairs.md';

/**
 * The schedule's lines whose text lost characters or was cut mid-word, each mended as `tariffTextRepaired`
 * says, judged against the words of the whole schedule and each line's HS subheading text.
 */
export async function tariffTextRepairs(sources: ReferenceDataSources): Promise<TariffTextRepair[]> {
  const rows = await sourceCsvRows(new URL(TARIFF_SOURCE_FILE, sources.sharedDirectory), [
    'hs_code_digits',
    'description_bd',
  ]);
  const texts = rows.flatMap((row): (TariffText & { code: string })[] => {
    const text = BD_TARIFF_FORMAT.textToCheck?.(row);
    return text ? [{ ...text, code: row.hs_code_digits ?? '' }] : [];
  });
  const vocabulary = tariffTextVocabulary(texts);
  return texts.flatMap((text) => {
    const flaws = tariffTextFlaws(text, vocabulary);
    if (flaws.length === 0) return [];
    const shipped = tariffTextRepaired(text.text, flaws);
    return [
      {
        code: text.code,
        published: text.text,
        shipped,
        flaws: flaws.map(tariffTextFlawDescription).join('; '),
      },
    ];
  });
}

/** The list of repairs as the provenance note's companion file. */
export function tariffTextRepairsNote(repairs: readonly TariffTextRepair[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    '# Tariff texts the portal ships mended',
    '',
    'Written by `npm run reference-data` (see PROVENANCE.md, `commodity`). The national texts of the NBR schedule',
    "as transcribed lost characters (shown as `?`) or were cut at their field's length mid-word. The portal",
    "ships each such text mended: lost characters become `…`; a cut last word is completed where the line's",
    "HS subheading text, the word before it or the schedule's boilerplate tells it, and dropped where nothing",
    'does; a cut text then ends with `…`, as what followed is lost. Each line also shows its HS 2022 subheading',
    'text, which keeps its meaning. Check any line here against the printed schedule.',
    '',
    `${repairs.length} lines:`,
    '',
    '| code | as published | as shipped | found |',
    '|---|---|---|---|',
    ...repairs.map(
      (repair) =>
        `| ${repair.code} | ${cell(repair.published)} | ${cell(repair.shipped)} | ${cell(repair.flaws)} |`,
    ),
    '',
  ].join('\n');
}

/**
 * The Bangladesh Customs Tariff FY2025-26: every national line read as `npm run import -- --format
 * bd-tariff` reads it (each line's TTI checked against its rates), its text mended where transcription
 * damaged it (`repairs`), with our Bengali name where we wrote one.
 */
export async function tariffDataFile(
  sources: ReferenceDataSources,
  bengaliNames: BengaliNames,
  repairs: readonly TariffTextRepair[],
): Promise<ReferenceDataFile> {
  const mended = new Map(repairs.map((repair) => [repair.code, repair.shipped]));
  const lines = (
    await recordsReadByFormat(new URL(TARIFF_SOURCE_FILE, sources.sharedDirectory), BD_TARIFF_FORMAT)
  ).map((line) => ({ ...line, description: mended.get(line.code ?? '') ?? line.description ?? null }));
  return referenceDataFileFromRecords(
    {
      entity: 'commodity',
      validFrom: TARIFF_VALID_FROM,
      source: 'Bangladesh Customs Tariff FY2025-26 (National Board of Revenue)',
      provenance: PROVENANCE_NOTE,
    },
    lines.map((line) => withBengaliName(bengaliNames, 'commodity', line)),
  );
}

export type { CodeText } from './hsTitlesFrEsBuild.js';

/**
 * HS 2022 as the portal ships it: the levels' English texts, the sections' and chapters' Arabic ones (the
 * WCO's), every level's French and Spanish ones (the EU's Combined Nomenclature 2026: the official French
 * HS text, the EU's Spanish), and the Bengali titles of sections, chapters and headings we wrote
 * (scripts/reference-data), the portal's working translation, not an official text.
 */
export interface HsNomenclatureFile {
  readonly source: string;
  readonly provenance: string;
  readonly sections: readonly {
    readonly number: number;
    readonly roman: string;
    readonly description: string;
    readonly descriptionAr: string;
    readonly descriptionBn: string | null;
    readonly descriptionFr: string;
    readonly descriptionEs: string;
    readonly chapters: readonly string[];
  }[];
  readonly chapters: readonly CodeText[];
  readonly chaptersAr: readonly CodeText[];
  readonly chaptersBn: readonly CodeText[];
  readonly chaptersFr: readonly CodeText[];
  readonly chaptersEs: readonly CodeText[];
  readonly headings: readonly CodeText[];
  readonly headingsBn: readonly CodeText[];
  readonly headingsFr: readonly CodeText[];
  readonly headingsEs: readonly CodeText[];
  readonly subheadings: readonly CodeText[];
  readonly subheadingsFr: readonly CodeText[];
  readonly subheadingsEs: readonly CodeText[];
}

/** Our Bengali titles of one level, for the codes the nomenclature has, in code order. */
function bengaliTitles(names: BengaliNames, level: string, codes: readonly CodeText[]): CodeText[] {
  return codes.flatMap(([code]): CodeText[] => {
    const title = names[level]?.[code];
    return title ? [[code, title]] : [];
  });
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Arabic titles as the source prints them stretch words with tatweel (ـ) for layout and double their
 * spaces; the text itself is kept.
 */
function arabicTitle(text: string): string {
  return text
    .replace(/\u0640/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export async function hsNomenclatureFile(
  sources: ReferenceDataSources,
  bengaliNames: BengaliNames,
): Promise<HsNomenclatureFile> {
  const read = (file: string, columns: readonly string[]) =>
    sourceCsvRows(new URL(file, sources.sharedDirectory), columns);
  const rows = await read(HS_SOURCE_FILES.nomenclature, ['code', 'level', 'section', 'description']);
  const sectionRows = await read(HS_SOURCE_FILES.sections, ['section', 'section_number', 'name']);
  const arabicSections = await read(HS_SOURCE_FILES.sectionsArabic, ['section_cd', 'section_desc_ar']);
  const arabicChapters = await read(HS_SOURCE_FILES.chaptersArabic, ['chapter_cd', 'chapter_desc_ar']);
  const level = (digits: string): CodeText[] =>
    rows
      .filter((row) => row.level === digits)
      .map((row): CodeText => [row.code ?? '', (row.description ?? '').trim()])
      .sort(([a], [b]) => a.localeCompare(b));
  const chapters = level('2');
  const headings = level('4');
  const subheadings = level('6');
  const codesOf = (list: readonly CodeText[]) => list.map(([code]) => code);
  const { fr, es } = hsTitlesFrEs(sources, {
    sections: sectionRows.map((row) => row.section ?? ''),
    chapters: codesOf(chapters),
    headings: codesOf(headings),
    subheadings: codesOf(subheadings),
  });
  const arabicOf = (list: readonly ReferenceRecord[], column: string, code: string, text: string) =>
    arabicTitle(list.find((row) => row[column] === code)?.[text] ?? '');
  return {
    source:
      'Harmonized System 2022 (World Customs Organization), English and Arabic titles; French and Spanish ' +
      'titles: EU Combined Nomenclature 2026 (Publications Office of the European Union); Bengali titles of ' +
      'sections, chapters and headings: the portal’s working translation',
    provenance: PROVENANCE_NOTE,
    sections: sectionRows.map((row) => {
      const number = Number(row.section_number);
      return {
        number,
        roman: row.section ?? '',
        description: sentence((row.name ?? '').trim()),
        descriptionAr: arabicOf(
          arabicSections,
          'section_cd',
          String(number).padStart(2, '0'),
          'section_desc_ar',
        ),
        descriptionBn: bengaliNames.section?.[String(number)] ?? null,
        descriptionFr: new Map(fr.sections).get(row.section ?? '') ?? '',
        descriptionEs: new Map(es.sections).get(row.section ?? '') ?? '',
        chapters: rows
          .filter((line) => line.level === '2' && line.section === row.section)
          .map((line) => line.code ?? ''),
      };
    }),
    chapters,
    chaptersAr: chapters.map(([code]): CodeText => [
      code,
      arabicOf(arabicChapters, 'chapter_cd', code, 'chapter_desc_ar'),
    ]),
    chaptersBn: bengaliTitles(bengaliNames, 'chapter', chapters),
    chaptersFr: fr.chapters,
    chaptersEs: es.chapters,
    headings,
    headingsBn: bengaliTitles(bengaliNames, 'heading', headings),
    headingsFr: fr.headings,
    headingsEs: es.headings,
    subheadings,
    subheadingsFr: fr.subheadings,
    subheadingsEs: es.subheadings,
  };
}
