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
  private readonly headings: string[] = [];
  /** Per heading (by its place in `headings`): the log-likelihood of one word that none of its texts has. */
  private readonly unseenLog: Float64Array;
  /** Per word: the headings whose texts have it, and how much more likely the word makes each. */
  private readonly gains = new Map<string, { headings: Int32Array; gains: Float64Array }>();

  /** `texts[i]`'s words count for `headings[i]`. */
  constructor(texts: readonly string[], headings: readonly (string | undefined)[]) {
    const headingAt = new Map<string, number>();
    const totals: number[] = [];
    const counts = new Map<string, Map<number, number>>();
    for (const [index, text] of texts.entries()) {
      const heading = headings[index];
      if (heading === undefined) continue;
      let at = headingAt.get(heading);
      if (at === undefined) {
        at = this.headings.length;
        headingAt.set(heading, at);
        this.headings.push(heading);
        totals.push(0);
      }
      for (const word of new Set(hsWordsOf(text).map(({ word }) => word))) {
        let perHeading = counts.get(word);
        if (perHeading === undefined) {
          perHeading = new Map();
          counts.set(word, perHeading);
        }
        perHeading.set(at, (perHeading.get(at) ?? 0) + 1);
        totals[at] = (totals[at] ?? 0) + 1;
      }
    }
    const vocabulary = counts.size;
    this.unseenLog = Float64Array.from(totals, (total) =>
      Math.log(SMOOTHING / (total + SMOOTHING * vocabulary)),
    );
    for (const [word, perHeading] of counts)
      this.gains.set(word, {
        headings: Int32Array.from(perHeading.keys()),
        gains: Float64Array.from(perHeading.values(), (count) => Math.log((count + SMOOTHING) / SMOOTHING)),
      });
  }

  /** The likeliest headings for a text's known words, with their posterior probabilities. */
  posterior(text: string): Map<string, number> {
    const posterior = new Map<string, number>();
    const known = [...new Set(hsWordsOf(text).map(({ word }) => word))].flatMap((word) => {
      const found = this.gains.get(word);
      return found === undefined ? [] : [found];
    });
    if (known.length === 0) return posterior;
    const logLikelihoods = this.unseenLog.map((unseen) => unseen * known.length);
    for (const { headings, gains } of known)
      for (let at = 0; at < headings.length; at++)
        logLikelihoods[headings[at] ?? 0] = (logLikelihoods[headings[at] ?? 0] ?? 0) + (gains[at] ?? 0);
    const kept = topIndices(logLikelihoods, KEPT);
    const top = logLikelihoods[kept[0] ?? 0] ?? 0;
    let sum = 0;
    for (const at of kept) sum += Math.exp((logLikelihoods[at] ?? 0) - top);
    for (const at of kept)
      posterior.set(this.headings[at] ?? '', Math.exp((logLikelihoods[at] ?? 0) - top) / sum);
    return posterior;
  }
}

/** The places of the `count` largest values, largest first (ties: the earlier place first). */
function topIndices(values: Float64Array, count: number): number[] {
  const kept: number[] = [];
  for (let at = 0; at < values.length; at++) {
    const value = values[at] ?? 0;
    if (kept.length === count && value <= (values[kept[count - 1] ?? 0] ?? 0)) continue;
    let place = kept.length;
    while (place > 0 && (values[kept[place - 1] ?? 0] ?? 0) < value) place--;
    kept.splice(place, 0, at);
    if (kept.length > count) kept.pop();
  }
  return kept;
}
