import { britishSpelling } from './englishSpelling.js';

/**
 * Words as the tariff search compares them: case and Latin diacritics folded (crème → creme; Bengali
 * vowel signs are letters and stay), split on anything that is not a letter or digit, English plurals
 * reduced to their singular and American spellings to the HS's British ones, words that say nothing about goods dropped.
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'any',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'into',
  'is',
  'it',
  'its',
  'not',
  'of',
  'on',
  'or',
  'other',
  'otherwise',
  'than',
  'that',
  'the',
  'their',
  'this',
  'to',
  'whether',
  'with',
  'without',
  'nes',
  'kind',
  'used',
  'such',
  'etc',
]);

/**
 * Stop words that still say which goods an everyday name means. The tariff's "of a kind used in" says
 * nothing, but "used shoes" are worn articles (6309), not shoes: a name with one applies only to a query
 * that has it too (nameQualifiersOf).
 */
const ENGLISH_NAME_QUALIFIERS: ReadonlySet<string> = new Set(['used']);

/** Words after which "used" tells a use, not second-hand goods: "oil used for cooking", "used in cars". */
const USE_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'for', 'as', 'on', 'by', 'with', 'to']);

/** The name qualifiers of a text (ENGLISH_NAME_QUALIFIERS), folded, in order. */
export function nameQualifiersOf(text: string): string[] {
  const words = foldText(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const qualifiers = words.filter(
    (word, index) => ENGLISH_NAME_QUALIFIERS.has(word) && !USE_PREPOSITIONS.has(words[index + 1] ?? ''),
  );
  return [...new Set(qualifiers)];
}

/** Words whose final s is not a plural. */
const KEEP_FINAL_S = new Set([
  'glass',
  'gas',
  'bus',
  'lens',
  'news',
  'series',
  'species',
  'citrus',
  'asbestos',
  'cactus',
  'chassis',
  'mattress',
  'dress',
  'press',
  'grass',
  'brass',
  'moss',
  'cross',
  'process',
  'access',
  'apparatus',
  'status',
  'canvas',
  'molasses',
  'cress',
]);

/** Irregular plurals; a Map, as a query word may be any text (an object would look it up on its prototype). */
const IRREGULAR: ReadonlyMap<string, string> = new Map([
  ['children', 'child'],
  ['men', 'man'],
  ['women', 'woman'],
  ['feet', 'foot'],
  ['teeth', 'tooth'],
  ['geese', 'goose'],
  ['mice', 'mouse'],
  ['knives', 'knife'],
  ['leaves', 'leaf'],
  ['halves', 'half'],
  ['shelves', 'shelf'],
  ['loaves', 'loaf'],
  ['calves', 'calf'],
  ['wives', 'wife'],
  ['potatoes', 'potato'],
  ['tomatoes', 'tomato'],
  ['mangoes', 'mango'],
  // Nouns in -o whose plural is -oes; other -oes words are plurals of nouns in -oe (shoes, roes, canoes).
  ['eddoes', 'eddo'],
  ['buffaloes', 'buffalo'],
  ['mosquitoes', 'mosquito'],
  ['torpedoes', 'torpedo'],
  ['dominoes', 'domino'],
  ['cargoes', 'cargo'],
  ['volcanoes', 'volcano'],
  ['echoes', 'echo'],
  ['heroes', 'hero'],
  ['data', 'datum'],
  // Nouns in -ie (and chilli): their -ies is not -y's.
  ['chillies', 'chilli'],
  ['cookies', 'cookie'],
  ['movies', 'movie'],
  ['calories', 'calorie'],
  ['hoodies', 'hoodie'],
  ['brownies', 'brownie'],
  ['pies', 'pie'],
  ['ties', 'tie'],
  ['neckties', 'necktie'],
  ['bowties', 'bowtie'],
  ['smoothies', 'smoothie'],
  ['beanies', 'beanie'],
  ['zombies', 'zombie'],
  ['lingeries', 'lingerie'],
  ['prairies', 'prairie'],
]);

/** The singular of an English word, by the common rules; other scripts pass unchanged. */
export function singular(word: string): string {
  const irregular = IRREGULAR.get(word);
  if (irregular) return irregular;
  if (word.length <= 3 || !/^[a-z]+$/.test(word) || KEEP_FINAL_S.has(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(ches|shes|xes|zes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Text with no character beyond ASCII: most searches, which normalization would leave as they are. */
export function isPlainAscii(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) > 0x7f) return false;
  return true;
}

/**
 * Combining marks that accent Latin letters: the common block and its extensions (a query typed or pasted
 * decomposed, NFD, may carry any of them). Bengali's vowel signs are marks of its own block, kept.
 */
const LATIN_ACCENTS = /[\u0300-\u036f]|[\u1ab0-\u1aff]|[\u1dc0-\u1dff]|[\u20d0-\u20ff]|[\ufe20-\ufe2f]/g;

/** Latin ligatures that no decomposition splits: French writes œufs (eggs) and bœuf (beef) so. */
const LIGATURES: ReadonlyMap<string, string> = new Map([
  ['œ', 'oe'],
  ['æ', 'ae'],
]);

export function foldText(text: string): string {
  if (isPlainAscii(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(LATIN_ACCENTS, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[œæ]/g, (ligature) => LIGATURES.get(ligature) ?? ligature);
}

/** The search words of a text, in order, repeated ones kept once. */
export function searchWords(text: string): string[] {
  const words = foldText(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const seen = new Set<string>();
  for (const word of words) {
    if (ENGLISH_STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    seen.add(britishSpelling(singular(word)));
  }
  return [...seen];
}

/** The two rows of the distance table, kept between calls: a query compares its word with many terms. */
let previousRow = new Int32Array(32);
let currentRow = new Int32Array(32);

/** Levenshtein distance, giving up (returning limit + 1) as soon as it exceeds `limit`. */
export function editDistance(left: string, right: string, limit: number): number {
  if (Math.abs(left.length - right.length) > limit) return limit + 1;
  if (previousRow.length <= right.length) {
    previousRow = new Int32Array(right.length * 2 + 1);
    currentRow = new Int32Array(right.length * 2 + 1);
  }
  let previous = previousRow;
  let current = currentRow;
  for (let j = 0; j <= right.length; j++) previous[j] = j;
  for (let i = 1; i <= left.length; i++) {
    current[0] = i;
    let rowMinimum = i;
    const character = left.charCodeAt(i - 1);
    for (let j = 1; j <= right.length; j++) {
      const cost = character === right.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      current[j] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > limit) return limit + 1;
    [previous, current] = [current, previous];
  }
  return previous[right.length] as number;
}
