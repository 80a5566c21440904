import { ENGLISH_STOP_WORDS, foldText } from './searchWords.js';

/**
 * Words of French and Spanish texts and queries as the tariff search compares them (issue 49): accents
 * folded as in English (téléphone = telephone, also typed decomposed), elisions cut off (l'huile, d’olive:
 * an apostrophe, straight or typographic, splits words, and the elided article is a stop word), plurals
 * reduced to the singular, and the words that say nothing about goods dropped. Both the tariff's texts and
 * the queries pass through the same reading, so that a rule that makes a wrong singular makes it alike on
 * both sides.
 */
export type FrenchOrSpanish = 'fr' | 'es';

/**
 * English stop words stay stop words in a French or Spanish query (a query may mix languages: "riz for
 * cooking"), except those that are goods in French: "or" (gold) and "the" (thé, tea, folded).
 */
const ENGLISH_STOPS_NOT_FRENCH: ReadonlySet<string> = new Set(['or', 'the']);

/** Articles, elided ones too, prepositions and the HS's "other" and "even" ("même raffinées"). */
const FRENCH_STOP_WORDS: ReadonlySet<string> = new Set([
  ...[...ENGLISH_STOP_WORDS].filter((word) => !ENGLISH_STOPS_NOT_FRENCH.has(word)),
  ...['l', 'd', 'j', 'm', 'n', 's', 'c', 'qu', 'le', 'la', 'les', 'un', 'une', 'des', 'du', 'de'],
  ...['et', 'ou', 'en', 'au', 'aux', 'a', 'pour', 'par', 'sur', 'dans', 'avec', 'sans', 'ne', 'ni'],
  ...['non', 'que', 'qui', 'dont', 'ce', 'ces', 'cet', 'cette', 'son', 'sa', 'ses', 'leur', 'leurs'],
  ...['autre', 'autres', 'meme', 'memes', 'tel', 'telle', 'tels', 'telles', 'notamment', 'y'],
]);

const SPANISH_STOP_WORDS: ReadonlySet<string> = new Set([
  ...ENGLISH_STOP_WORDS,
  ...['el', 'la', 'los', 'las', 'lo', 'un', 'una', 'unos', 'unas', 'de', 'del', 'al', 'a', 'y', 'e'],
  ...['o', 'u', 'en', 'con', 'sin', 'para', 'por', 'que', 'se', 'su', 'sus', 'ni', 'no', 'incluso'],
  ...['otro', 'otra', 'otros', 'otras', 'demas', 'mismo', 'misma', 'mismos', 'mismas', 'como'],
]);

/**
 * Feminine endings of French adjectives and participles, and the masculine read for them: the HS writes
 * "boissons gazeuses" and "produits gazeux", "chaussures de sport" and "articles sportifs".
 */
const FRENCH_FEMININE: readonly (readonly [RegExp, string])[] = [
  [/ee$/, 'e'],
  [/ive$/, 'if'],
  [/euse$/, 'eu'],
  [/elle$/, 'el'],
];

/**
 * The singular of a French word, by the common rules: bateaux → bateau, animaux → animal, bijoux → bijou,
 * huiles → huile; feminine adjectives and participles folded to the masculine (congelées → congele, as
 * congelés; sportives → sportif; gazeuses → gazeu, as gazeux). Nouns whose singular ends in -s or -x read
 * the same in both numbers (tapis, noix).
 */
export function frenchSingular(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith('eaux')) return word.slice(0, -1);
  if (word.endsWith('aux')) return `${word.slice(0, -3)}al`;
  if (/(?:eu|ou)x$/.test(word)) return word.slice(0, -1);
  const single = word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
  if (single.length <= 5) return single;
  for (const [ending, masculine] of FRENCH_FEMININE) {
    if (ending.test(single)) return single.replace(ending, masculine);
  }
  return single;
}

/** Plurals in -ses whose singular ends in -s; the others (bases, envases) are -se words. */
const SPANISH_SINGULAR_IN_S: ReadonlyMap<string, string> = new Map([
  ['gases', 'gas'],
  ['meses', 'mes'],
  ['paises', 'pais'],
  ['autobuses', 'autobus'],
  ['anises', 'anis'],
]);

/**
 * The singular of a Spanish word, by the common rules: teléfonos → telefono, camiones → camion, luces →
 * luz, motores → motor, tomates → tomate (-es after a vowel and l, n, r, d or y is the plural ending;
 * after another letter, or two consonants as in legumbres, the -e is the word's). Participles and the
 * commonest adjectives read the same in both genders (congelada = congelado, células fotovoltaicas =
 * paneles fotovoltaicos, bebidas gaseosas, artículos deportivos), as the HS writes either; nouns in -a and
 * -o keep their ending (bolsa, bolso).
 */
export function spanishSingular(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  const listed = SPANISH_SINGULAR_IN_S.get(word);
  if (listed) return listed;
  let single = word;
  if (/[aeiou]ces$/.test(word)) single = `${word.slice(0, -3)}z`;
  else if (/[aeiou][lnrdy]es$/.test(word)) single = word.slice(0, -2);
  else if (word.endsWith('s') && !word.endsWith('ss')) single = word.slice(0, -1);
  return single.length >= 6 && /(?:ad|id|ic|iv|os)[ao]$/.test(single) ? single.slice(0, -1) : single;
}

const READINGS = {
  fr: { stopWords: FRENCH_STOP_WORDS, singularOf: frenchSingular },
  es: { stopWords: SPANISH_STOP_WORDS, singularOf: spanishSingular },
} as const;

/** The search words of a French or Spanish text, in order, repeated ones kept once. */
export function frenchSpanishWords(language: FrenchOrSpanish, text: string): string[] {
  const { stopWords, singularOf } = READINGS[language];
  const words = foldText(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const seen = new Set<string>();
  for (const word of words) {
    if (stopWords.has(word) || /^\d+$/.test(word)) continue;
    seen.add(singularOf(word));
  }
  return [...seen];
}
