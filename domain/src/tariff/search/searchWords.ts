/**
 * Words as the tariff search compares them: case and Latin diacritics folded (crème → creme; Bengali
 * vowel signs are letters and stay), split on anything that is not a letter or digit, English plurals
 * reduced to their singular, words that say nothing about goods dropped.
 */
const STOP_WORDS = new Set([
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

const IRREGULAR: Readonly<Record<string, string>> = {
  children: 'child',
  men: 'man',
  women: 'woman',
  feet: 'foot',
  teeth: 'tooth',
  geese: 'goose',
  mice: 'mouse',
  knives: 'knife',
  leaves: 'leaf',
  halves: 'half',
  shelves: 'shelf',
  loaves: 'loaf',
  calves: 'calf',
  wives: 'wife',
  potatoes: 'potato',
  tomatoes: 'tomato',
  mangoes: 'mango',
  data: 'datum',
};

/** The singular of an English word, by the common rules; other scripts pass unchanged. */
export function singular(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.length <= 3 || !/^[a-z]+$/.test(word) || KEEP_FINAL_S.has(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(ches|shes|xes|zes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase();
}

/** The search words of a text, in order, repeated ones kept once. */
export function searchWords(text: string): string[] {
  const words = foldText(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const seen = new Set<string>();
  for (const word of words) {
    if (STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    seen.add(singular(word));
  }
  return [...seen];
}

/** Levenshtein distance, giving up (returning limit + 1) as soon as it exceeds `limit`. */
export function editDistance(left: string, right: string, limit: number): number {
  if (Math.abs(left.length - right.length) > limit) return limit + 1;
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= right.length; j++) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    previous = current;
  }
  return previous[right.length] ?? limit + 1;
}
