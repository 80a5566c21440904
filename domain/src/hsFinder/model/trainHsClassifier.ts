import { foldText } from '../../tariff/search/searchWords.js';
import type { HsCalibrationExample, HsExampleSource, HsTrainingExample } from '../hsClassifier.js';
import {
  HS_FAR_NEIGHBOURS,
  hsCodeProbabilities,
  hsCodeScores,
  hsOtherScore,
  type HsCalibration,
  type HsCodeScores,
  type HsVoteParameters,
} from './hsCodeVotes.js';
import { fitHsConfidenceScale, scaledHsProbability, type HsConfidenceCase } from './hsConfidenceScale.js';
import { hsWordsOf } from './hsText.js';
import { hsClassifierFrom } from './hsClassifierFrom.js';
import { fitHsFusedConfidenceOn, type HsFusionFitSources } from '../fusion/hsFusedConfidenceFit.js';
import { hsLabelledIndex, type HsLabelledTexts } from './hsLabelledIndex.js';
import {
  HS_MODEL_FORMAT,
  hsSourceIndex,
  type HsCalibrationBin,
  type HsModelData,
  type HsModelParameters,
} from './hsModelData.js';

/*
 * Training: the labelled texts are cleaned and kept; a share of the descriptions people wrote (labelled and
 * history) is held out to choose how neighbours vote and to calibrate the probabilities (temperature scaling
 * and the "none of these" score, by the likelihood of the held-out codes). Last, Platt scaling is fitted on
 * those held-out descriptions and on descriptions written elsewhere that are never trained on (the options'
 * `calibrationExamples`), each kind weighing the same. The model keeps every text, the held-out ones included,
 * once its parameters are chosen.
 */

export interface HsTrainingOptions {
  /** Names the build in the model (for example its time and data). */
  readonly version?: string;
  /** The share of people's descriptions held out for calibration (0.2 by default). */
  readonly calibrationShare?: number;
  /**
   * Past declarations kept per subheading (50 by default), the same ones from build to build: a history of
   * millions of rows, most of them repeating a few goods, would otherwise make the model too large to hold.
   */
  readonly maxHistoryPerCode?: number;
  /**
   * Descriptions with their codes, written elsewhere than the training texts (product titles, say), that only
   * calibrate the probabilities: never trained on, never kept in the model.
   */
  readonly calibrationExamples?: readonly HsCalibrationExample[];
  /**
   * The search and HS 2022's texts the finder fuses the model with: given, the probability of the fused
   * answer (hsFusedConfidence) is fitted on the held-out descriptions and the calibration examples too.
   */
  readonly fusion?: HsFusionFitSources;
}

/** Sources whose texts are descriptions people wrote: what the model will be asked, so what it calibrates on. */
const CALIBRATION_SOURCES = new Set<HsExampleSource>(['labelled', 'history']);
/**
 * Held-out descriptions have at least this many words, as the descriptions traders type do: one- and two-word
 * names (most of the search references) sit next to the tariff's own terms and would teach overconfidence.
 */
const CALIBRATION_MIN_WORDS = 3;
/** Fewer held-out descriptions than this say too little to calibrate on: the defaults stay. */
const MIN_CALIBRATION = 30;
/** Calibration descriptions at most (the rest are kept for training): enough to fit two numbers. */
const MAX_CALIBRATION = 1_500;

const DEFAULT_PARAMETERS: HsModelParameters = {
  neighbours: 30,
  sharpness: 3,
  subheadingPrior: 0.05,
  wordWeight: 0.3,
  parentWeight: 0.4,
  sourceWeights: { hs: 0.7, tariff: 0.7, everydayName: 1, labelled: 1, history: 1.5 },
  temperature: 0.1,
  otherScore: 0.2,
  otherDistance: 0.5,
  otherSupport: 0,
};

const VOTE_CHOICES: readonly Pick<HsVoteParameters, 'neighbours' | 'sharpness' | 'wordWeight'>[] = [
  15, 30,
].flatMap((neighbours) =>
  [1, 2, 4].flatMap((sharpness) =>
    [0, 0.3, 0.5].map((wordWeight) => ({ neighbours, sharpness, wordWeight })),
  ),
);
const TEMPERATURES = [0.02, 0.03, 0.05, 0.07, 0.1, 0.15, 0.2, 0.3, 0.5, 0.8, 1.2, 2];
const OTHER_SCORES = [0, 0.1, 0.2, 0.3, 0.5, 0.7, 1];
const OTHER_DISTANCES = [0, 0.5, 1];
const OTHER_SUPPORTS = [0, 0.5, 1];
const CALIBRATION_BINS = 10;
/** Descriptions of each kind the fused answer is calibrated on: enough for its few weights, in seconds. */
const MAX_FUSION_FIT = 800;
/** Guesses per description that Platt scaling learns from: as many as an answer shows. */
const HS_GUESSES_CALIBRATED = 5;

/**
 * The model of the English and Bengali examples, with its French and Spanish part (issue 49): those texts
 * learnt apart, with the parameters the others chose (no description people wrote in French or Spanish is
 * held out to choose any).
 */
export function trainHsClassifier(
  examples: readonly HsTrainingExample[],
  options: HsTrainingOptions = {},
): HsModelData {
  const model = trainOneClassifier(
    examples.filter((example) => example.language === undefined),
    options,
  );
  const translated = cleanExamples(examples.filter((example) => example.language !== undefined));
  if (translated.length === 0) return model;
  return {
    ...model,
    frenchSpanish: {
      format: HS_MODEL_FORMAT,
      version: model.version,
      ...columnsOf(translated),
      parameters: model.parameters,
      calibration: [],
    },
  };
}

function trainOneClassifier(
  examples: readonly HsTrainingExample[],
  options: HsTrainingOptions = {},
): HsModelData {
  const { cleaned, heldOut } = calibrationSplit(examples, options);
  let parameters = DEFAULT_PARAMETERS;
  let calibration: HsCalibrationBin[] = [];
  if (heldOut.length >= MIN_CALIBRATION) {
    const held = new Set(heldOut);
    const trained = hsLabelledIndex(
      columnsOf(cleaned.filter((example) => !held.has(example))),
      parameters.parentWeight,
    );
    const neighbourLimit = Math.max(HS_FAR_NEIGHBOURS, ...VOTE_CHOICES.map(({ neighbours }) => neighbours));
    const cases = heldOut.map(({ text, code }) => ({
      code,
      found: {
        neighbours: trained.index.nearest(text, neighbourLimit),
        wordPosterior: trained.words.posterior(text),
      },
    }));
    const scored = (votes: HsVoteParameters) =>
      cases.map(({ code, found }) => ({ code, scored: hsCodeScores(found, trained.labels, votes) }));
    let best = { accuracy: -1, parameters };
    for (const choice of VOTE_CHOICES) {
      const candidate = { ...parameters, ...choice };
      const accuracy = topAccuracy(scored(candidate));
      if (accuracy > best.accuracy) best = { accuracy, parameters: candidate };
    }
    parameters = fitTemperature(best.parameters, scored(best.parameters));
    const elsewhere = calibrationCases(options.calibrationExamples ?? []).map(({ text, code }) => ({
      code,
      scored: hsCodeScores(
        {
          neighbours: trained.index.nearest(text, neighbourLimit),
          wordPosterior: trained.words.posterior(text),
        },
        trained.labels,
        parameters,
      ),
    }));
    const heldOutScored = scored(parameters);
    const confidenceScale = fitHsConfidenceScale([
      ...confidenceCases(parameters, heldOutScored, 1 / heldOutScored.length),
      ...confidenceCases(parameters, elsewhere, 1 / Math.max(1, elsewhere.length)),
    ]);
    if (confidenceScale !== undefined) parameters = { ...parameters, confidenceScale };
    calibration = calibrationTable(parameters, [...heldOutScored, ...elsewhere]);
    if (options.fusion) {
      // The fused answers of the model that has not seen the held-out descriptions.
      const unseen = hsClassifierFrom({
        format: HS_MODEL_FORMAT,
        version: 'held out',
        ...columnsOf(cleaned.filter((example) => !held.has(example))),
        parameters,
        calibration: [],
      });
      const fusedConfidence = fitHsFusedConfidenceOn(
        unseen,
        fusionFitKinds(heldOut, options.calibrationExamples ?? []),
        options.fusion,
      );
      if (fusedConfidence !== undefined) parameters = { ...parameters, fusedConfidence };
    }
  }
  const columns = columnsOf(cleaned);
  return {
    format: HS_MODEL_FORMAT,
    version: options.version ?? `trained on ${cleaned.length} texts`,
    ...columns,
    parameters,
    calibration,
  };
}

/** The cleaned examples, and those held out to choose the parameters and calibrate on. */
function calibrationSplit(
  examples: readonly HsTrainingExample[],
  options: HsTrainingOptions,
): { cleaned: HsTrainingExample[]; heldOut: HsTrainingExample[] } {
  const cleaned = sampledHistory(cleanExamples(examples), options.maxHistoryPerCode ?? 50);
  const share = options.calibrationShare ?? 0.2;
  const heldOut = cleaned
    .filter(
      (example) =>
        CALIBRATION_SOURCES.has(example.source) &&
        example.code.length === 6 &&
        hsWordsOf(example.text).length >= CALIBRATION_MIN_WORDS &&
        stableShare(example.text) < share,
    )
    .slice(0, MAX_CALIBRATION);
  return { cleaned, heldOut };
}

/** The two kinds of descriptions the fused answer is calibrated on: held out, and written elsewhere. */
function fusionFitKinds(
  heldOut: readonly HsCalibrationExample[],
  calibrationExamples: readonly HsCalibrationExample[],
): HsCalibrationExample[][] {
  return [heldOut.slice(0, MAX_FUSION_FIT), calibrationCases(calibrationExamples).slice(0, MAX_FUSION_FIT)];
}

/**
 * The descriptions a build's fit of the fused answer searches (trainHsClassifier's `fusion`): a server that
 * trains in a worker searches them first, where its tariff is, and gives the worker the lines.
 */
export function hsFusionFitTexts(
  examples: readonly HsTrainingExample[],
  options: Omit<HsTrainingOptions, 'fusion'> = {},
): string[] {
  const { heldOut } = calibrationSplit(examples, options);
  if (heldOut.length < MIN_CALIBRATION) return [];
  return fusionFitKinds(heldOut, options.calibrationExamples ?? []).flatMap((kind) =>
    kind.map(({ text }) => text),
  );
}

/** Texts trimmed, codes cut to 6 digits (or 4 when fewer), examples without both dropped, repeats dropped. */
function cleanExamples(examples: readonly HsTrainingExample[]): HsTrainingExample[] {
  const seen = new Set<string>();
  const cleaned: HsTrainingExample[] = [];
  for (const { text, code, source } of examples) {
    const digits = code.replace(/\D/g, '');
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (digits.length < 4 || trimmed === '' || hsSourceIndex(source) < 0) continue;
    const learned = digits.length >= 6 ? digits.slice(0, 6) : digits.slice(0, 4);
    const key = `${source}\u0000${learned}\u0000${foldText(trimmed)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    cleaned.push({ text: trimmed, code: learned, source });
  }
  return cleaned;
}

/** At most `limit` history examples per code: those whose text hashes lowest, so the choice is stable. */
function sampledHistory(examples: HsTrainingExample[], limit: number): HsTrainingExample[] {
  const perCode = new Map<string, HsTrainingExample[]>();
  for (const example of examples)
    if (example.source === 'history') {
      const kept = perCode.get(example.code) ?? [];
      kept.push(example);
      perCode.set(example.code, kept);
    }
  const dropped = new Set<HsTrainingExample>();
  for (const kept of perCode.values())
    if (kept.length > limit) {
      const ranked = kept.map((example) => ({ example, share: stableShare(example.text) }));
      ranked.sort((left, right) => left.share - right.share);
      for (const { example } of ranked.slice(limit)) dropped.add(example);
    }
  return dropped.size === 0 ? examples : examples.filter((example) => !dropped.has(example));
}

function columnsOf(examples: readonly HsTrainingExample[]): HsLabelledTexts & {
  texts: string[];
  codes: string[];
  sources: number[];
} {
  return {
    texts: examples.map(({ text }) => text),
    codes: examples.map(({ code }) => code),
    sources: examples.map(({ source }) => hsSourceIndex(source)),
  };
}

/** A number in [0, 1) that a text always gets (FNV-1a of its folded form), to split without randomness. */
function stableShare(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of foldText(text.trim())) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // Murmur3's finalizer: FNV alone leaves the high bits nearly equal for texts that differ at the end.
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32;
}

type ScoredCase = { code: string; scored: HsCodeScores };

/** Calibration descriptions trimmed, with a code of 6 digits at least (cut to the subheading). */
function calibrationCases(examples: readonly HsCalibrationExample[]): { text: string; code: string }[] {
  return examples.flatMap(({ text, code }) => {
    const digits = code.replace(/\D/g, '');
    const trimmed = text.replace(/\s+/g, ' ').trim();
    return digits.length >= 6 && trimmed !== '' ? [{ text: trimmed, code: digits.slice(0, 6) }] : [];
  });
}

/** Each case's guesses as the service gives them (up to five), right when the case's code. */
function confidenceCases(
  parameters: HsModelParameters,
  cases: readonly ScoredCase[],
  weight: number,
): HsConfidenceCase[] {
  return cases.flatMap(({ code, scored }) =>
    hsCodeProbabilities(scored, parameters)
      .slice(0, HS_GUESSES_CALIBRATED)
      .map(({ hsCode, probability }) => ({ probability, right: hsCode === code, weight })),
  );
}

function topAccuracy(cases: readonly ScoredCase[]): number {
  let right = 0;
  for (const { code, scored } of cases) {
    const [best] = hsCodeProbabilities(scored, DEFAULT_PARAMETERS);
    if (best?.hsCode === code) right++;
  }
  return right / cases.length;
}

/** The temperature and "none of these" score under which the held-out codes are likeliest. */
function fitTemperature(parameters: HsModelParameters, cases: readonly ScoredCase[]): HsModelParameters {
  let best = { loss: Infinity, parameters };
  for (const temperature of TEMPERATURES)
    for (const otherScore of OTHER_SCORES)
      for (const otherDistance of OTHER_DISTANCES)
        for (const otherSupport of OTHER_SUPPORTS) {
          const calibration = { temperature, otherScore, otherDistance, otherSupport };
          let loss = 0;
          for (const { code, scored } of cases)
            loss -= Math.log(Math.max(likelihood(code, scored, calibration), 1e-6));
          if (loss < best.loss) best = { loss, parameters: { ...parameters, ...calibration } };
        }
  return best.parameters;
}

/** The probability the calibration gives the held-out code (or "none of these" when no vote names it). */
function likelihood(code: string, scored: HsCodeScores, calibration: HsCalibration): number {
  const { headings } = scored;
  const other = hsOtherScore(scored, calibration);
  let top = other;
  for (const { score } of headings) top = Math.max(top, score);
  let total = Math.exp((other - top) / calibration.temperature);
  let known: number | undefined;
  for (const { heading, score, subheadings } of headings) {
    const weight = Math.exp((score - top) / calibration.temperature);
    total += weight;
    if (heading === code.slice(0, 4))
      known = weight * (subheadings.find(({ hsCode }) => hsCode === code)?.share ?? 0);
  }
  return (known ?? Math.exp((other - top) / calibration.temperature)) / total;
}

function calibrationTable(parameters: HsModelParameters, cases: readonly ScoredCase[]): HsCalibrationBin[] {
  const bins = Array.from({ length: CALIBRATION_BINS }, (_, bin) => ({
    from: bin / CALIBRATION_BINS,
    to: (bin + 1) / CALIBRATION_BINS,
    count: 0,
    right: 0,
  }));
  for (const { code, scored } of cases) {
    const [top] = hsCodeProbabilities(scored, parameters);
    if (top === undefined) continue;
    const probability = scaledHsProbability(top.probability, parameters.confidenceScale);
    const bin = bins[Math.min(CALIBRATION_BINS - 1, Math.floor(probability * CALIBRATION_BINS))];
    if (bin === undefined) continue;
    bin.count++;
    if (top.hsCode === code) bin.right++;
  }
  return bins;
}
