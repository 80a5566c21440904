// Derives the HS code finder's shipped data (server/hs-finder-data/) from the portal's tariff texts (English,
// Bengali, and HS 2022's French and Spanish) and the public labelled descriptions the project holds: the training examples (text, 6-digit HS 2022 code, source),
// the vague terms, the calibration examples and the evaluation sets, which are never trained on. Converted and trimmed, never copied
// whole; server/hs-finder-data/PROVENANCE.md says what comes from where. Run: npm run hs-finder:data
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { hsTrainingTextsIn } from '@tsw/domain';

const here = (path) => new URL(path, import.meta.url);
const SHARED = here('../../../shared/data/classification-training/');
const RESEARCH = here('../../../research/hs-data/');
const TARGET = here('../../server/hs-finder-data/');

/** The share of the UK parcel descriptions held out for evaluation, chosen by a stable hash of the text. */
const EVALUATION_SHARE = 0.3;
/** The share of HSCodeComp's titles that calibrates the model's probabilities; the rest evaluate it. */
const CALIBRATION_SHARE = 0.5;

const readJson = (url) => JSON.parse(readFileSync(url, 'utf8'));
const readGzipJson = (url) => JSON.parse(gunzipSync(readFileSync(url)).toString('utf8'));
const readCsv = (url) => parse(readFileSync(url), { columns: true, bom: true, relax_column_count: true });

/** FNV-1a of the lower-cased, trimmed text, scaled to [0, 1): the same text always falls on the same side. */
function stableShare(text) {
  let hash = 0x811c9dc5;
  for (const character of text.trim().toLowerCase()) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // Murmur3's finalizer: FNV alone leaves the high bits nearly equal for texts that differ at the end.
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32;
}

/** A code with the leading zero a spreadsheet dropped put back (odd lengths: 7 or 9 digits). */
function restoredCode(raw) {
  const digits = String(raw ?? '').replace(/\D/g, '');
  return digits.length % 2 === 1 ? `0${digits}` : digits;
}

const hs = readGzipJson(here('../../server/reference-data/hs2022.json.gz'));
const subheadings = new Set(hs.subheadings.map(([code]) => code));
const headings = new Set(hs.headings.map(([code]) => code));
const chapterText = new Map(hs.chapters);

/** The code to learn: the HS 2022 subheading, or the heading when only 4 or 5 digits are known; else none. */
function learnedCode(raw) {
  const digits = restoredCode(raw);
  if (digits.length >= 6 && subheadings.has(digits.slice(0, 6))) return digits.slice(0, 6);
  if (digits.length >= 4 && headings.has(digits.slice(0, 4))) return digits.slice(0, 4);
  return undefined;
}

const training = [];
const counts = {};
function train(text, rawCode, source, origin, language) {
  const code = learnedCode(rawCode);
  const cleaned = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (code === undefined || cleaned.length < 2) return;
  // French and Spanish texts say so (the model learns them apart); the others have three fields.
  training.push(language ? [cleaned, code, source, language] : [cleaned, code, source]);
  counts[origin] = (counts[origin] ?? 0) + 1;
}

// HS 2022: headings carry their chapter's title; subheadings their own text (the model adds the heading's).
for (const [code, text] of hs.headings)
  train(`${text} (${chapterText.get(code.slice(0, 2))})`, code, 'hs', 'hs2022 headings');
for (const [code, text] of hs.subheadings) train(text, code, 'hs', 'hs2022 subheadings');

// The national tariff: each line's English and Bengali text, with its subheading.
const commodity = readGzipJson(here('../../server/reference-data/commodity.json.gz'));
const field = (name) => commodity.fields.indexOf(name);
for (const row of commodity.rows) {
  const code = row[field('hsCode')];
  train(row[field('description')]?.replace(/\.{2,}$/, ''), code, 'tariff', 'bd tariff (English)');
  if (row[field('descriptionTranslated')])
    train(row[field('descriptionTranslated')], code, 'tariff', 'bd tariff (Bengali)');
}

// Everyday names the tariff search ships (ours, and the UK search references derived from MIT data).
for (const [name, code] of Object.entries(
  readJson(here('../../server/tariff-data/everyday-names.json')).names,
))
  train(name, code, 'everydayName', 'everyday names');
for (const [name, code] of Object.entries(readJson(new URL('search_references.json', SHARED))))
  train(name, code, 'labelled', 'UK search references');

// UK parcel descriptions: 70% train, 30% (by stable hash) evaluation.
const ukParcels = [];
const heldOutTexts = new Set();
for (const row of readCsv(new URL('extra_references.csv', SHARED))) {
  const text = String(row['Goods Description'] ?? '').trim();
  if (stableShare(text) < EVALUATION_SHARE) {
    heldOutTexts.add(text.toLowerCase());
    const code = learnedCode(row['Commodity Code']);
    if (code?.length === 6 && text.length >= 2) ukParcels.push([text, code]);
  } else train(text, row['Commodity Code'], 'labelled', 'UK parcel descriptions (training 70%)');
}

// Brands, with the classifier's context words.
for (const row of readCsv(new URL('brands.csv', SHARED))) {
  const context = String(row['Description for context / augmenting'] ?? '').trim();
  train(`${row.GDSDESC}${context ? ` (${context})` : ''}`, row.CMDTYCODE, 'labelled', 'UK brands');
}

// UK Trade Tariff search intercept messages: weak labels (HMRC guidance naming exactly one code).
for (const row of readCsv(
  new URL('uk-backend-intercept-messages/intercept_single_code_labels.csv', RESEARCH),
))
  train(row.term, row.hs6 || row.code_in_message, 'labelled', 'UK search intercept messages');

// HS 2022's French and Spanish texts and the everyday names in each (issue 49), as the domain composes them.
for (const [language, suffix, name] of [
  ['fr', 'Fr', 'French'],
  ['es', 'Es', 'Spanish'],
]) {
  const texts = {
    chapters: Object.fromEntries(hs[`chapters${suffix}`]),
    headings: Object.fromEntries(hs[`headings${suffix}`]),
    subheadings: Object.fromEntries(hs[`subheadings${suffix}`]),
    names: readJson(here(`../../server/tariff-data/everyday-names-${language}.json`)).names,
  };
  for (const { text, code, source, kind } of hsTrainingTextsIn(language, texts))
    train(text, code, source, `${kind} (${name})`, language);
}

// No evaluation text is trained on, whatever source also carries it.
const trainingKept = training.filter(
  ([text, , source]) => source !== 'labelled' || !heldOutTexts.has(text.toLowerCase()),
);

// HSCodeComp (Apache-2.0): e-commerce product titles with expert US HTS codes; the HS 2022 subheading is their first 6 digits.
const hsCodeComp = [];
for (const line of readFileSync(new URL('hscodecomp-aidc/test_data.jsonl', RESEARCH), 'utf8').split('\n')) {
  if (line.trim() === '') continue;
  const row = JSON.parse(line);
  const code = String(row.hs_code).padStart(10, '0').slice(0, 6);
  if (subheadings.has(code)) hsCodeComp.push([String(row.product_name).trim(), code]);
}
// Half of them (by stable hash) calibrate the probabilities (never trained on); the other half evaluate.
const hsCodeCompCalibration = hsCodeComp.filter(([text]) => stableShare(text) < CALIBRATION_SHARE);
const hsCodeCompEvaluation = hsCodeComp.filter(([text]) => stableShare(text) >= CALIBRATION_SHARE);

// Vague descriptions: folded, trimmed, once each.
const vagueTerms = [
  ...new Set(
    parse(readFileSync(new URL('vague_terms.csv', SHARED)), { relax_column_count: true })
      .map(([term]) =>
        String(term ?? '')
          .replace(/\s+/g, ' ')
          .trim()
          .toLowerCase(),
      )
      .filter((term) => term.length > 0 && term.length <= 60),
  ),
].sort();

mkdirSync(TARGET, { recursive: true });
const write = (name, value) => {
  const json = `${JSON.stringify(value)}\n`;
  writeFileSync(new URL(name, TARGET), name.endsWith('.gz') ? gzipSync(json, { level: 9 }) : json);
};
write('trainingExamples.json.gz', {
  format: 'tsw-hs-training/1',
  fields: ['text', 'code', 'source', 'language'],
  rows: trainingKept,
});
write('evaluation.json.gz', {
  format: 'tsw-hs-evaluation/1',
  fields: ['text', 'code'],
  sets: { ukParcels, hsCodeComp: hsCodeCompEvaluation },
});
write('calibrationExamples.json.gz', {
  format: 'tsw-hs-calibration/1',
  fields: ['text', 'code'],
  rows: hsCodeCompCalibration,
});
write('vagueTerms.json', { format: 'tsw-hs-vague-terms/1', terms: vagueTerms });
console.log(
  JSON.stringify(
    {
      training: trainingKept.length,
      counts,
      ukParcels: ukParcels.length,
      hsCodeComp: hsCodeCompEvaluation.length,
      hsCodeCompCalibration: hsCodeCompCalibration.length,
      vagueTerms: vagueTerms.length,
    },
    null,
    1,
  ),
);
