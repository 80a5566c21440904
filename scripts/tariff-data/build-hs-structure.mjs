// Derives server/tariff-data/hs-structure.json from the HS 2022 nomenclature in ../shared/data/hs
// (ODC-PDDL): the 21 sections, 96 chapters and 1,228 headings with their English descriptions, for the
// tariff's browsing pages and as words of the broader lines in the tariff search. Subheadings and national
// lines are not shipped: they come with the tariff that an administration imports.
// Run: node scripts/tariff-data/build-hs-structure.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

const shared = new URL('../../../shared/data/hs/', import.meta.url);
const target = new URL('../../server/tariff-data/hs-structure.json', import.meta.url);
const rows = parse(readFileSync(new URL('hs2022_nomenclature.csv', shared)), { columns: true, bom: true });
const sectionRows = parse(readFileSync(new URL('hs2022_sections.csv', shared)), { columns: true, bom: true });

const sentence = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const sections = sectionRows.map((row) => ({
  number: Number(row.section_number),
  roman: row.section,
  description: sentence(row.name.trim()),
  chapters: rows
    .filter((line) => line.level === '2' && line.section === row.section)
    .map((line) => line.code),
}));
const chapters = Object.fromEntries(
  rows.filter((row) => row.level === '2').map((row) => [row.code, row.description.trim()]),
);
const headings = Object.fromEntries(
  rows.filter((row) => row.level === '4').map((row) => [row.code, row.description.trim()]),
);
writeFileSync(
  target,
  `${JSON.stringify(
    {
      note:
        'HS 2022 sections, chapters and headings (English), derived by scripts/tariff-data/build-hs-structure.mjs from ' +
        'the HS 2022 nomenclature published under ODC-PDDL (see PROVENANCE.md of the shared hs data).',
      sections,
      chapters,
      headings,
    },
    null,
    1,
  )}\n`,
);
console.log(
  `${sections.length} sections, ${Object.keys(chapters).length} chapters, ${Object.keys(headings).length} headings`,
);
