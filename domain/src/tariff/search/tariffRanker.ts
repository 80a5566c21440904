import { TARIFF_SEARCH_LIMITS } from './tariffSearchLimits.js';
import { editDistance, searchWords } from './searchWords.js';
import type { TariffQuery } from './tariffQuery.js';

/** A line of the tariff as the search sees it. */
export interface TariffSearchLine {
  readonly code: string;
  readonly description: string;
  /** The description in the administration's language (Bengali), searched alike. */
  readonly descriptionTranslated?: string | null;
}

/** An everyday name for goods and the code (chapter, heading, subheading or line) it leads to. */
export interface TariffSynonym {
  readonly phrase: string;
  readonly code: string;
}

export interface RankedLine {
  readonly code: string;
  readonly score: number;
}

/** Where a word was found in a line: its own text, its translation, or a broader line above it. */
const FIELD_WEIGHTS = [3, 3, 1.2] as const;
/** How much a word counts when it is found whole, as the start of a longer word, or with a typo. */
const MATCH_WEIGHTS = { exact: 1, prefix: 0.6, typo: 0.5 } as const;
/** Prefix expansions per query word: "com" should not drag in a thousand words. */
const PREFIX_EXPANSIONS = 40;
/** Extra score of a line that has every word of the query. */
const ALL_WORDS_BONUS = 5;
/** Score of a line under a synonym's code, scaled by how much of the query the synonym covers. */
const SYNONYM_BOOST = 8;

interface Expansion {
  readonly term: number;
  readonly weight: number;
}

function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort();
}

/** First position in a sorted array whose value is ≥ `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The ranked tariff search (issue 5): codes by exact match then prefix; words by whole-word, prefix and
 * typo-tolerant matches over each line's text, its translation and the broader lines above it
 * (subheading, heading), lines with every word first, and everyday names (synonyms) leading to their
 * codes. Built once per data set; a search touches only the lines its words name.
 */
export class TariffRanker {
  /** Lines that no other line refines: the answers a search gives, sorted by code. */
  private readonly leaves: readonly TariffSearchLine[];
  private readonly leafCodes: readonly string[];
  private readonly terms: string[] = [];
  private readonly termIds = new Map<string, number>();
  private readonly sortedTerms: readonly string[];
  /** Per term: leaf index × 3 + field, for every leaf whose text (or a parent's) has the term. */
  private readonly postings: number[][] = [];
  private readonly descriptionLengths: Int32Array;
  private readonly synonymsByWord = new Map<string, { words: readonly string[]; code: string }[]>();
  private readonly scores: Float64Array;
  private readonly matchedWords: Int32Array;

  constructor(lines: readonly TariffSearchLine[], synonyms: readonly TariffSynonym[] = []) {
    const byCode = [...new Map(lines.map((line) => [line.code, line])).values()].sort((left, right) =>
      left.code < right.code ? -1 : left.code > right.code ? 1 : 0,
    );
    // A line is a leaf when the next code in order does not extend it.
    this.leaves = byCode.filter((line, index) => !byCode[index + 1]?.code.startsWith(line.code));
    this.leafCodes = this.leaves.map((line) => line.code);
    const descriptionOf = new Map(byCode.map((line) => [line.code, line.description]));
    this.descriptionLengths = new Int32Array(this.leaves.length);
    this.leaves.forEach((line, leaf) => {
      this.descriptionLengths[leaf] = line.description.length;
      const parents: string[] = [];
      for (let length = line.code.length - 1; length >= 2; length--) {
        const parent = descriptionOf.get(line.code.slice(0, length));
        if (parent !== undefined) parents.push(parent);
      }
      const fields = [line.description, line.descriptionTranslated ?? '', parents.join(' ')];
      const seen = new Set<number>();
      fields.forEach((text, field) => {
        for (const word of searchWords(text)) {
          const term = this.termOf(word);
          const key = term * 3 + field;
          if (seen.has(key)) continue;
          seen.add(key);
          (this.postings[term] as number[]).push(leaf * 3 + field);
        }
      });
    });
    this.sortedTerms = sortedUnique(this.terms);
    for (const synonym of synonyms) {
      const words = searchWords(synonym.phrase);
      const code = synonym.code.replace(/\D/g, '');
      if (words.length === 0 || code.length < 2) continue;
      for (const word of words) {
        const list = this.synonymsByWord.get(word);
        if (list) list.push({ words, code });
        else this.synonymsByWord.set(word, [{ words, code }]);
      }
    }
    this.scores = new Float64Array(this.leaves.length);
    this.matchedWords = new Int32Array(this.leaves.length);
  }

  get lineCount(): number {
    return this.leaves.length;
  }

  private termOf(word: string): number {
    let term = this.termIds.get(word);
    if (term === undefined) {
      term = this.terms.length;
      this.terms.push(word);
      this.termIds.set(word, term);
      this.postings.push([]);
    }
    return term;
  }

  /** The leaves under a code prefix, as a range of positions. */
  private leafRange(prefix: string): [number, number] {
    const start = lowerBound(this.leafCodes, prefix);
    let end = start;
    while (end < this.leafCodes.length && (this.leafCodes[end] as string).startsWith(prefix)) end++;
    return [start, end];
  }

  /** The vocabulary terms a query word stands for: itself, longer words it starts, near misspellings. */
  private expansions(word: string): Expansion[] {
    const found: Expansion[] = [];
    const exact = this.termIds.get(word);
    if (exact !== undefined) found.push({ term: exact, weight: MATCH_WEIGHTS.exact });
    if (word.length >= 3) {
      let position = lowerBound(this.sortedTerms, word);
      let taken = 0;
      while (taken < PREFIX_EXPANSIONS && position < this.sortedTerms.length) {
        const candidate = this.sortedTerms[position++] as string;
        if (!candidate.startsWith(word)) break;
        if (candidate === word) continue;
        found.push({ term: this.termIds.get(candidate) as number, weight: MATCH_WEIGHTS.prefix });
        taken++;
      }
    }
    // Typos only for words the tariff does not have: a real word is what was meant.
    if (exact === undefined && word.length >= 4) {
      const limit = word.length >= 8 ? 2 : 1;
      for (let term = 0; term < this.terms.length; term++) {
        const candidate = this.terms[term] as string;
        if (Math.abs(candidate.length - word.length) > limit || candidate[0] !== word[0]) continue;
        if (editDistance(word, candidate, limit) <= limit) found.push({ term, weight: MATCH_WEIGHTS.typo });
      }
    }
    return found;
  }

  /** Every line under a code (a chapter, a heading), in code order: for browsing, never capped. */
  linesUnder(prefix: string): string[] {
    const [start, end] = this.leafRange(prefix);
    return this.leafCodes.slice(start, end);
  }

  /** Ranked lines for a query, best first, at most `TARIFF_SEARCH_LIMITS.maxResults`. */
  rank(query: TariffQuery): RankedLine[] {
    if (query.kind === 'code') {
      const [start, end] = this.leafRange(query.digits);
      const lines = this.leaves.slice(start, end).map((line) => ({
        code: line.code,
        score: line.code === query.digits ? 2 : 1,
      }));
      return lines.sort((left, right) => right.score - left.score).slice(0, TARIFF_SEARCH_LIMITS.maxResults);
    }
    return this.rankWords(searchWords(query.text));
  }

  private rankWords(words: readonly string[]): RankedLine[] {
    if (words.length === 0) return [];
    const touched: number[] = [];
    const { scores, matchedWords } = this;
    const touch = (leaf: number) => {
      if (scores[leaf] === 0 && matchedWords[leaf] === 0) touched.push(leaf);
    };
    const wordScores = new Float64Array(this.leaves.length);
    words.forEach((word) => {
      const wordTouched: number[] = [];
      for (const { term, weight } of this.expansions(word)) {
        for (const posting of this.postings[term] as number[]) {
          const leaf = Math.floor(posting / 3);
          const value = weight * (FIELD_WEIGHTS[posting % 3] as number);
          if (wordScores[leaf] === 0) wordTouched.push(leaf);
          if (value > (wordScores[leaf] as number)) wordScores[leaf] = value;
        }
      }
      for (const leaf of wordTouched) {
        touch(leaf);
        scores[leaf] = (scores[leaf] as number) + (wordScores[leaf] as number);
        matchedWords[leaf] = (matchedWords[leaf] as number) + 1;
        wordScores[leaf] = 0;
      }
    });
    // Everyday names: a synonym all of whose words are in the query sends its code's lines up.
    const querySet = new Set(words);
    const applied = new Set<string>();
    for (const word of words) {
      for (const synonym of this.synonymsByWord.get(word) ?? []) {
        const key = `${synonym.words.join(' ')}→${synonym.code}`;
        if (applied.has(key) || !synonym.words.every((synonymWord) => querySet.has(synonymWord))) continue;
        applied.add(key);
        const boost = SYNONYM_BOOST * (synonym.words.length / words.length);
        const [start, end] = this.leafRange(synonym.code);
        for (let leaf = start; leaf < end; leaf++) {
          touch(leaf);
          scores[leaf] = (scores[leaf] as number) + boost;
          // A synonym covering the whole query counts as every word found.
          if (synonym.words.length === words.length)
            matchedWords[leaf] = Math.max(matchedWords[leaf] as number, words.length);
        }
      }
    }
    const ranked: { leaf: number; score: number }[] = [];
    for (const leaf of touched) {
      const coverage = Math.min(1, (matchedWords[leaf] as number) / words.length);
      const score = (scores[leaf] as number) * coverage * coverage + (coverage === 1 ? ALL_WORDS_BONUS : 0);
      ranked.push({ leaf, score });
      scores[leaf] = 0;
      matchedWords[leaf] = 0;
    }
    ranked.sort(
      (left, right) =>
        right.score - left.score ||
        (this.descriptionLengths[left.leaf] as number) - (this.descriptionLengths[right.leaf] as number) ||
        left.leaf - right.leaf,
    );
    return ranked.slice(0, TARIFF_SEARCH_LIMITS.maxResults).map(({ leaf, score }) => ({
      code: (this.leaves[leaf] as TariffSearchLine).code,
      score: Math.round(score * 1000) / 1000,
    }));
  }
}
