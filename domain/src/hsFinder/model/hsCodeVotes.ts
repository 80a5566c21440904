import { HS_EXAMPLE_SOURCES } from '../hsClassifier.js';
import type { HsNeighbour } from './hsExampleIndex.js';
import type { HsModelParameters } from './hsModelData.js';

/*
 * From a description's nearest labelled texts to probabilities per subheading. Each neighbour votes its
 * similarity to the power `sharpness`, times its source's weight, for its subheading and for its heading; a
 * subheading scores its own votes plus `headingWeight` times its heading's (so a heading named only by texts
 * coded at 4 digits still lends its subheadings a score), as a share of all votes. Shares become
 * probabilities by temperature scaling against a "none of these" score that grows as the nearest text is
 * farther: both chosen by training on held-out descriptions.
 */

/** The labelled texts' codes and sources, and the subheadings known under each heading. */
export interface HsVoteLabels {
  readonly codes: readonly string[];
  readonly sources: readonly number[];
  readonly subheadingsOf: ReadonlyMap<string, readonly string[]>;
}

export interface HsCodeVote {
  readonly hsCode: string;
  readonly score: number;
  probability: number;
}

export type HsVoteParameters = Pick<
  HsModelParameters,
  'neighbours' | 'sharpness' | 'headingWeight' | 'sourceWeights'
>;

/** Subheading scores of the neighbours (unordered), and the similarity of the nearest. */
export interface HsCodeScores {
  readonly nearest: number;
  readonly scores: readonly { hsCode: string; score: number }[];
}

export function hsCodeScores(
  neighbours: readonly HsNeighbour[],
  labels: HsVoteLabels,
  parameters: HsVoteParameters,
): HsCodeScores {
  const own = new Map<string, number>();
  const headings = new Map<string, number>();
  for (const { example, similarity } of neighbours.slice(0, parameters.neighbours)) {
    const code = labels.codes[example] ?? '';
    const source = HS_EXAMPLE_SOURCES[labels.sources[example] ?? 0] ?? 'hs';
    const vote = parameters.sourceWeights[source] * similarity ** parameters.sharpness;
    const heading = code.slice(0, 4);
    headings.set(heading, (headings.get(heading) ?? 0) + vote);
    if (code.length === 6) own.set(code, (own.get(code) ?? 0) + vote);
  }
  let total = 0;
  for (const votes of headings.values()) total += votes * (1 + parameters.headingWeight);
  const scores: { hsCode: string; score: number }[] = [];
  for (const [heading, headingVotes] of headings)
    for (const hsCode of labels.subheadingsOf.get(heading) ?? [])
      scores.push({
        hsCode,
        score: ((own.get(hsCode) ?? 0) + parameters.headingWeight * headingVotes) / total,
      });
  return { nearest: neighbours[0]?.similarity ?? 0, scores };
}

export type HsCalibration = Pick<HsModelParameters, 'temperature' | 'otherScore' | 'otherDistance'>;

/** Calibrated probabilities of scores, best first; what they leave of 1 is "none of these". */
export function hsCodeProbabilities(
  { nearest, scores }: HsCodeScores,
  { temperature, otherScore: otherBase, otherDistance }: HsCalibration,
): HsCodeVote[] {
  const otherScore = otherBase + otherDistance * (1 - nearest);
  const top = Math.max(otherScore, ...scores.map(({ score }) => score));
  const other = Math.exp((otherScore - top) / temperature);
  const votes = scores.map(({ hsCode, score }) => ({
    hsCode,
    score,
    probability: Math.exp((score - top) / temperature),
  }));
  const total = votes.reduce((sum, vote) => sum + vote.probability, other);
  for (const vote of votes) vote.probability /= total;
  return votes.sort(
    (left, right) => right.probability - left.probability || (left.hsCode < right.hsCode ? -1 : 1),
  );
}
