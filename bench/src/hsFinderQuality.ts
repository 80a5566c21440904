/**
 * The HS code finder's quality benchmark (issue 25): trains the model from the shipped training examples
 * (server/hs-finder-data, timing the build and measuring the memory of the loaded model), then, on each
 * evaluation set (descriptions written by others, never trained on), reports top-1 chapter, top-5 heading
 * and top-5 subheading for the model, the portal's ranked tariff search and the finder (hsFinderSuggestions,
 * the server's pipeline) on the same descriptions, calibration tables (the model's top-1 probability, and the
 * finder's probability of its suggestions' headings, against how often they were right), and the time of a
 * guess for a 40-word description; and the everyday set in French and Spanish (issue 49), each searched as a
 * French or Spanish page searches. Run: npm run bench:hs-finder-quality
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import {
  type FrenchOrSpanish,
  decodeHsModel,
  encodeHsModel,
  HS_FUSION,
  hsClassifierFrom,
  hsFinderSuggestions,
  hsNomenclatureOf,
  hsSearchFor,
  TariffRanker,
  trainHsClassifier,
  type HsClassifier,
  type HsFinderSources,
  type HsFinderSuggestion,
  type HsFusedConfidence,
  type HsFusionParameters,
  type HsNomenclature,
  type HsTrainingExample,
} from '@tsw/domain';
import { shippedTariffRanker, shippedTariffRankerIn } from '@tsw/server/tariff/shippedTariffRanker';
import { BENCH_NOMENCLATURE } from './benchTariffData.js';
import { benchTariffLines, benchTariffNames, rankedSearcher, type Searcher } from './benchTariffSearch.js';

const DATA = new URL('../../server/hs-finder-data/', import.meta.url);
/** Read from the research folder only when present; its licence is unclear, so none of it is committed. */
const ATLAS = new URL('../../../research/hs-data/atlas-cross-rulings-eval/', import.meta.url);
const BINS = [0, 0.2, 0.4, 0.6, 0.8, 0.9, 1.0001];
/** Everyday descriptions of Bangladesh's main imports, English and Bengali pairs (issue 42). */
const EVERYDAY_IMPORTS = new URL('../hs-finder/everyday-imports.json', import.meta.url);
/** The same goods in French and Spanish, translated from the English of EVERYDAY_IMPORTS (issue 49). */
const EVERYDAY_IMPORTS_FR_ES = new URL('../hs-finder/everyday-imports-fr-es.json', import.meta.url);
/** The relevance benchmark's everyday queries, on which the fusion's constants were chosen. */
const RELEVANCE_QUERIES = new URL('../relevance/tariff-queries.json', import.meta.url);

interface EvaluationCase {
  readonly text: string;
  /** The accepted subheadings (a ruling may name several). */
  readonly codes: readonly string[];
}

const readGzipJson = <T>(name: string): T =>
  JSON.parse(gunzipSync(readFileSync(new URL(name, DATA))).toString('utf8')) as T;

function trainingExamples(): HsTrainingExample[] {
  const { rows } = readGzipJson<{
    rows: [string, string, HsTrainingExample['source'], HsTrainingExample['language']?][];
  }>('trainingExamples.json.gz');
  return rows.map(([text, code, source, language]) => ({
    text,
    code,
    source,
    ...(language && { language }),
  }));
}

function calibrationExamples(): { text: string; code: string }[] {
  const { rows } = readGzipJson<{ rows: [string, string][] }>('calibrationExamples.json.gz');
  return rows.map(([text, code]) => ({ text, code }));
}

function evaluationSets(): [string, EvaluationCase[]][] {
  const { sets } = readGzipJson<{ sets: Record<string, [string, string][]> }>('evaluation.json.gz');
  const named: [string, EvaluationCase[]][] = Object.entries(sets).map(([name, rows]) => [
    name,
    rows.map(([text, code]) => ({ text, codes: [code] })),
  ]);
  if (existsSync(ATLAS)) named.push(['atlasRulings (research only)', atlasCases()]);
  const pairs = everydayImportPairs();
  named.push(['everydayImports en', pairs.map(({ en, heading }) => ({ text: en, codes: [heading] }))]);
  named.push(['everydayImports bn', pairs.map(({ bn, heading }) => ({ text: bn, codes: [heading] }))]);
  return named;
}

function everydayImportPairs(): { heading: string; en: string; bn: string }[] {
  const { rows } = JSON.parse(readFileSync(EVERYDAY_IMPORTS, 'utf8')) as { rows: [string, string, string][] };
  return rows.map(([heading, en, bn]) => ({ heading, en, bn }));
}

/** The everyday set's descriptions in French or Spanish, each with its English and heading. */
function everydayImportsIn(language: FrenchOrSpanish): { heading: string; en: string; text: string }[] {
  const { rows } = JSON.parse(readFileSync(EVERYDAY_IMPORTS_FR_ES, 'utf8')) as {
    rows: [string, string, string, string][];
  };
  return rows.map(([heading, en, fr, es]) => ({ heading, en, text: language === 'fr' ? fr : es }));
}

/**
 * The finder on French and Spanish descriptions (issue 49), as a French or Spanish page asks it: the model,
 * the portal's search in that language, and the two fused; with how often the first heading is the one the
 * same goods in English get.
 */
function frenchSpanishFigures(
  classifier: HsClassifier,
  englishRanker: TariffRanker,
  confidence: HsFusedConfidence | undefined,
  parameters: HsFusionParameters,
): void {
  console.log('\nThe everyday set in French and Spanish (issue 49), searched as those pages search:\n');
  console.log(
    '| language | n | search | top-1 chapter | top-1 heading | top-3 heading | top-5 heading | same first heading as English |',
  );
  console.log('|---|---:|---|---:|---:|---:|---:|---:|');
  const englishModel: Searcher = (text) => classifier.guess(text, 5).map(({ hsCode }) => hsCode);
  const englishFused = fusedSearcher(classifier, englishRanker, confidence, parameters);
  for (const language of ['fr', 'es'] as const) {
    const ranker = shippedTariffRankerIn(language);
    const rows = everydayImportsIn(language);
    const cases = rows.map(({ text, heading }) => ({ text, codes: [heading] }));
    const model: Searcher = (text) => classifier.guess(text, 5, language).map(({ hsCode }) => hsCode);
    const fused = fusedSearcher(classifier, ranker, confidence, parameters, language);
    for (const [searchName, searcher, english] of [
      ['HS model', model, englishModel],
      [
        `ranked tariff search, the portal's (${language})`,
        rankedSearcher(ranker),
        rankedSearcher(englishRanker),
      ],
      ['fused (the finder)', fused, englishFused],
    ] as const) {
      const figures = figuresOf(searcher, cases);
      const same = rows.filter(
        ({ text, en }) =>
          (searcher(text)[0] ?? language).slice(0, 4) === (english(en)[0] ?? 'en').slice(0, 4),
      );
      console.log(
        `| ${language} | ${cases.length} | ${searchName} | ${percent(figures.top1Chapter)} | ` +
          `${percent(figures.top1Heading)} | ${percent(figures.top3Heading)} | ${percent(figures.top5Heading)} | ` +
          `${percent(same.length / rows.length)} |`,
      );
    }
  }
}

function relevanceCases(): EvaluationCase[] {
  const { queries } = JSON.parse(readFileSync(RELEVANCE_QUERIES, 'utf8')) as {
    queries: { query: string; headings: string[] }[];
  };
  return queries.map(({ query, headings }) => ({ text: query, codes: headings }));
}

/** HS 2022's heading and subheading texts, as the finder reads them. */
function nomenclature(): HsNomenclature {
  const rows = parse(readFileSync(BENCH_NOMENCLATURE), { columns: true, bom: true }) as Record<
    string,
    string
  >[];
  const headings: Record<string, string> = {};
  const subheadings: Record<string, string> = {};
  for (const { code = '', level, description = '' } of rows) {
    if (level === '4') headings[code] = description;
    if (level === '6') subheadings[code] = description;
  }
  return hsNomenclatureOf(headings, subheadings);
}

/** The finder's pipeline (hsFinderSuggestions), as the server answers in English: its suggestions. */
function fusedSuggester(
  classifier: HsClassifier,
  ranker: TariffRanker,
  confidence: HsFusedConfidence | undefined,
  parameters: HsFusionParameters = HS_FUSION,
  language?: FrenchOrSpanish,
): (text: string) => readonly HsFinderSuggestion[] {
  const sources: HsFinderSources = {
    classifier,
    search: (text) => hsSearchFor(ranker, text, parameters),
    nomenclature: nomenclature(),
    confidence,
    parameters,
    ...(language && { language }),
  };
  return (text) => {
    const outcome = hsFinderSuggestions(text, sources);
    return outcome.kind === 'suggestions' ? outcome.suggestions : [];
  };
}

function fusedSearcher(
  classifier: HsClassifier,
  ranker: TariffRanker,
  confidence: HsFusedConfidence | undefined,
  parameters: HsFusionParameters = HS_FUSION,
  language?: FrenchOrSpanish,
): Searcher {
  const suggest = fusedSuggester(classifier, ranker, confidence, parameters, language);
  return (text) => suggest(text).map(({ hsCode }) => hsCode);
}

/** ATLAS's condensed US rulings: "What is the HTS US Code for …?" and "HTS US Code -> 7307.19.9060[; …]". */
function atlasCases(): EvaluationCase[] {
  const cases: EvaluationCase[] = [];
  for (const file of readdirSync(ATLAS).filter((name) => name.endsWith('.jsonl')))
    for (const line of readFileSync(new URL(file, ATLAS), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const { messages } = JSON.parse(line) as { messages: { role: string; content: string }[] };
      const question = messages.find(({ role }) => role === 'user')?.content ?? '';
      const answer = messages.find(({ role }) => role === 'assistant')?.content ?? '';
      const text = question.replace(/^What is the HTS US Code for\s*/i, '').replace(/\?\s*$/, '');
      const codes = (/HTS US Code -> ([^\n]+)/.exec(answer)?.[1] ?? '')
        .split(';')
        .map((code) => code.replace(/\D/g, '').slice(0, 6))
        .filter((code) => code.length === 6);
      if (text !== '' && codes.length > 0) cases.push({ text, codes });
    }
  return cases;
}

interface Figures {
  top1Chapter: number;
  top1Heading: number;
  top3Heading: number;
  top5Heading: number;
  /** None for a set labelled with headings only. */
  top5Subheading: number | undefined;
}

function figuresOf(searcher: Searcher, cases: readonly EvaluationCase[]): Figures {
  const hits = { top1Chapter: 0, top1Heading: 0, top3Heading: 0, top5Heading: 0, top5Subheading: 0 };
  const subheadings = cases.every(({ codes }) => codes.every((code) => code.length >= 6));
  for (const { text, codes } of cases) {
    const answers = searcher(text).slice(0, 5);
    const within = (digits: number, among: readonly string[]) =>
      among.some((answer) => codes.some((code) => answer.slice(0, digits) === code.slice(0, digits)));
    if (within(2, answers.slice(0, 1))) hits.top1Chapter++;
    if (within(4, answers.slice(0, 1))) hits.top1Heading++;
    if (within(4, answers.slice(0, 3))) hits.top3Heading++;
    if (within(4, answers)) hits.top5Heading++;
    if (within(6, answers)) hits.top5Subheading++;
  }
  return {
    top1Chapter: hits.top1Chapter / cases.length,
    top1Heading: hits.top1Heading / cases.length,
    top3Heading: hits.top3Heading / cases.length,
    top5Heading: hits.top5Heading / cases.length,
    top5Subheading: subheadings ? hits.top5Subheading / cases.length : undefined,
  };
}

/** Of the pairs, how many get the same first heading in Bengali as in English (issue 42, part 2). */
function pairAgreement(searcher: Searcher): number {
  const pairs = everydayImportPairs();
  const same = pairs.filter(
    ({ en, bn }) => (searcher(en)[0] ?? 'en').slice(0, 4) === (searcher(bn)[0] ?? 'bn').slice(0, 4),
  );
  return same.length / pairs.length;
}

/**
 * Compares the fusion's constants (HS_FUSION_TUNE=1): on the relevance benchmark's everyday queries, with
 * the existing sets' figures beside them, which the fusion may not lower.
 */
function tuneFusion(
  classifier: HsClassifier,
  ranker: TariffRanker,
  confidence: HsFusedConfidence | undefined,
  existing: readonly [string, EvaluationCase[]][],
): void {
  const cases = relevanceCases();
  const columns = existing.map(([name]) => `${name}: top-1 / top-5 heading / top-5 subheading`);
  console.log(`| parameters | relevance: top-1 / top-3 / top-5 heading | ${columns.join(' | ')} |`);
  console.log(`|---|---|${columns.map(() => '---').join('|')}|`);
  for (const searchWeight of [2, 3, 4])
    for (const coveragePower of [1, 1.5, 2])
      for (const confidenceWeight of [0.5, 1]) {
        const parameters = { ...HS_FUSION, searchWeight, coveragePower, confidenceWeight };
        const searcher = fusedSearcher(classifier, ranker, confidence, parameters);
        const relevance = figuresOf(searcher, cases);
        const others = existing.map(([, set]) => {
          const figures = figuresOf(searcher, set);
          return `${percent(figures.top1Heading)} / ${percent(figures.top5Heading)} / ${percent(figures.top5Subheading ?? 0)}`;
        });
        console.log(
          `| search ${searchWeight}, coverage^${coveragePower}, confidence ${confidenceWeight} | ` +
            `${percent(relevance.top1Heading)} / ${percent(relevance.top3Heading)} / ${percent(relevance.top5Heading)} | ${others.join(' | ')} |`,
        );
      }
}

/** The answers of a search that a table reads (its first, or all it shows) and the probability each shows. */
type ShownAnswers = (text: string) => readonly { hsCode: string; probability: number }[];

/** Guesses per band of probability, and how many were right: to `digits` (4, a heading), or to the code. */
function calibrationRows(answers: ShownAnswers, cases: readonly EvaluationCase[], digits?: number): string[] {
  const bins = BINS.slice(1).map(() => ({ count: 0, right: 0, probability: 0 }));
  for (const { text, codes } of cases)
    for (const answer of answers(text)) {
      const bin =
        bins[
          BINS.findIndex(
            (bound, index) => answer.probability < (BINS[index + 1] ?? 2) && answer.probability >= bound,
          )
        ];
      if (bin === undefined) continue;
      bin.count++;
      bin.probability += answer.probability;
      // A set labelled with headings counts the heading.
      const judged = (code: string) => (digits === undefined ? code : code.slice(0, digits));
      if (codes.some((code) => answer.hsCode.startsWith(judged(code)))) bin.right++;
    }
  return bins.map(
    ({ count, right, probability }, index) =>
      `| ${BINS[index]?.toFixed(1)}–${Math.min(1, BINS[index + 1] ?? 1).toFixed(1)} | ${count} | ${count ? percent(probability / count) : '–'} | ${count ? percent(right / count) : '–'} |`,
  );
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** The JavaScript heap and the typed arrays' buffers (outside the heap), after a collection (--expose-gc). */
function settledMemory(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

function guessTimes(
  guess: (description: string) => unknown,
  cases: readonly EvaluationCase[],
): { p50: number; p95: number } {
  const words = cases.flatMap(({ text }) => text.split(/\s+/));
  const times: number[] = [];
  for (let start = 0; start + 40 <= words.length && times.length < 500; start += 37) {
    const description = words.slice(start, start + 40).join(' ');
    const began = performance.now();
    guess(description);
    times.push(performance.now() - began);
  }
  times.sort((left, right) => left - right);
  return {
    p50: times[Math.floor(times.length * 0.5)] ?? 0,
    p95: times[Math.floor(times.length * 0.95)] ?? 0,
  };
}

function main(): void {
  const examples = trainingExamples();
  const portalRanker = shippedTariffRanker();
  // HS_FUSION_PARAMETERS (JSON) overrides the fusion's constants, to compare them.
  const parameters = { ...HS_FUSION, ...(JSON.parse(process.env.HS_FUSION_PARAMETERS ?? '{}') as object) };
  const memoryBefore = settledMemory();
  let began = performance.now();
  // As the server builds (hsModelBuild): the fused answer's probability fitted with the portal's search.
  const data = trainHsClassifier(examples, {
    version: 'benchmark',
    calibrationExamples: calibrationExamples(),
    fusion: { search: (text) => hsSearchFor(portalRanker, text, parameters), nomenclature: nomenclature() },
  });
  const trainSeconds = (performance.now() - began) / 1000;
  const bytes = encodeHsModel(data);
  began = performance.now();
  const classifier = hsClassifierFrom(decodeHsModel(bytes));
  const loadSeconds = (performance.now() - began) / 1000;
  const memoryModel = settledMemory() - memoryBefore;
  const search = rankedSearcher(
    new TariffRanker(benchTariffLines(), [
      ...benchTariffNames('uk-search-references.json'),
      ...benchTariffNames('everyday-names.json'),
    ]),
  );
  const model: Searcher = (text) => classifier.guess(text, 5).map(({ hsCode }) => hsCode);
  const portalSearch = rankedSearcher(portalRanker);
  const fused = fusedSearcher(classifier, portalRanker, data.parameters.fusedConfidence, parameters);
  if (process.env.HS_FUSION_TUNE === '1') {
    tuneFusion(
      classifier,
      portalRanker,
      data.parameters.fusedConfidence,
      evaluationSets().filter(([name]) => !name.startsWith('everydayImports')),
    );
    return;
  }
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nMachine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
  );
  console.log(
    `Training: ${examples.length} examples, ${trainSeconds.toFixed(1)} s; model ${megabytes(bytes.length)} as bytes, ` +
      `loaded in ${loadSeconds.toFixed(1)} s, memory ${megabytes(memoryModel)} (the model's data and the loaded model: heap and typed arrays)` +
      `; parameters ${JSON.stringify({ ...data.parameters, sourceWeights: undefined })}.\n`,
  );
  const sets = evaluationSets();
  console.log(
    '| evaluation set | n | search | top-1 chapter | top-1 heading | top-3 heading | top-5 heading | top-5 subheading |',
  );
  console.log('|---|---:|---|---:|---:|---:|---:|---:|');
  for (const [name, cases] of sets)
    for (const [searchName, searcher] of [
      ['HS model', model],
      ['ranked tariff search', search],
      ["ranked tariff search, the portal's", portalSearch],
      ['fused (the finder)', fused],
    ] as const) {
      const figures = figuresOf(searcher, cases);
      console.log(
        `| ${name} | ${cases.length} | ${searchName} | ${percent(figures.top1Chapter)} | ${percent(figures.top1Heading)} | ` +
          `${percent(figures.top3Heading)} | ${percent(figures.top5Heading)} | ` +
          `${figures.top5Subheading === undefined ? '–' : percent(figures.top5Subheading)} |`,
      );
    }
  frenchSpanishFigures(classifier, portalRanker, data.parameters.fusedConfidence, parameters);
  console.log('\nSame first heading in Bengali as in English, of the everyday-imports pairs:');
  for (const [searchName, searcher] of [
    ['HS model', model],
    ["ranked tariff search, the portal's", portalSearch],
    ['fused (the finder)', fused],
  ] as const)
    console.log(`- ${searchName}: ${percent(pairAgreement(searcher))}`);
  console.log(
    "\nCalibration on training's held-out split (labelled descriptions of 3 words or more) and the calibration examples:\n",
  );
  console.log('| probability | guesses | right |');
  console.log('|---|---:|---:|');
  for (const { from, to, count, right } of data.calibration)
    if (count > 0)
      console.log(`| ${from.toFixed(1)}–${to.toFixed(1)} | ${count} | ${percent(right / count)} |`);
  console.log(
    `\nThe fused answer's regression (hsFusedConfidence): ${JSON.stringify(data.parameters.fusedConfidence)}.`,
  );
  const suggest = fusedSuggester(classifier, portalRanker, data.parameters.fusedConfidence, parameters);
  const shown = (text: string) => suggest(text).map(({ hsCode, probability }) => ({ hsCode, probability }));
  for (const [name, cases] of sets)
    for (const [label, answers, digits] of [
      [
        "the model's first guess; right: its subheading, or heading",
        (text: string) => classifier.guess(text, 1),
      ],
      [
        "the finder's first suggestion, at its probability; right: its heading",
        (text: string) => shown(text).slice(0, 1),
        4,
      ],
      ['every suggestion the finder shows, at its probability; right: its heading', shown, 4],
    ] as const) {
      console.log(`\nCalibration on ${name} (${label}):\n`);
      console.log('| probability | guesses | mean probability | right |');
      console.log('|---|---:|---:|---:|');
      for (const row of calibrationRows(answers, cases, digits)) console.log(row);
    }
  const allCases = sets.flatMap(([, cases]) => cases);
  const times = guessTimes((description) => classifier.guess(description, 5), allCases);
  console.log(
    `\nA guess for a 40-word description: p50 ${times.p50.toFixed(1)} ms, p95 ${times.p95.toFixed(1)} ms.`,
  );
  const shortTimes: number[] = [];
  for (const { text } of sets
    .filter(([name]) => name.startsWith('everydayImports'))
    .flatMap(([, cases]) => cases)) {
    const began = performance.now();
    fused(text);
    shortTimes.push(performance.now() - began);
  }
  shortTimes.sort((left, right) => left - right);
  console.log(
    `Fused for the everyday descriptions (short: the search is asked): p50 ` +
      `${(shortTimes[Math.floor(shortTimes.length * 0.5)] ?? 0).toFixed(1)} ms, p95 ` +
      `${(shortTimes[Math.floor(shortTimes.length * 0.95)] ?? 0).toFixed(1)} ms.`,
  );
  const fusedTimes = guessTimes(fused, allCases);
  console.log(
    `Fused (model, ranked search, cues) for a 40-word description: p50 ${fusedTimes.p50.toFixed(1)} ms, ` +
      `p95 ${fusedTimes.p95.toFixed(1)} ms.`,
  );
}

main();
