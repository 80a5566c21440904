import { HS_EXAMPLE_SOURCES, type HsExampleSource } from '../hsClassifier.js';
import type { HsFusedConfidence } from '../fusion/hsFusedConfidence.js';
import type { HsConfidenceScale } from './hsConfidenceScale.js';

/*
 * A trained HS model as a value: the labelled texts it answers from (its neighbours and its evidence) and the
 * parameters training chose on a held-out calibration split. Plain JSON, so that encodeHsModel can store it as
 * UTF-8 bytes (the server gzips them) and hsClassifierFrom rebuilds the index from it in about a second.
 */

/** The WHATWG text codecs every JavaScript runtime has (the domain compiles without the DOM's or Node's types). */
declare const TextEncoder: new () => { encode(text: string): Uint8Array };
declare const TextDecoder: new () => { decode(bytes: Uint8Array): string };

export const HS_MODEL_FORMAT = 'tsw-hs-model/1';

/** How a description's scores become probabilities, chosen by training. */
export interface HsModelParameters {
  /** Nearest labelled texts that vote for a code. */
  readonly neighbours: number;
  /** A neighbour's vote is its similarity to this power: near ones weigh much more than far ones. */
  readonly sharpness: number;
  /** Within a heading, the votes spread evenly over its subheadings, as a share of the heading's votes. */
  readonly subheadingPrior: number;
  /** How much the words' naive Bayes posterior weighs in a heading's score, against the neighbours' votes. */
  readonly wordWeight: number;
  /** How much a tariff or HS text carries of its heading's text. */
  readonly parentWeight: number;
  /** Vote weight of each source of examples. */
  readonly sourceWeights: Readonly<Record<HsExampleSource, number>>;
  /** Temperature scaling: probability ∝ exp(score / temperature). */
  readonly temperature: number;
  /** The score of "none of these codes" (scores are shares of the votes, in [0, 1])... */
  readonly otherScore: number;
  /** ...plus this much times how far the nearest text is (1 − its similarity): far texts say little. */
  readonly otherDistance: number;
  /** ...plus this much divided by 1 + the sum of the votes: one text's word is weaker than many texts'. */
  readonly otherSupport: number;
  /**
   * Platt scaling of each guess's probability, fitted on held-out descriptions and on descriptions written
   * elsewhere (absent in a model built before it, or when the held-out split was too small: no scaling).
   */
  readonly confidenceScale?: HsConfidenceScale;
  /**
   * The probability that a heading of the finder's fused answer is right (hsFusedConfidence), fitted on the
   * same descriptions (absent in a model built before it, or built without the search: its default).
   */
  readonly fusedConfidence?: HsFusedConfidence;
}

/** One bin of the calibration table: guesses given a probability in [from, to), and how many were right. */
export interface HsCalibrationBin {
  readonly from: number;
  readonly to: number;
  readonly count: number;
  readonly right: number;
}

export interface HsModelData {
  readonly format: typeof HS_MODEL_FORMAT;
  /** Names the build (the caller's words: its time and data). */
  readonly version: string;
  /** The labelled texts, as columns: text, code (4 to 6 digits) and the index of the source in HS_EXAMPLE_SOURCES. */
  readonly texts: readonly string[];
  readonly codes: readonly string[];
  readonly sources: readonly number[];
  readonly parameters: HsModelParameters;
  /** The top-1 guesses of the calibration split by probability, after calibration. */
  readonly calibration: readonly HsCalibrationBin[];
  /**
   * The French and Spanish texts' own model (issue 49), with this one's parameters: asked beside it for a
   * French or Spanish description only, so that those texts never crowd an English or Bengali description's
   * neighbours. Absent in a model built before it.
   */
  readonly frenchSpanish?: HsModelData;
}

export function hsSourceIndex(source: HsExampleSource): number {
  return HS_EXAMPLE_SOURCES.indexOf(source);
}

/** The model as bytes (UTF-8 JSON), as the server stores it. */
export function encodeHsModel(data: HsModelData): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(data));
}

/** The model from its bytes; throws on bytes that are not a model of this format. */
export function decodeHsModel(bytes: Uint8Array): HsModelData {
  const data = JSON.parse(new TextDecoder().decode(bytes)) as Partial<HsModelData> | null;
  if (
    data === null ||
    typeof data !== 'object' ||
    data.format !== HS_MODEL_FORMAT ||
    !Array.isArray(data.texts) ||
    !Array.isArray(data.codes) ||
    !Array.isArray(data.sources) ||
    data.texts.length !== data.codes.length ||
    data.texts.length !== data.sources.length ||
    typeof data.parameters !== 'object'
  )
    throw new Error(`Not an HS model of format ${HS_MODEL_FORMAT}.`);
  return data as HsModelData;
}
