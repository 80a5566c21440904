import type { HsGuess } from '../hsClassifier.js';
import type { TariffMatchExplanation } from '../../tariff/search/tariffMatch.js';
import { hsCueEffect, hsCueWords, hsFormUseCuesOf, hsMaterialsOf } from './hsFormUseCues.js';

/*
 * The HS code finder's model and the ranked tariff search (with its everyday names), fused at heading level
 * by reciprocal rank fusion (issue 42): each list gives a heading WEIGHT / (K + its place among the list's
 * headings); the model adds its calibrated probability of the heading, so that a confident model keeps its
 * first guess; then the words of form and use (hsFormUseCues) weigh each heading as the notes do. The model
 * reads descriptions like those it learnt from; the search reads the tariff's own words and the everyday
 * names a trader types: what one misses the other often has.
 */

export interface HsFusionParameters {
  readonly k: number;
  readonly modelWeight: number;
  readonly searchWeight: number;
  readonly confidenceWeight: number;
  readonly depth: number;
  readonly searchDepth: number;
  readonly sameHeadingShare: number;
  /**
   * The search is asked only for descriptions of at most this many words: a line that accounts for every
   * word of a longer one is rare, and the search of a long description costs most of the finder's time.
   */
  readonly searchMaxWords: number;
  /** The share of the description's words a search line must account for to count (hsSearchLinesOf). */
  readonly searchCoverage: number;
  /** The search's first lines read. */
  readonly searchLines: number;
  /** A search line weighs by its share of the description's words to this power. */
  readonly coveragePower: number;
}

/** The constants, chosen on the relevance benchmark's everyday queries (bench/relevance), not the finder's sets. */
export const HS_FUSION: HsFusionParameters = {
  /** Reciprocal rank fusion's constant: how slowly a later place loses weight. */
  k: 2,
  modelWeight: 1,
  searchWeight: 4,
  /** Weight of the model's probability of a heading, beside the ranks. */
  confidenceWeight: 0.5,
  /** Headings read from the model's guesses, and from the search's lines. */
  depth: 10,
  searchDepth: 2,
  /** A heading's further subheadings are offered when the model gave them this share of its best one. */
  sameHeadingShare: 0.2,
  searchMaxWords: 12,
  searchCoverage: 1,
  searchLines: 20,
  coveragePower: 1.5,
};

/** Whether the fusion asks the search about this description (HsFusionParameters.searchMaxWords). */
export function hsFusionAsksSearch(description: string, parameters: HsFusionParameters = HS_FUSION): boolean {
  return hsCueWords(description).length <= parameters.searchMaxWords;
}

/** One heading of the fused ranking, with what put it there. */
export interface HsFusedHeading {
  readonly heading: string;
  readonly score: number;
  /** Its place (1, 2, …) among the model's headings, and among the search's; null where absent. */
  readonly modelPlace: number | null;
  readonly searchPlace: number | null;
  /** The model's probability of the heading: the sum of its subheadings' probabilities. */
  readonly modelProbability: number;
  /** The rules of form and use that moved it, as the reasons tell them. */
  readonly rules: readonly string[];
}

/** A line the search found, and the share of the description's words it accounts for (0 to 1). */
export interface HsSearchLine {
  readonly code: string;
  readonly coverage: number;
}

export interface HsFusionInput {
  /** The model's guesses, best first (subheadings). */
  readonly model: readonly HsGuess[];
  /**
   * The ranked tariff search's lines for the description (national lines, subheadings), best first, each
   * with the share of the description's words it accounts for (hsSearchLinesOf).
   */
  readonly search: readonly HsSearchLine[];
  /** HS 2022's text of a heading: the cues read it; a heading without one is not offered. */
  readonly headingText: (heading: string) => string | undefined;
}

/** Distinct headings of codes, in their first order, at most `depth`. */
function headingsOf(codes: Iterable<string>, depth: number): string[] {
  const headings: string[] = [];
  for (const code of codes) {
    const heading = code.slice(0, 4);
    if (heading.length === 4 && !headings.includes(heading)) headings.push(heading);
    if (headings.length >= depth) break;
  }
  return headings;
}

/** The fused headings of a description, best first. */
export function hsFusedHeadings(
  description: string,
  input: HsFusionInput,
  parameters: HsFusionParameters = HS_FUSION,
): HsFusedHeading[] {
  const { k, modelWeight, searchWeight, confidenceWeight, depth, coveragePower } = parameters;
  const modelHeadings = headingsOf(
    input.model.map(({ hsCode }) => hsCode),
    depth,
  );
  const searchHeadings = headingsOf(
    input.search.map(({ code }) => code),
    parameters.searchDepth,
  );
  const coverage = new Map<string, number>();
  for (const line of input.search) {
    const heading = line.code.slice(0, 4);
    coverage.set(heading, Math.max(coverage.get(heading) ?? 0, line.coverage));
  }
  const probability = new Map<string, number>();
  for (const { hsCode, probability: p } of input.model) {
    const heading = hsCode.slice(0, 4);
    probability.set(heading, (probability.get(heading) ?? 0) + p);
  }
  const cues = hsFormUseCuesOf(description);
  const materials = hsMaterialsOf(description);
  const favoured = cues.flatMap(({ favour }) => (favour ?? []).filter((code) => code.length === 4));
  const candidates = new Set([...modelHeadings, ...searchHeadings, ...favoured]);
  const fused: HsFusedHeading[] = [];
  for (const heading of candidates) {
    const text = input.headingText(heading);
    if (text === undefined) continue;
    const modelAt = modelHeadings.indexOf(heading);
    const searchAt = searchHeadings.indexOf(heading);
    const modelProbability = probability.get(heading) ?? 0;
    let score =
      (modelAt >= 0 ? modelWeight / (k + modelAt + 1) : 0) +
      (searchAt >= 0
        ? (searchWeight * (coverage.get(heading) ?? 0) ** coveragePower) / (k + searchAt + 1)
        : 0) +
      confidenceWeight * modelProbability;
    // A heading the cues alone name starts as the first of a list of its own.
    if (modelAt < 0 && searchAt < 0) score = 1 / (k + 1);
    const effect = hsCueEffect(heading, text, cues, materials);
    fused.push({
      heading,
      score: score * effect.factor,
      modelPlace: modelAt >= 0 ? modelAt + 1 : null,
      searchPlace: searchAt >= 0 ? searchAt + 1 : null,
      modelProbability,
      rules: effect.rules,
    });
  }
  return fused.sort((left, right) => right.score - left.score || (left.heading < right.heading ? -1 : 1));
}

/** One suggestion of the fused answer: a subheading, the heading that put it there, the model's guess of it. */
export interface HsFusedSuggestion {
  readonly hsCode: string;
  readonly heading: HsFusedHeading;
  /** The model's guess of this subheading; none when the search or a cue alone brought its heading. */
  readonly guess: HsGuess | undefined;
}

/**
 * The fused headings as subheadings, best first, at most `limit`; the model's guesses unchanged when neither
 * the search nor a cue moved anything. In each heading the model's guesses among its first `limit`, and
 * others that come near the heading's best one, else the
 * search's first line there, else the heading's residual subheading ("Other", the last).
 */
export function hsFusedSuggestions(
  fused: readonly HsFusedHeading[],
  input: HsFusionInput,
  limit: number,
  residualSubheadingOf: (heading: string) => string | undefined,
  parameters: HsFusionParameters = HS_FUSION,
): HsFusedSuggestion[] {
  const suggestions: HsFusedSuggestion[] = [];
  // Nothing but the model spoke: its guesses as it gave them.
  if (input.search.length === 0 && fused.every(({ rules }) => rules.length === 0)) {
    for (const guess of input.model.slice(0, limit)) {
      const heading = fused.find((candidate) => guess.hsCode.startsWith(candidate.heading));
      if (heading) suggestions.push({ hsCode: guess.hsCode, heading, guess });
    }
    return suggestions;
  }
  for (const heading of fused) {
    if (suggestions.length >= limit) break;
    const guesses = input.model.filter(({ hsCode }) => hsCode.startsWith(heading.heading));
    const [first] = guesses;
    if (first) {
      for (const guess of guesses) {
        if (suggestions.length >= limit) break;
        // The model's own first guesses keep their place beside their heading's first.
        const ownFirst = input.model.indexOf(guess) < limit;
        if (!ownFirst && guess.probability < parameters.sameHeadingShare * first.probability) continue;
        suggestions.push({ hsCode: guess.hsCode, heading, guess });
      }
      continue;
    }
    const searched = input.search.find(({ code }) => code.startsWith(heading.heading) && code.length >= 6);
    const hsCode = searched?.code.slice(0, 6) ?? residualSubheadingOf(heading.heading);
    if (hsCode !== undefined) suggestions.push({ hsCode, heading, guess: undefined });
  }
  // Room left: the model's other guesses, in its order.
  for (const guess of input.model) {
    if (suggestions.length >= limit) break;
    const heading = fused.find((candidate) => guess.hsCode.startsWith(candidate.heading));
    if (heading && !suggestions.some(({ hsCode }) => hsCode === guess.hsCode))
      suggestions.push({ hsCode: guess.hsCode, heading, guess });
  }
  return suggestions;
}

/**
 * The search's lines with the share of the description's words each accounts for (found in its texts, or
 * covered by an everyday name that leads to it), those an everyday name of the description leads to or that
 * account for `searchCoverage` of the words. A line that matched a word or two of a longer description is
 * little evidence beside the model, which weighs every word (on the UK parcel descriptions, such lines only
 * added noise): a line weighs by its share to the power `coveragePower`.
 */
export function hsSearchLinesOf(
  codes: readonly string[],
  explain: (code: string) => TariffMatchExplanation,
  parameters: HsFusionParameters = HS_FUSION,
): HsSearchLine[] {
  const lines: HsSearchLine[] = [];
  for (const code of codes) {
    const explanation = explain(code);
    const { words, names } = explanation;
    if (words.length === 0) continue;
    // Near misses alone are no evidence of goods: "nike" is one letter from "pike", and a brand is no fish.
    if (names.length === 0 && words.every(({ found }) => found === null || found.match === 'typo')) continue;
    const coverage = hsWordsAccountedFor(explanation).size / words.length;
    if (names.length > 0 || coverage >= parameters.searchCoverage) lines.push({ code, coverage });
  }
  return lines;
}

/** The query's words a search line accounts for: found in its texts, or in an everyday name that led to it. */
export function hsWordsAccountedFor({ words, names }: TariffMatchExplanation): Set<string> {
  const named = new Set(names.flatMap(({ phrase }) => phrase.split(' ')));
  return new Set(
    words.filter(({ word, found }) => found !== null || named.has(word)).map(({ word }) => word),
  );
}
