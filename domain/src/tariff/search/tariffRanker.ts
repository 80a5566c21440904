import { affirmedText } from './affirmedText.js';
import { TARIFF_SEARCH_LIMITS } from './tariffSearchLimits.js';
import { editDistance } from './searchWords.js';
import { TARIFF_TEXT_READINGS, type TariffTextReading } from './tariffTextReading.js';
import type { TariffQuery } from './tariffQuery.js';
import type { TariffMatchExplanation, TariffMatchField, TariffMatchKind } from './tariffMatch.js';

/** A line of the tariff as the search sees it. */
export interface TariffSearchLine {
  readonly code: string;
  readonly description: string;
  /**
   * The description in another language, searched alike: the administration's (Bengali) in an English
   * search; the English one in a French or Spanish search, whose `description` is the French or Spanish.
   */
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

/**
 * Where a word was found in a line: its own text, its translation, its HS subheading's text (the official
 * text of the same goods, which a cut or abbreviated national text leaves to tell), or a broader line above
 * (heading, chapter).
 */
const FIELD_WEIGHTS = [3, 3, 1.2, 1.2] as const;
const FIELDS = FIELD_WEIGHTS.length;
/** The parent whose text counts as the line's subheading: the HS's six digits. */
const SUBHEADING_LENGTH = 6;
/**
 * The last word of a query names the goods, the words before qualify them ("frozen fish", "urea
 * fertiliser", Bengali "হিমায়িত মাছ" alike): it counts this much more.
 */
const HEAD_WORD_WEIGHT = 1.3;
/**
 * Extra score of a line with every word of the query whose own, subheading or heading text starts with
 * the head word: the HS names goods first ("Fish, frozen"), so "frozen fish" finds fish before molluscs
 * that are frozen.
 */
const NAMED_GOODS_BONUS = 2;
/**
 * A line without the query's head word counts this much of its score: "wheel loader tyres" wants tyres
 * before loaders.
 */
const HEAD_MISSING_FACTOR = 0.8;
/** A "Parts" or "Accessories" line counts this much of its score, unless the query asks for parts. */
const PARTS_FACTOR = 0.6;
/** First words of a line that make it parts of goods, not the goods (in English, French and Spanish). */
const PARTS_WORDS = new Set(['part', 'accessory', 'partie', 'accessoire', 'parte', 'accesorio']);
/** Query words that ask for parts. */
const PARTS_QUERY_WORDS = new Set([
  ...PARTS_WORDS,
  ...['spare', 'component', 'piece', 'rechange', 'pieza', 'repuesto', 'componente', 'composant'],
]);
/** How much a word counts when it is found whole, as the start of a longer word, or with a typo. */
const MATCH_WEIGHTS: Readonly<Record<TariffMatchKind, number>> = { exact: 1, prefix: 0.6, typo: 0.5 };
/** What the commonest word still counts, of what the rarest counts. */
const SPECIFICITY_FLOOR = 0.5;
/** Words whose expansions are kept: those of the last few searches, for their explanations. */
const RECENT_EXPANSIONS = 16;
/** Prefix expansions per query word: "com" should not drag in a thousand words. */
const PREFIX_EXPANSIONS = 40;
/** Extra score of a line that has every word of the query. */
const ALL_WORDS_BONUS = 5;
/** Score of a line under a synonym's code, scaled by how much of the query the synonym covers. */
const SYNONYM_BOOST = 8;
/**
 * An everyday name applies when the query has every word of it, or every word but one whose start the query
 * has, this long at least ("car park meter" takes "parking meters"); that name counts as a prefix match does.
 * One whole word at least: "cottonseed" does not answer "cotton".
 */
const NAME_PREFIX_MIN_LENGTH = 4;

/**
 * How a ranked leaf's order is packed into one number (below 2^53, so exact): the score in thousandths
 * counted down from `maxScore`, then the description length, then the leaf's position.
 */
const RANK_KEY = {
  maxScore: 2 ** 20,
  maxLength: 2 ** 11 - 1,
  lengthUnit: 2 ** 15,
  scoreUnit: 2 ** 26,
} as const;

/** An everyday name, once per phrase and code however many lists name it. */
interface Synonym {
  readonly words: readonly string[];
  /** Words the search drops that the name still needs in a query ("used" of "used shoes"). */
  readonly qualifiers: readonly string[];
  readonly code: string;
}

/** An everyday name that applies to a query: how much it counts, and the query's words it covers (bits). */
interface AppliedSynonym {
  readonly synonym: Synonym;
  readonly weight: number;
  readonly bits: number;
}

interface Expansion {
  readonly term: number;
  readonly weight: number;
  readonly match: TariffMatchKind;
}

function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort();
}

/** A misspelt word keeps its first letter (people rarely get it wrong), and is a letter or two off in length. */
function typoBucket(word: string, length: number): string {
  return `${word[0] ?? ''}${length}`;
}

/** Query words told apart in a leaf's found words; the rest share the last bit. */
const WORD_BITS = 31;
const wordBit = (index: number) => 1 << Math.min(index, WORD_BITS - 1);

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** First position in a sorted array (of strings or numbers) whose value is ≥ `value`. */
function lowerBound<T extends string | number>(sorted: readonly T[], value: T): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as T) < value) low = middle + 1;
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
  /** Terms by first letter and length: the only ones a misspelling is compared with. */
  private readonly termsByStart = new Map<string, number[]>();
  /** Per term: leaf index × FIELDS + field, for every leaf whose text (or a parent's) has the term. */
  private readonly postings: number[][] = [];
  private readonly descriptionLengths: Int32Array;
  /** Per leaf, the first word of its own, subheading and heading texts (term ids, -1 for none). */
  private readonly namedGoods: Int32Array;
  /** Leaves that are parts or accessories of goods (their own or subheading text starts so). */
  private readonly partsLeaves: Uint8Array;
  private readonly synonymsByWord = new Map<string, Synonym[]>();
  private readonly recentExpansions = new Map<string, Expansion[]>();
  /** Per term, how much it tells about goods: from SPECIFICITY_FLOOR (on every line) to 1 (on one). */
  private readonly specificity: Float64Array;
  /** Work arrays of a search, one slot per leaf, left all zero after each search. */
  private readonly scores: Float64Array;
  /** Per leaf, the query's words found for it, one bit each (the 31st and after share the last bit). */
  private readonly matchedWords: Int32Array;
  private readonly wordScores: Float64Array;
  /** The words of a query, an everyday name or a description, in the search's language. */
  private readonly searchWords: (text: string) => string[];

  /**
   * `reading`: the language the search reads its queries in and how it reads each text (English by
   * default; French and Spanish rankers are given French or Spanish descriptions, issue 49).
   */
  constructor(
    lines: readonly TariffSearchLine[],
    synonyms: readonly TariffSynonym[] = [],
    private readonly reading: TariffTextReading = TARIFF_TEXT_READINGS.en,
  ) {
    const { descriptionWords, translationWords } = reading;
    this.searchWords = descriptionWords;
    const byCode = [...new Map(lines.map((line) => [line.code, line])).values()].sort((left, right) =>
      left.code < right.code ? -1 : left.code > right.code ? 1 : 0,
    );
    // A line is a leaf when the next code in order does not extend it.
    this.leaves = byCode.filter((line, index) => !byCode[index + 1]?.code.startsWith(line.code));
    this.leafCodes = this.leaves.map((line) => line.code);
    // The HS names goods first in its texts: what a heading's first word is read from.
    const descriptionOf = new Map(byCode.map((line) => [line.code, line.description]));
    // A parent's words count in both its texts: a Bengali search finds lines by their heading's Bengali title.
    // Each text without what it excludes (affirmedText), each read in its language.
    const wordsOf = new Map(
      byCode.map((line) => [
        line.code,
        [
          ...descriptionWords(affirmedText(line.description)),
          ...translationWords(line.descriptionTranslated ?? ''),
        ],
      ]),
    );
    this.descriptionLengths = new Int32Array(this.leaves.length);
    this.namedGoods = new Int32Array(this.leaves.length * 3).fill(-1);
    this.partsLeaves = new Uint8Array(this.leaves.length);
    this.leaves.forEach((line, leaf) => {
      this.descriptionLengths[leaf] = line.description.length;
      const subheading = wordsOf.get(line.code.slice(0, SUBHEADING_LENGTH));
      const hasSubheading = line.code.length > SUBHEADING_LENGTH && subheading !== undefined;
      const broader: string[] = [];
      for (let length = line.code.length - 1; length >= 2; length--) {
        if (hasSubheading && length === SUBHEADING_LENGTH) continue;
        const parent = wordsOf.get(line.code.slice(0, length));
        if (parent !== undefined) broader.push(...parent);
      }
      const fieldWords = [
        descriptionWords(affirmedText(line.description)),
        translationWords(line.descriptionTranslated ?? ''),
        hasSubheading ? subheading : [],
        broader,
      ];
      const seen = new Set<number>();
      fieldWords.forEach((words, field) => {
        for (const word of words) {
          const term = this.termOf(word);
          const key = term * FIELDS + field;
          if (seen.has(key)) continue;
          seen.add(key);
          (this.postings[term] as number[]).push(leaf * FIELDS + field);
        }
      });
      const [firstOwn, , firstSubheading] = fieldWords.map((words) => words[0]);
      const heading = line.code.length > 4 ? descriptionOf.get(line.code.slice(0, 4)) : undefined;
      const firstOfHeading = heading === undefined ? undefined : descriptionWords(heading)[0];
      [firstOwn, firstSubheading, firstOfHeading].forEach((first, index) => {
        if (first !== undefined) this.namedGoods[leaf * 3 + index] = this.termOf(first);
      });
      if (PARTS_WORDS.has(firstOwn ?? '') || PARTS_WORDS.has(firstSubheading ?? ''))
        this.partsLeaves[leaf] = 1;
    });
    this.sortedTerms = sortedUnique(this.terms);
    // How much a word tells: the fewer lines have it, the more ("starter" against "motor" and "car").
    const maxRarity = Math.log(this.leaves.length + 1);
    this.specificity = Float64Array.from(this.postings, (postings) => {
      const lines = new Set(postings.map((posting) => (posting / FIELDS) | 0)).size;
      return (
        SPECIFICITY_FLOOR +
        (1 - SPECIFICITY_FLOOR) * (Math.log((this.leaves.length + 1) / (lines + 1)) / maxRarity)
      );
    });
    this.terms.forEach((term, id) => {
      const bucket = typoBucket(term, term.length);
      const list = this.termsByStart.get(bucket);
      if (list) list.push(id);
      else this.termsByStart.set(bucket, [id]);
    });
    const synonymsByKey = new Map<string, Synonym>();
    for (const { phrase, code: written } of synonyms) {
      const words = descriptionWords(phrase);
      const qualifiers = reading.nameQualifiersOf(phrase);
      const code = written.replace(/\D/g, '');
      const key = `${[...qualifiers, ...words].join(' ')}→${code}`;
      if (words.length === 0 || code.length < 2 || synonymsByKey.has(key)) continue;
      const synonym = { words, qualifiers, code };
      synonymsByKey.set(key, synonym);
      for (const word of words) {
        const list = this.synonymsByWord.get(word);
        if (list) list.push(synonym);
        else this.synonymsByWord.set(word, [synonym]);
      }
    }
    if (this.leaves.length >= RANK_KEY.lengthUnit) throw new Error('too many tariff lines for the rank key');
    this.scores = new Float64Array(this.leaves.length);
    this.matchedWords = new Int32Array(this.leaves.length);
    this.wordScores = new Float64Array(this.leaves.length);
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
    // A page's explanations ask again for the words the ranking just expanded.
    const remembered = this.recentExpansions.get(word);
    if (remembered) return remembered;
    const found = this.expansionsFound(word);
    if (this.recentExpansions.size >= RECENT_EXPANSIONS) this.recentExpansions.clear();
    this.recentExpansions.set(word, found);
    return found;
  }

  private expansionsFound(word: string): Expansion[] {
    const found: Expansion[] = [];
    const exact = this.termIds.get(word);
    if (exact !== undefined) found.push({ term: exact, weight: MATCH_WEIGHTS.exact, match: 'exact' });
    if (word.length >= 3) {
      let position = lowerBound(this.sortedTerms, word);
      let taken = 0;
      while (taken < PREFIX_EXPANSIONS && position < this.sortedTerms.length) {
        const candidate = this.sortedTerms[position++] as string;
        if (!candidate.startsWith(word)) break;
        if (candidate === word) continue;
        found.push({
          term: this.termIds.get(candidate) as number,
          weight: MATCH_WEIGHTS.prefix,
          match: 'prefix',
        });
        taken++;
      }
    }
    // Typos only for words the tariff does not have: a real word is what was meant.
    if (exact === undefined && word.length >= 4) {
      const limit = word.length >= 8 ? 2 : 1;
      for (let length = word.length - limit; length <= word.length + limit; length++) {
        for (const term of this.termsByStart.get(typoBucket(word, length)) ?? []) {
          if (editDistance(word, this.terms[term] as string, limit) <= limit)
            found.push({ term, weight: MATCH_WEIGHTS.typo, match: 'typo' });
        }
      }
    }
    return found;
  }

  /**
   * Why lines rank for a query: per word, its best match for a line (the one the score counted), and the
   * everyday names that apply. The words' matches are found once; each line asked about (those of a page,
   * not the whole ranking) then costs a bisection per matched term.
   */
  explainer(text: string): (code: string) => TariffMatchExplanation {
    const words = this.searchWords(text).map((word) => ({ word, expansions: this.expansions(word) }));
    const names = this.synonymsApplying(
      words.map(({ word }) => word),
      this.reading.nameQualifiersOf(text),
    );
    return (code) => {
      const leaf = lowerBound(this.leafCodes, code);
      const known = this.leafCodes[leaf] === code;
      return {
        words: words.map(({ word, expansions }) => ({
          word,
          found: known ? this.bestMatch(expansions, leaf) : null,
        })),
        names: names
          .filter(({ synonym }) => code.startsWith(synonym.code))
          .map(({ synonym }) => ({
            phrase: [...synonym.qualifiers, ...synonym.words].join(' '),
            code: synonym.code,
          })),
      };
    };
  }

  explain(text: string, code: string): TariffMatchExplanation {
    return this.explainer(text)(code);
  }

  /**
   * How a word matched a leaf, told as plainly as it can be: a whole word before the start of a longer
   * one before a near miss, and among those the field that weighs most (its text before its heading).
   */
  private bestMatch(
    expansions: readonly Expansion[],
    leaf: number,
  ): TariffMatchExplanation['words'][number]['found'] {
    let best: { weight: number; term: number; match: TariffMatchKind; field: number } | undefined;
    for (const { term, match } of expansions) {
      // Expansions come exact, then prefix, then typo: once one kind matched, a later kind says less.
      if (best && best.match !== match) break;
      // Postings are in leaf order: the leaf's few are found by bisection.
      const postings = this.postings[term] as number[];
      for (let at = lowerBound(postings, leaf * FIELDS); at < postings.length; at++) {
        const posting = postings[at] as number;
        if (((posting / FIELDS) | 0) !== leaf) break;
        const field = posting % FIELDS;
        const weight = (FIELD_WEIGHTS[field] as number) * (this.specificity[term] as number);
        if (!best || weight > best.weight) best = { weight, term, match, field };
      }
    }
    return best
      ? {
          term: this.terms[best.term] as string,
          match: best.match,
          field: this.reading.matchFields[best.field] as TariffMatchField,
        }
      : null;
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
    const words = this.searchWords(query.text);
    return this.rankWords(
      words,
      words.indexOf(this.reading.headWordOf(query.text) ?? ''),
      this.reading.nameQualifiersOf(query.text),
    );
  }

  private rankWords(
    words: readonly string[],
    headIndex: number,
    qualifiers: readonly string[],
  ): RankedLine[] {
    if (words.length === 0) return [];
    const { scores, matchedWords, wordScores } = this;
    // Leaves with a score, each once: the only ones read and reset below.
    const touched: number[] = [];
    const wordTouched: number[] = [];
    for (const [index, word] of words.entries()) {
      wordTouched.length = 0;
      const wordWeight = index === headIndex && words.length > 1 ? HEAD_WORD_WEIGHT : 1;
      for (const { term, weight } of this.expansions(word)) {
        const termWeight = wordWeight * weight * (this.specificity[term] as number);
        for (const posting of this.postings[term] as number[]) {
          const leaf = (posting / FIELDS) | 0;
          const value = termWeight * (FIELD_WEIGHTS[posting - leaf * FIELDS] as number);
          const before = wordScores[leaf] as number;
          if (before === 0) wordTouched.push(leaf);
          if (value > before) wordScores[leaf] = value;
        }
      }
      for (const leaf of wordTouched) {
        if (matchedWords[leaf] === 0) touched.push(leaf);
        scores[leaf] = (scores[leaf] as number) + (wordScores[leaf] as number);
        matchedWords[leaf] = (matchedWords[leaf] as number) | wordBit(index);
        wordScores[leaf] = 0;
      }
    }
    this.applySynonyms(words, qualifiers, touched);
    const headTerm = this.termIds.get(words[headIndex] ?? '') ?? -2;
    const asksForParts = words.some((word) => PARTS_QUERY_WORDS.has(word));
    // Only a query of several words has modifiers a line could match without the goods.
    const headBit = words.length > 1 && headIndex >= 0 ? wordBit(headIndex) : 0;
    // One number per leaf orders them: score (to the thousandth shown), then shorter descriptions, then
    // code order. A typed array sorts numbers natively, several times faster than a comparator.
    const keys = new Float64Array(touched.length);
    touched.forEach((leaf, index) => {
      const coverage = bitCount(matchedWords[leaf] as number) / Math.min(words.length, WORD_BITS);
      const named =
        this.namedGoods[leaf * 3] === headTerm ||
        this.namedGoods[leaf * 3 + 1] === headTerm ||
        this.namedGoods[leaf * 3 + 2] === headTerm;
      const score =
        ((scores[leaf] as number) * coverage * coverage +
          (coverage === 1 ? ALL_WORDS_BONUS + (named ? NAMED_GOODS_BONUS : 0) : 0)) *
        (this.partsLeaves[leaf] === 1 && !asksForParts ? PARTS_FACTOR : 1) *
        (headBit !== 0 && ((matchedWords[leaf] as number) & headBit) === 0 ? HEAD_MISSING_FACTOR : 1);
      const length = Math.min(this.descriptionLengths[leaf] as number, RANK_KEY.maxLength);
      keys[index] =
        (RANK_KEY.maxScore - Math.min(Math.round(score * 1000), RANK_KEY.maxScore)) * RANK_KEY.scoreUnit +
        length * RANK_KEY.lengthUnit +
        leaf;
      scores[leaf] = 0;
      matchedWords[leaf] = 0;
    });
    keys.sort();
    const ranked: RankedLine[] = [];
    for (let index = 0; index < Math.min(keys.length, TARIFF_SEARCH_LIMITS.maxResults); index++) {
      const key = keys[index] as number;
      const leaf = key % RANK_KEY.lengthUnit;
      ranked.push({
        code: (this.leaves[leaf] as TariffSearchLine).code,
        score: (RANK_KEY.maxScore - Math.floor(key / RANK_KEY.scoreUnit)) / 1000,
      });
    }
    return ranked;
  }

  /**
   * The everyday names that apply to a query (NAME_PREFIX_MIN_LENGTH), each once. Each has a word of the
   * query whole, so only the names with one of its words are read.
   */
  private synonymsApplying(words: readonly string[], qualifiers: readonly string[]): AppliedSynonym[] {
    const seen = new Set<Synonym>();
    const applied: AppliedSynonym[] = [];
    for (const word of words) {
      for (const synonym of this.synonymsByWord.get(word) ?? []) {
        if (seen.has(synonym)) continue;
        seen.add(synonym);
        if (!synonym.qualifiers.every((qualifier) => qualifiers.includes(qualifier))) continue;
        const found = synonymApplying(synonym, words);
        if (found) applied.push(found);
      }
    }
    return applied;
  }

  /** Everyday names: a synonym that applies to the query sends its code's lines up. */
  private applySynonyms(words: readonly string[], qualifiers: readonly string[], touched: number[]): void {
    const { scores, matchedWords } = this;
    for (const { synonym, weight, bits } of this.synonymsApplying(words, qualifiers)) {
      // A name weighs by how much of the query it covers, its qualifiers included: "used shoes" covers all
      // of "used shoes", the name "shoe" half of it.
      const boost =
        SYNONYM_BOOST *
        weight *
        ((synonym.words.length + synonym.qualifiers.length) / (words.length + qualifiers.length));
      // The words an everyday name covers count as found for its lines: "office chair" finds seats.
      const [start, end] = this.leafRange(synonym.code);
      for (let leaf = start; leaf < end; leaf++) {
        if (scores[leaf] === 0 && matchedWords[leaf] === 0) touched.push(leaf);
        scores[leaf] = (scores[leaf] as number) + boost;
        matchedWords[leaf] = (matchedWords[leaf] as number) | bits;
      }
    }
  }
}

/**
 * How an everyday name applies to a query's words: with every word of it whole, or all but one, which a
 * query word begins (NAME_PREFIX_MIN_LENGTH); else not at all.
 */
function synonymApplying(synonym: Synonym, words: readonly string[]): AppliedSynonym | undefined {
  let bits = 0;
  let byStart = 0;
  for (const nameWord of synonym.words) {
    let index = words.indexOf(nameWord);
    if (index < 0) {
      index = words.findIndex((word) => word.length >= NAME_PREFIX_MIN_LENGTH && nameWord.startsWith(word));
      if (index < 0 || ++byStart > 1) return undefined;
    }
    bits |= wordBit(index);
  }
  if (byStart === synonym.words.length) return undefined;
  return { synonym, weight: byStart === 0 ? MATCH_WEIGHTS.exact : MATCH_WEIGHTS.prefix, bits };
}
