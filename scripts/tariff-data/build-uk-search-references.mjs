// Derives server/tariff-data/uk-search-references.json from the UK Online Trade Tariff team's search
// references (../shared/data/classification-training/search_references.json, MIT licence): each common
// name with the six-digit HS 2022 subheading its UK commodity code begins with. The UK's national digits
// are dropped: they mean nothing in another tariff. Run: node scripts/tariff-data/build-uk-search-references.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const source = new URL(
  '../../../shared/data/classification-training/search_references.json',
  import.meta.url,
);
const target = new URL('../../server/tariff-data/uk-search-references.json', import.meta.url);
const references = JSON.parse(readFileSync(source, 'utf8'));
/**
 * References whose code HS 2022's texts or legal notes contradict, with the code the nomenclature gives and why.
 * Checked for every reference naming the same goods: toys (the pet toys, classified by their material, stay),
 * and the fruit and vegetable preparations of 20.01 to 20.09.
 */
const CORRECTIONS = {
  'banana chips': ['200899', 'subheading 2008.20 is pineapples; bananas prepared n.e.c. are 2008.99'],
  'plastic toys': [
    '950300',
    "Chapter 39 note 2(y): articles of Chapter 95 (toys) are not plastics' articles of 39.26",
  ],
  'baby toys, plastic': [
    '950300',
    "Chapter 39 note 2(y): articles of Chapter 95 (toys) are not plastics' articles of 39.26",
  ],
};
const names = {};
for (const [phrase, code] of Object.entries(references).sort(([left], [right]) =>
  left.localeCompare(right),
)) {
  const name = phrase.trim().toLowerCase();
  if (!/^\d{6,10}$/.test(code) || name.length < 3 || name.length > 80) continue;
  names[name] = CORRECTIONS[name]?.[0] ?? code.slice(0, 6);
}
writeFileSync(
  target,
  `${JSON.stringify(
    {
      note:
        'Common names of goods with their HS 2022 subheading, derived by scripts/tariff-data/build-uk-search-references.mjs ' +
        "from the UK Online Trade Tariff team's search references (MIT licence, Copyright (C) 2023 Crown Copyright (HMRC Online Trade Tariff); " +
        'the licence is UK-SEARCH-REFERENCES-LICENSE.txt beside this file). UK national digits dropped. ' +
        `Corrected where HS 2022's texts or notes give another code: ${Object.entries(CORRECTIONS)
          .map(([name, [code, reason]]) => `"${name}" ${code} (${reason})`)
          .join('; ')}.`,
      names,
    },
    null,
    2,
  )}\n`,
);
console.log(`${Object.keys(names).length} names written to ${target.pathname}`);
