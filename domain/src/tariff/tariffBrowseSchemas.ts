import { Type, type Static } from 'typebox';
import { NULLABLE_STRING } from '../portal/nullableString.js';
import { TARIFF_LINE } from './tariffSearchSchemas.js';

/*
 * The answers of browsing the tariff (sections, chapters, headings, lines), one per answer with the shared
 * parts named once: the server's routes declare them, the web front end checks what it receives.
 */

const NAMED_CODE = Type.Object({ code: Type.String(), description: Type.String() });
/** HS 2022's Arabic title of a section or chapter (the WCO publishes no other translation of them). */
const ARABIC_TITLE = Type.Union([Type.String(), Type.Null()], {
  description: 'The Arabic title (HS 2022), or null where there is none',
});
/** The portal's own Bengali title of a section, chapter or heading: a working translation, not official. */
const BENGALI_TITLE = Type.Union([Type.String(), Type.Null()], {
  description: 'The Bengali title, the portal’s working translation (not an official text), or null',
});
/** The French and Spanish titles of every level: the EU's Combined Nomenclature, whose French is HS's own. */
const FRENCH_SPANISH_TITLES = {
  descriptionFr: Type.Union([Type.String(), Type.Null()], {
    description: 'The French title (HS 2022, as the EU’s Combined Nomenclature 2026 prints it), or null',
  }),
  descriptionEs: Type.Union([Type.String(), Type.Null()], {
    description: 'The Spanish title (the EU’s Combined Nomenclature 2026), or null where there is none',
  }),
};
const NAMED_CHAPTER = Type.Object({
  ...NAMED_CODE.properties,
  descriptionAr: ARABIC_TITLE,
  descriptionBn: BENGALI_TITLE,
  ...FRENCH_SPANISH_TITLES,
});
const NAMED_HEADING = Type.Object({
  ...NAMED_CODE.properties,
  descriptionBn: BENGALI_TITLE,
  ...FRENCH_SPANISH_TITLES,
});
const SECTION_SUMMARY = Type.Object({
  number: Type.Integer(),
  roman: Type.String(),
  description: Type.String(),
  descriptionAr: ARABIC_TITLE,
  descriptionBn: BENGALI_TITLE,
  ...FRENCH_SPANISH_TITLES,
});

export const TARIFF_NOTES = Type.Array(
  Type.Object({
    subject: Type.String({ description: 'Roman number of a section, 2-digit chapter or 4-digit heading' }),
    text: Type.String(),
    textTranslated: NULLABLE_STRING,
  }),
  { description: 'Notes on this part of the tariff and the parts above it; empty when there are none.' },
);

export const TARIFF_SECTIONS = Type.Array(
  Type.Object({ ...SECTION_SUMMARY.properties, chapters: Type.Array(NAMED_CHAPTER) }),
);

export const TARIFF_SECTION = Type.Object({
  ...SECTION_SUMMARY.properties,
  chapters: Type.Array(NAMED_CHAPTER),
  notes: TARIFF_NOTES,
});

export const TARIFF_CHAPTER = Type.Object({
  ...NAMED_CHAPTER.properties,
  section: SECTION_SUMMARY,
  previous: NULLABLE_STRING,
  next: NULLABLE_STRING,
  headings: Type.Array(Type.Object({ ...NAMED_HEADING.properties, lines: Type.Array(TARIFF_LINE) })),
  notes: TARIFF_NOTES,
});

export const TARIFF_HEADING = Type.Object({
  ...NAMED_HEADING.properties,
  chapter: NAMED_CHAPTER,
  section: SECTION_SUMMARY,
  previous: NULLABLE_STRING,
  next: NULLABLE_STRING,
  lines: Type.Array(TARIFF_LINE),
  notes: TARIFF_NOTES,
});

export const TARIFF_LINE_PAGE = Type.Object({
  line: TARIFF_LINE,
  heading: NAMED_HEADING,
  chapter: NAMED_CHAPTER,
});

/** A legal note on a section (Roman number), a chapter or a heading, with its Bengali where there is one. */
export type TariffNote = Static<typeof TARIFF_NOTES>[number];
/** A section with its chapters, as the list of every section gives it. */
export type TariffSectionSummary = Static<typeof TARIFF_SECTIONS>[number];
export type TariffSection = Static<typeof TARIFF_SECTION>;
export type TariffChapter = Static<typeof TARIFF_CHAPTER>;
export type TariffHeading = Static<typeof TARIFF_HEADING>;
export type TariffLinePage = Static<typeof TARIFF_LINE_PAGE>;
