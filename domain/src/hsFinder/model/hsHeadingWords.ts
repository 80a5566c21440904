import { hsWordsOf } from './hsText.js';

/*
 * A naive Bayes view of the headings, beside the neighbours: how often each word appears among a heading's
 * texts. Neighbours are each one text, and a long description whose words each match a different text ("canvas
 * shoes for children") is better served by words that weigh together for one heading. The posterior over
 * headings (uniform prior, additive smoothing) is mixed into the neighbours' heading shares.
 */

/** Additive smoothing of a word's count under a heading. */
const SMOOTHING = 0.1;
/** Headings the posterior keeps (the rest share nothing). */
const KEPT = 30;

export class HsHeadingWords {
  private readonly counts = new Map<string, Map<string, number>>();
  private readonly totals = new Map<string, number>();

  /** `texts[i]`'s words count for `headings[i]`. */
  constructor(texts: readonly string[], headings: readonly (string | undefined)[]) {
    for (const [index, text] of texts.entries()) {
      const heading = headings[index];
      if (heading === undefined) continue;
      for (const word of new Set(hsWordsOf(text).map(({ word }) => word))) {
        let perHeading = this.counts.get(word);
        if (perHeading === undefined) {
          perHeading = new Map();
          this.counts.set(word, perHeading);
        }
        perHeading.set(heading, (perHeading.get(heading) ?? 0) + 1);
        this.totals.set(heading, (this.totals.get(heading) ?? 0) + 1);
      }
    }
  }

  /** The likeliest headings for a text's known words, with their posterior probabilities. */
  posterior(text: string): Map<string, number> {
    const words = [...new Set(hsWordsOf(text).map(({ word }) => word))].filter((word) =>
      this.counts.has(word),
    );
    const posterior = new Map<string, number>();
    if (words.length === 0) return posterior;
    const vocabulary = this.counts.size;
    const logLikelihoods: [string, number][] = [];
    for (const [heading, total] of this.totals)
      logLikelihoods.push([heading, words.length * Math.log(SMOOTHING / (total + SMOOTHING * vocabulary))]);
    const index = new Map(logLikelihoods.map(([heading], at) => [heading, at]));
    for (const word of words)
      for (const [heading, count] of this.counts.get(word) ?? []) {
        const entry = logLikelihoods[index.get(heading) ?? -1];
        if (entry !== undefined) entry[1] += Math.log((count + SMOOTHING) / SMOOTHING);
      }
    logLikelihoods.sort((left, right) => right[1] - left[1]);
    const kept = logLikelihoods.slice(0, KEPT);
    const top = kept[0]?.[1] ?? 0;
    let sum = 0;
    for (const [, logLikelihood] of kept) sum += Math.exp(logLikelihood - top);
    for (const [heading, logLikelihood] of kept) posterior.set(heading, Math.exp(logLikelihood - top) / sum);
    return posterior;
  }
}
