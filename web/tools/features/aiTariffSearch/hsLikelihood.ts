/** How a suggestion's probability reads in words, from the most to the least likely. */
export type HsLikelihood = 'veryLikely' | 'likely' | 'possible' | 'unlikely';

/**
 * The lowest probability of each word. Probabilities are calibrated (0.8 is right about 80% of the time),
 * so the words can say what the numbers mean.
 */
const LIKELIHOOD_FLOORS: readonly (readonly [HsLikelihood, number])[] = [
  ['veryLikely', 0.8],
  ['likely', 0.5],
  ['possible', 0.2],
];

export function hsLikelihood(probability: number): HsLikelihood {
  return LIKELIHOOD_FLOORS.find(([, floor]) => probability >= floor)?.[0] ?? 'unlikely';
}
