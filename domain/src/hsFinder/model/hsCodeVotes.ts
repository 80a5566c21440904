import { HS_EXAMPLE_SOURCES } from '../hsClassifier.js';
import type { HsNeighbour } from './hsExampleIndex.js';
import type { HsModelParameters } from './hsModelData.js';

/*
 * From a description's nearest labelled texts to probabilities per subheading, heading first. Each neighbour
 * votes its similarity to the power `sharpness`, times its source's weight, for its heading and, when coded at
 * 6 digits, for its subheading. A heading's share of the votes becomes its probability by temperature scaling
 * against a "none of these" score that grows as the nearest text is farther and as fewer texts vote (all
 * chosen by training on held-out descriptions). Within the heading, a subheading gets its share of the heading's 6-digit votes,
 * smoothed by `subheadingPrior` (a heading named only by 4-digit texts spreads evenly over its subheadings).
 * A heading's score mixes its share of the votes with the naive Bayes posterior of the description's words
 * (`wordWeight`), which serves long descriptions whose words each match a different text.
 */

/** The labelled texts' codes and sources, and the subheadings known under each heading. */
export interface HsVoteLabels {
  readonly codes: readonly string[];
  readonly sources: readonly number[];
  readonly subheadingsOf: ReadonlyMap<string, readonly string[]>;
}

export interface HsCodeVote {
  readonly hsCode: string;
  readonly probability: number;
}

export type HsVoteParameters = Pick<
  HsModelParameters,
  'neighbours' | 'sharpness' | 'subheadingPrior' | 'sourceWeights' | 'wordWeight'
>;

/** A heading's share of all votes, and its subheadings' shares of it. */
export interface HsHeadingScore {
  readonly heading: string;
  readonly score: number;
  readonly subheadings: readonly { hsCode: string; share: number }[];
}

/** The heading scores of the neighbours (unordered), the similarity of the nearest, and all votes. */
export interface HsCodeScores {
  readonly nearest: number;
  readonly support: number;
  readonly headings: readonly HsHeadingScore[];
}

/** What a description found: its nearest texts, and the headings its words point to (naive Bayes). */
export interface HsFound {
  readonly neighbours: readonly HsNeighbour[];
  readonly wordPosterior: ReadonlyMap<string, number>;
}

export function hsCodeScores(
  { neighbours, wordPosterior }: HsFound,
  labels: HsVoteLabels,
  parameters: HsVoteParameters,
): HsCodeScores {
  const own = new Map<string, number>();
  const headingVotes = new Map<string, number>();
  let total = 0;
  for (const { example, similarity } of neighbours.slice(0, parameters.neighbours)) {
    const code = labels.codes[example] ?? '';
    const source = HS_EXAMPLE_SOURCES[labels.sources[example] ?? 0] ?? 'hs';
    const vote = parameters.sourceWeights[source] * similarity ** parameters.sharpness;
    const heading = code.slice(0, 4);
    headingVotes.set(heading, (headingVotes.get(heading) ?? 0) + vote);
    total += vote;
    if (code.length === 6) own.set(code, (own.get(code) ?? 0) + vote);
  }
  const headings: HsHeadingScore[] = [];
  const { wordWeight } = parameters;
  const named = new Set([...headingVotes.keys(), ...(wordWeight > 0 ? wordPosterior.keys() : [])]);
  for (const heading of named) {
    const codes = labels.subheadingsOf.get(heading) ?? [];
    if (codes.length === 0) continue;
    const votes = headingVotes.get(heading) ?? 0;
    const prior = votes > 0 ? (parameters.subheadingPrior * votes) / codes.length : 1 / codes.length;
    let within = votes > 0 ? parameters.subheadingPrior * votes : 1;
    for (const hsCode of codes) within += own.get(hsCode) ?? 0;
    const share = total > 0 ? votes / total : 0;
    headings.push({
      heading,
      score: (1 - wordWeight) * share + wordWeight * (wordPosterior.get(heading) ?? 0),
      subheadings: codes.map((hsCode) => ({ hsCode, share: ((own.get(hsCode) ?? 0) + prior) / within })),
    });
  }
  return { nearest: neighbours[0]?.similarity ?? 0, support: total, headings };
}

export type HsCalibration = Pick<
  HsModelParameters,
  'temperature' | 'otherScore' | 'otherDistance' | 'otherSupport'
>;

/** The score of "none of these": higher when the nearest text is far, and when few texts voted. */
export function hsOtherScore(
  { nearest, support }: Pick<HsCodeScores, 'nearest' | 'support'>,
  calibration: HsCalibration,
): number {
  return (
    calibration.otherScore +
    calibration.otherDistance * (1 - nearest) +
    calibration.otherSupport / (1 + support)
  );
}

/** Calibrated probabilities of the headings' subheadings, best first; what they leave of 1 is "none of these". */
export function hsCodeProbabilities(scored: HsCodeScores, calibration: HsCalibration): HsCodeVote[] {
  const { headings } = scored;
  const { temperature } = calibration;
  const otherScore = hsOtherScore(scored, calibration);
  const top = Math.max(otherScore, ...headings.map(({ score }) => score));
  let total = Math.exp((otherScore - top) / temperature);
  const weights = headings.map(({ score }) => Math.exp((score - top) / temperature));
  for (const weight of weights) total += weight;
  const votes: HsCodeVote[] = [];
  for (const [index, { subheadings }] of headings.entries()) {
    const headingProbability = (weights[index] ?? 0) / total;
    for (const { hsCode, share } of subheadings)
      votes.push({ hsCode, probability: headingProbability * share });
  }
  return votes.sort(
    (left, right) => right.probability - left.probability || (left.hsCode < right.hsCode ? -1 : 1),
  );
}
