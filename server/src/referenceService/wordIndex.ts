import { searchWords } from '@tsw/domain';

/**
 * Which values have a word beginning with a given search word: every value's search words (as the
 * domain's `fullTextWordsMatch` reads them) in one sorted list, so that a word's records are a range of it.
 */
export class WordIndex {
  private readonly words: string[];
  private readonly positions: Int32Array;

  /** `values[position]` is the text of the record at that position. */
  constructor(values: readonly (string | null)[]) {
    const entries: { word: string; position: number }[] = [];
    values.forEach((value, position) => {
      if (value) for (const word of searchWords(value)) entries.push({ word, position });
    });
    entries.sort((left, right) => (left.word < right.word ? -1 : left.word > right.word ? 1 : 0));
    this.words = entries.map((entry) => entry.word);
    this.positions = Int32Array.from(entries, (entry) => entry.position);
  }

  /** Positions, ascending, of the values in which every query word begins a word; none for no words. */
  withEvery(queryWords: readonly string[]): Int32Array {
    let found: Set<number> | undefined;
    for (const queryWord of queryWords) {
      const matching = new Set<number>();
      let low = 0;
      let high = this.words.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((this.words[middle] as string) < queryWord) low = middle + 1;
        else high = middle;
      }
      for (let index = low; index < this.words.length; index += 1) {
        if (!(this.words[index] as string).startsWith(queryWord)) break;
        const position = this.positions[index] as number;
        if (!found || found.has(position)) matching.add(position);
      }
      found = matching;
      if (found.size === 0) break;
    }
    return Int32Array.from(found ?? []).sort();
  }
}
