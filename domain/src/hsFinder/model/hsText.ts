import { searchWords } from '../../tariff/search/searchWords.js';

/*
 * A description as the HS model reads it. Words are the tariff search's (case and accents folded, English
 * plurals singular, stop words and bare numbers dropped; Bengali script kept as letters), so both read
 * "Rubber-soled Shoes" alike. On top of words the model sees pairs of neighbouring words ("canvas shoe") and
 * the words' character 4-grams, which match what the words miss: other endings ("soled" and "sole"),
 * compounds ("rubbersoled"), misspellings and Bengali inflections.
 */

/** A word of the description: as typed, and as compared. */
export interface HsWord {
  readonly typed: string;
  readonly word: string;
}

/**
 * The compared forms of singular words and of their plurals in -s: the tariff's plural rules do not always
 * give the singular back ("lenses" is compared as "lense", "lens" as "lens").
 */
export function hsComparedWords(words: readonly string[]): ReadonlySet<string> {
  return new Set(
    words
      .flatMap((word) => [word, `${word}s`])
      .flatMap((word) => hsWordsOf(word).map((compared) => compared.word)),
  );
}

/** How much each kind of feature weighs against a whole word (before its rarity weighs it). */
const PAIR_WEIGHT = 0.6;
const GRAM_WEIGHT = 0.25;
const GRAM_LENGTH = 4;

/** American spellings and their British form, which HS 2022's English texts and the tariff use. */
const BRITISH_SPELLING: ReadonlyMap<string, string> = new Map([
  ['jewelry', 'jewellery'],
  ['color', 'colour'],
  ['colored', 'coloured'],
  ['aluminum', 'aluminium'],
  ['tire', 'tyre'],
  ['gray', 'grey'],
  ['fiber', 'fibre'],
  ['center', 'centre'],
  ['meter', 'metre'],
  ['liter', 'litre'],
  ['mold', 'mould'],
  ['pajama', 'pyjama'],
  ['catalog', 'catalogue'],
  ['favor', 'favour'],
  ['flavor', 'flavour'],
  ['flavored', 'flavoured'],
  ['odor', 'odour'],
  ['vapor', 'vapour'],
  ['harbor', 'harbour'],
  ['molded', 'moulded'],
  ['sulfur', 'sulphur'],
  ['sulfate', 'sulphate'],
  ['sulfide', 'sulphide'],
  ['armor', 'armour'],
  ['plow', 'plough'],
  ['cozy', 'cosy'],
  ['racket', 'racquet'],
  ['practise', 'practice'],
  ['esophagus', 'oesophagus'],
  ['hemoglobin', 'haemoglobin'],
  ['anesthetic', 'anaesthetic'],
]);

/** The words of a text in order, each with the token it came from (hyphens and punctuation split words; "women's" is "women"). */
export function hsWordsOf(text: string): HsWord[] {
  const tokens = text.replace(/['’]s\b/gu, '').match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const words: HsWord[] = [];
  for (const typed of tokens) {
    const [word] = searchWords(typed);
    if (word !== undefined) words.push({ typed, word: BRITISH_SPELLING.get(word) ?? word });
  }
  return words;
}

/** The character 4-grams of a word, its ends marked, so that "<sol" (a word starting so) differs from "sol". */
export function hsGramsOf(word: string): string[] {
  const marked = `<${word}>`;
  const characters = [...marked];
  if (characters.length <= GRAM_LENGTH) return [marked];
  const grams: string[] = [];
  for (let index = 0; index + GRAM_LENGTH <= characters.length; index++)
    grams.push(characters.slice(index, index + GRAM_LENGTH).join(''));
  return grams;
}

/** A text's features with their raw weights (added up, before the rarity weighting). */
export function hsFeaturesOf(text: string, scale = 1, into = new Map<string, number>()): Map<string, number> {
  const words = hsWordsOf(text).map(({ word }) => word);
  const add = (feature: string, weight: number) =>
    into.set(feature, (into.get(feature) ?? 0) + weight * scale);
  const seen = new Set<string>();
  for (const [index, word] of words.entries()) {
    if (seen.has(word)) continue;
    seen.add(word);
    add(`w:${word}`, 1);
    const grams = hsGramsOf(word);
    for (const gram of grams) add(`c:${gram}`, GRAM_WEIGHT / Math.sqrt(grams.length));
    const next = words[index + 1];
    if (next !== undefined) add(`p:${word} ${next}`, PAIR_WEIGHT);
  }
  return into;
}
