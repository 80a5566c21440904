/** Length of the text pieces indexed; needles shorter than this are found by scanning every value. */
const TRIGRAM_LENGTH = 3;

/**
 * Which values contain which three-character pieces. A needle's rarest piece names few candidates, each
 * then checked with `includes`: a substring search that reads a few hundred values instead of all of them.
 */
export class TrigramIndex {
  private readonly postings = new Map<string, Int32Array>();

  /** `values` are already folded (lower case); a value's position is its record's position. */
  constructor(private readonly values: readonly string[]) {
    const lists = new Map<string, number[]>();
    values.forEach((value, position) => {
      for (let start = 0; start + TRIGRAM_LENGTH <= value.length; start += 1) {
        const piece = value.slice(start, start + TRIGRAM_LENGTH);
        const list = lists.get(piece);
        if (!list) lists.set(piece, [position]);
        else if (list[list.length - 1] !== position) list.push(position);
      }
    });
    for (const [piece, list] of lists) this.postings.set(piece, Int32Array.from(list));
  }

  /** Positions, ascending, of the values containing `needle` (folded). */
  containing(needle: string): number[] {
    if (needle.length < TRIGRAM_LENGTH) {
      const positions: number[] = [];
      this.values.forEach((value, position) => value.includes(needle) && positions.push(position));
      return positions;
    }
    let rarest: Int32Array | undefined;
    for (let start = 0; start + TRIGRAM_LENGTH <= needle.length; start += 1) {
      const list = this.postings.get(needle.slice(start, start + TRIGRAM_LENGTH));
      if (!list) return [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    const positions: number[] = [];
    for (const position of rarest ?? []) {
      if ((this.values[position] as string).includes(needle)) positions.push(position);
    }
    return positions;
  }
}
