import { frenchSpanishWords, type FrenchOrSpanish } from './frenchSpanishWords.js';
import { nameQualifiersOf, searchWords } from './searchWords.js';
import { TARIFF_MATCH_FIELDS, type TariffMatchField } from './tariffMatch.js';

/**
 * The languages the tariff search reads a query in (issue 49). English reads the English texts and the
 * administration's (Bengali) translations, as it always has: a Bengali query, or one on an Arabic screen,
 * is read so. French and Spanish read the EU's French or Spanish texts of the HS with the English ones.
 */
export const TARIFF_SEARCH_LANGUAGES = ['en', 'fr', 'es'] as const;
export type TariffSearchLanguage = (typeof TARIFF_SEARCH_LANGUAGES)[number];

/** The search language of a screen's language: its own where the tariff has texts in it, else English. */
export function tariffSearchLanguageOf(language: string | undefined): TariffSearchLanguage {
  return language === 'fr' || language === 'es' ? language : 'en';
}

/**
 * How a ranker reads its texts and queries: a line's `description` (and the query, and the everyday
 * names) in the search's language, its `descriptionTranslated` in its own, and which query word names the
 * goods.
 */
export interface TariffTextReading {
  readonly descriptionWords: (text: string) => string[];
  readonly translationWords: (text: string) => string[];
  readonly headWordOf: (text: string) => string | undefined;
  /** The words the search drops that an everyday name still needs in a query (nameQualifiersOf). */
  readonly nameQualifiersOf: (text: string) => string[];
  /**
   * Where a word found in each of the ranker's fields (its description, translation, subheading, heading)
   * is said to have matched, as the screens tell it.
   */
  readonly matchFields: readonly TariffMatchField[];
}

/** Words after which an English query goes on to qualify its goods: "dyes for cotton", "bags of jute". */
const QUALIFYING = /\s(?:for|of|with|without|in|from|to|on)\s/iu;

/**
 * English and Bengali put the noun after its modifiers ("frozen fish", "হিমায়িত মাছ"): the goods are the last
 * word before any qualifying phrase ("reactive dyes for cotton" → dye).
 */
function englishHeadWordOf(text: string): string | undefined {
  return searchWords(text.split(QUALIFYING)[0] ?? text).at(-1);
}

function frenchSpanishReading(language: FrenchOrSpanish): TariffTextReading {
  const wordsOf = (text: string) => frenchSpanishWords(language, text);
  return {
    descriptionWords: wordsOf,
    translationWords: searchWords,
    // French and Spanish name the goods first: "huile d'olive", "teléfono celular", "poisson congelé".
    headWordOf: (text) => wordsOf(text)[0],
    // The English names are read here too (queries mix languages), and French and Spanish drop English's
    // stop words: "used shoes" needs "used" here as in English. "Usagé" and "usado" stay words.
    nameQualifiersOf,
    // A French or Spanish line's description is its HS subheading's text (a national line has none of its
    // own), and its translation its own English text: told so, not as the Bengali a translation is in English.
    matchFields: ['subheading', 'line', 'subheading', 'heading'],
  };
}

export const TARIFF_TEXT_READINGS: Readonly<Record<TariffSearchLanguage, TariffTextReading>> = {
  en: {
    descriptionWords: searchWords,
    translationWords: searchWords,
    headWordOf: englishHeadWordOf,
    nameQualifiersOf,
    matchFields: TARIFF_MATCH_FIELDS,
  },
  fr: frenchSpanishReading('fr'),
  es: frenchSpanishReading('es'),
};
