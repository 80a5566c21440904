import { hsFeaturesOf } from './hsText.js';

/*
 * The labelled texts as TF-IDF vectors (words, word pairs, character 4-grams; a feature weighs by how rare it
 * is), held in one inverted index of typed arrays: a description's cosine similarity to every text is a walk
 * over the postings of its own features, so a 40-word description reads a few thousand postings, not every text.
 */

/** A labelled text near a description. */
export interface HsNeighbour {
  readonly example: number;
  readonly similarity: number;
}

/** What the index is built from: the texts, and for each, a text of its parent that it also carries. */
export interface HsIndexInput {
  readonly texts: readonly string[];
  readonly parentTexts: readonly (string | undefined)[];
  readonly parentWeight: number;
}

export class HsExampleIndex {
  readonly size: number;
  private readonly featureIds = new Map<string, number>();
  private readonly rarity: Float32Array;
  private readonly postingStart: Int32Array;
  private readonly postingExample: Int32Array;
  private readonly postingWeight: Float32Array;
  /** Similarities being added up, kept between calls (a description is scored against every text). */
  private readonly sums: Float32Array;

  constructor({ texts, parentTexts, parentWeight }: HsIndexInput) {
    this.size = texts.length;
    // Each text's features as ids and raw weights in typed arrays: thousands of retained Maps would cost more
    // in garbage collection than the counting itself.
    const parentFeatures = new Map<string, Map<string, number>>();
    const documentCounts: number[] = [];
    const vectors = texts.map((text, index) => {
      const features = hsFeaturesOf(text);
      const parent = parentTexts[index];
      if (parent !== undefined) {
        let known = parentFeatures.get(parent);
        if (known === undefined) {
          known = hsFeaturesOf(parent, parentWeight);
          parentFeatures.set(parent, known);
        }
        for (const [feature, weight] of known) features.set(feature, (features.get(feature) ?? 0) + weight);
      }
      const ids = new Int32Array(features.size);
      const raw = new Float32Array(features.size);
      let at = 0;
      for (const [feature, weight] of features) {
        let id = this.featureIds.get(feature);
        if (id === undefined) {
          id = documentCounts.length;
          this.featureIds.set(feature, id);
          documentCounts.push(0);
        }
        documentCounts[id] = (documentCounts[id] ?? 0) + 1;
        ids[at] = id;
        raw[at++] = weight;
      }
      return { ids, raw };
    });
    this.rarity = Float32Array.from(documentCounts, (count) => Math.log(1 + this.size / count));
    this.postingStart = new Int32Array(documentCounts.length + 1);
    for (let id = 0; id < documentCounts.length; id++)
      this.postingStart[id + 1] = (this.postingStart[id] ?? 0) + (documentCounts[id] ?? 0);
    const total = this.postingStart[documentCounts.length] ?? 0;
    this.postingExample = new Int32Array(total);
    this.postingWeight = new Float32Array(total);
    const filled = this.postingStart.slice(0, documentCounts.length);
    for (const [example, { ids, raw }] of vectors.entries()) {
      let squares = 0;
      for (let at = 0; at < ids.length; at++) {
        const weight = (raw[at] ?? 0) * (this.rarity[ids[at] ?? 0] ?? 0);
        raw[at] = weight;
        squares += weight * weight;
      }
      const length = Math.sqrt(squares) || 1;
      for (let at = 0; at < ids.length; at++) {
        const id = ids[at] ?? 0;
        const slot = filled[id] ?? 0;
        this.postingExample[slot] = example;
        this.postingWeight[slot] = (raw[at] ?? 0) / length;
        filled[id] = slot + 1;
      }
    }
    this.sums = new Float32Array(this.size);
  }

  /** The `limit` texts most similar to a text (cosine of the TF-IDF vectors), most similar first. */
  nearest(text: string, limit: number): HsNeighbour[] {
    const query = this.weigh(hsFeaturesOf(text));
    const touched: number[] = [];
    const sums = this.sums;
    for (const [id, weight] of query) {
      const end = this.postingStart[id + 1] ?? 0;
      for (let at = this.postingStart[id] ?? 0; at < end; at++) {
        const example = this.postingExample[at] ?? 0;
        if (sums[example] === 0) touched.push(example);
        sums[example] = (sums[example] ?? 0) + weight * (this.postingWeight[at] ?? 0);
      }
    }
    const found: HsNeighbour[] = [];
    let floor = 0;
    for (const example of touched) {
      const similarity = sums[example] ?? 0;
      sums[example] = 0;
      if (similarity <= floor && found.length >= limit) continue;
      found.push({ example, similarity });
      if (found.length >= limit * 4) {
        found.sort((left, right) => right.similarity - left.similarity);
        found.length = limit;
        floor = found[limit - 1]?.similarity ?? 0;
      }
    }
    found.sort((left, right) => right.similarity - left.similarity);
    return found.slice(0, limit);
  }

  /** A vector's known features by id, weighed by rarity and scaled to length 1 (unknown ones count in the length). */
  private weigh(features: ReadonlyMap<string, number>): [number, number][] {
    const weighted: [number, number][] = [];
    let squares = 0;
    for (const [feature, raw] of features) {
      const id = this.featureIds.get(feature);
      // A feature no text has is as rare as can be: it matches nothing, yet makes the description longer.
      const weight = raw * (id === undefined ? Math.log(1 + this.size) : (this.rarity[id] ?? 0));
      squares += weight * weight;
      if (id !== undefined) weighted.push([id, weight]);
    }
    const length = Math.sqrt(squares) || 1;
    for (const entry of weighted) entry[1] /= length;
    return weighted;
  }
}
