import { HS_EXAMPLE_SOURCES, type HsClassifier, type HsGuess } from '../hsClassifier.js';
import { HS_FAR_NEIGHBOURS, hsCodeProbabilities, hsCodeScores } from './hsCodeVotes.js';
import { scaledHsProbability } from './hsConfidenceScale.js';
import type { HsNeighbour } from './hsExampleIndex.js';
import { hsLabelledIndex } from './hsLabelledIndex.js';
import type { HsModelData } from './hsModelData.js';
import { hsWordsOf } from './hsText.js';

/** Evidence given per guess. */
const EVIDENCE_COUNT = 3;
/** Two words match when they share this many first letters and most of the shorter word ("soled", "sole"). */
const MATCH_PREFIX = 4;
const MATCH_SHARE = 0.7;
/** A matched word has at least this many letters: "t" of "t-shirt" says nothing to the reader. */
const MATCH_MIN_LENGTH = 2;

/**
 * The model ready to answer: its index of labelled texts is built here, in about a second for the shipped data.
 * Its French and Spanish part is built at the first French or Spanish description, which both parts answer
 * as one: each subheading at the mean of their probabilities (a part that found nothing for words it never saw
 * says so by giving none, not by outvoting the other).
 */
export function hsClassifierFrom(data: HsModelData): HsClassifier {
  const own = oneClassifierFrom(data);
  const { frenchSpanish } = data;
  if (!frenchSpanish) return own;
  let translated: HsClassifier | undefined;
  return {
    guess(description, limit, language) {
      const guesses = own.guess(description, limit);
      if (language !== 'fr' && language !== 'es') return guesses;
      translated ??= oneClassifierFrom(frenchSpanish);
      return mixedGuesses([guesses, translated.guess(description, limit)], limit);
    },
  };
}

/** The parts' guesses as one: each subheading at the mean of its probabilities, with the surer part's reasons. */
function mixedGuesses(parts: readonly (readonly HsGuess[])[], limit: number): HsGuess[] {
  const mixed = new Map<string, { guess: HsGuess; probability: number }>();
  for (const guesses of parts)
    for (const guess of guesses) {
      const known = mixed.get(guess.hsCode);
      const share = guess.probability / parts.length;
      if (!known) mixed.set(guess.hsCode, { guess, probability: share });
      else
        mixed.set(guess.hsCode, {
          guess: guess.probability > known.guess.probability ? guess : known.guess,
          probability: known.probability + share,
        });
    }
  return [...mixed.values()]
    .sort((left, right) => right.probability - left.probability)
    .slice(0, limit)
    .map(({ guess, probability }) => ({ ...guess, probability }));
}

function oneClassifierFrom(data: HsModelData): HsClassifier {
  const { index, words: headingWords, labels } = hsLabelledIndex(data, data.parameters.parentWeight);
  return {
    guess(description, limit) {
      if (limit <= 0) return [];
      const neighbours = index.nearest(description, Math.max(HS_FAR_NEIGHBOURS, data.parameters.neighbours));
      const votes = hsCodeProbabilities(
        hsCodeScores(
          { neighbours, wordPosterior: headingWords.posterior(description) },
          labels,
          data.parameters,
        ),
        data.parameters,
      ).slice(0, limit);
      const scaled = votes.map(({ probability }) =>
        scaledHsProbability(probability, data.parameters.confidenceScale),
      );
      // Platt scaling lifts small probabilities: the guesses together may not promise more than certainty.
      const total = scaled.reduce((sum, probability) => sum + probability, 0);
      const words = hsWordsOf(description);
      return votes.map(({ hsCode }, at): HsGuess => {
        const probability = (scaled[at] ?? 0) / Math.max(1, total);
        const evidence = evidenceFor(hsCode, neighbours, data).slice(0, EVIDENCE_COUNT);
        return { hsCode, probability, matchedWords: matchedWords(words, evidence), evidence };
      });
    },
  };
}

/** The neighbours under a subheading: coded with it, or with its heading. */
function evidenceFor(
  hsCode: string,
  neighbours: readonly HsNeighbour[],
  data: HsModelData,
): HsGuess['evidence'] {
  const evidence: HsGuess['evidence'][number][] = [];
  for (const { example } of neighbours) {
    const code = data.codes[example] ?? '';
    if (!hsCode.startsWith(code)) continue;
    evidence.push({
      source: HS_EXAMPLE_SOURCES[data.sources[example] ?? 0] ?? 'hs',
      code,
      text: data.texts[example] ?? '',
    });
  }
  return evidence;
}

/** The words as typed whose compared form the evidence also has (or a word of the same stem). */
function matchedWords(words: ReturnType<typeof hsWordsOf>, evidence: HsGuess['evidence']): string[] {
  const evidenceWords = new Set(evidence.flatMap(({ text }) => hsWordsOf(text).map(({ word }) => word)));
  const matched = new Set<string>();
  for (const { typed, word } of words) {
    if ([...typed].length < MATCH_MIN_LENGTH) continue;
    if (evidenceWords.has(word) || [...evidenceWords].some((other) => sameStem(word, other)))
      matched.add(typed);
  }
  return [...matched];
}

function sameStem(left: string, right: string): boolean {
  const shorter = Math.min(left.length, right.length);
  let common = 0;
  while (common < shorter && left[common] === right[common]) common++;
  return common >= MATCH_PREFIX && common >= shorter * MATCH_SHARE;
}
