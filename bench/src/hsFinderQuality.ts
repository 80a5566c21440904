/**
 * The HS code finder's quality benchmark (issue 25): trains the model from the shipped training examples
 * (server/hs-finder-data, timing the build and measuring the memory of the loaded model), then, on each
 * evaluation set (descriptions written by others, never trained on), reports top-1 chapter, top-5 heading
 * and top-5 subheading for the model and for the portal's ranked tariff search on the same descriptions, a
 * calibration table (the model's top-1 probability against how often it was right), and the time of a guess
 * for a 40-word description. Run: npm run bench:hs-finder-quality
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import {
  decodeHsModel,
  encodeHsModel,
  hsClassifierFrom,
  TariffRanker,
  trainHsClassifier,
  type HsClassifier,
  type HsTrainingExample,
} from '@tsw/domain';
import { benchTariffLines, benchTariffNames, rankedSearcher, type Searcher } from './benchTariffSearch.js';

const DATA = new URL('../../server/hs-finder-data/', import.meta.url);
/** Read from the research folder only when present; its licence is unclear, so none of it is committed. */
const ATLAS = new URL('../../../research/hs-data/atlas-cross-rulings-eval/', import.meta.url);
const BINS = [0, 0.2, 0.4, 0.6, 0.8, 0.9, 1.0001];

interface EvaluationCase {
  readonly text: string;
  /** The accepted subheadings (a ruling may name several). */
  readonly codes: readonly string[];
}

const readGzipJson = <T>(name: string): T =>
  JSON.parse(gunzipSync(readFileSync(new URL(name, DATA))).toString('utf8')) as T;

function trainingExamples(): HsTrainingExample[] {
  const { rows } = readGzipJson<{ rows: [string, string, HsTrainingExample['source']][] }>(
    'trainingExamples.json.gz',
  );
  return rows.map(([text, code, source]) => ({ text, code, source }));
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
  return named;
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
  top5Heading: number;
  top5Subheading: number;
}

function figuresOf(searcher: Searcher, cases: readonly EvaluationCase[]): Figures {
  const hits = { top1Chapter: 0, top5Heading: 0, top5Subheading: 0 };
  for (const { text, codes } of cases) {
    const answers = searcher(text).slice(0, 5);
    const within = (digits: number, among: readonly string[]) =>
      among.some((answer) => codes.some((code) => answer.slice(0, digits) === code.slice(0, digits)));
    if (within(2, answers.slice(0, 1))) hits.top1Chapter++;
    if (within(4, answers)) hits.top5Heading++;
    if (within(6, answers)) hits.top5Subheading++;
  }
  return {
    top1Chapter: hits.top1Chapter / cases.length,
    top5Heading: hits.top5Heading / cases.length,
    top5Subheading: hits.top5Subheading / cases.length,
  };
}

function calibrationRows(classifier: HsClassifier, cases: readonly EvaluationCase[]): string[] {
  const bins = BINS.slice(1).map(() => ({ count: 0, right: 0, probability: 0 }));
  for (const { text, codes } of cases) {
    const [top] = classifier.guess(text, 1);
    if (top === undefined) continue;
    const bin =
      bins[
        BINS.findIndex((bound, index) => top.probability < (BINS[index + 1] ?? 2) && top.probability >= bound)
      ];
    if (bin === undefined) continue;
    bin.count++;
    bin.probability += top.probability;
    if (codes.includes(top.hsCode)) bin.right++;
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
  classifier: HsClassifier,
  cases: readonly EvaluationCase[],
): { p50: number; p95: number } {
  const words = cases.flatMap(({ text }) => text.split(/\s+/));
  const times: number[] = [];
  for (let start = 0; start + 40 <= words.length && times.length < 500; start += 37) {
    const description = words.slice(start, start + 40).join(' ');
    const began = performance.now();
    classifier.guess(description, 5);
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
  const memoryBefore = settledMemory();
  let began = performance.now();
  const data = trainHsClassifier(examples, {
    version: 'benchmark',
    calibrationExamples: calibrationExamples(),
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
  console.log('| evaluation set | n | search | top-1 chapter | top-5 heading | top-5 subheading |');
  console.log('|---|---:|---|---:|---:|---:|');
  for (const [name, cases] of sets)
    for (const [searchName, searcher] of [
      ['HS model', model],
      ['ranked tariff search', search],
    ] as const) {
      const figures = figuresOf(searcher, cases);
      console.log(
        `| ${name} | ${cases.length} | ${searchName} | ${percent(figures.top1Chapter)} | ${percent(figures.top5Heading)} | ${percent(figures.top5Subheading)} |`,
      );
    }
  console.log(
    "\nCalibration on training's held-out split (labelled descriptions of 3 words or more) and the calibration examples:\n",
  );
  console.log('| probability | guesses | right |');
  console.log('|---|---:|---:|');
  for (const { from, to, count, right } of data.calibration)
    if (count > 0)
      console.log(`| ${from.toFixed(1)}–${to.toFixed(1)} | ${count} | ${percent(right / count)} |`);
  for (const [name, cases] of sets) {
    console.log(`\nCalibration on ${name} (the model's first guess):\n`);
    console.log('| probability | guesses | mean probability | right |');
    console.log('|---|---:|---:|---:|');
    for (const row of calibrationRows(classifier, cases)) console.log(row);
  }
  const times = guessTimes(
    classifier,
    sets.flatMap(([, cases]) => cases),
  );
  console.log(
    `\nA guess for a 40-word description: p50 ${times.p50.toFixed(1)} ms, p95 ${times.p95.toFixed(1)} ms.`,
  );
}

main();
