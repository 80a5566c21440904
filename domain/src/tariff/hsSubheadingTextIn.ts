import { frenchSpanishWords, type FrenchOrSpanish } from './search/frenchSpanishWords.js';

/*
 * The EU writes a French or Spanish subheading as the rest of its heading's sentence: 1,099 of HS 2022's
 * subheadings are only "Autres" ("Los demás", 1,103), many more "De coton" or "Congelés". Alone, such a text
 * says nothing; shown after its heading's title it reads as the EU means it.
 */

/** "Autres", "Autres tissus", "D'autres matières textiles", "Los demás", "Las demás máquinas y aparatos"… */
const OTHER_START = /^(?:d['’]\s*)?(?:autres?|(?:de\s+)?l[ao]s\s+dem[aá]s|otr[ao]s?)\b/iu;
/** A text of this many words about goods or fewer is a fragment of its heading's sentence. */
const FRAGMENT_MAX_WORDS = 2;

/** Whether a French or Spanish subheading text needs its heading's title to mean something. */
export function hsSubheadingTextIsFragment(language: FrenchOrSpanish, text: string): boolean {
  return OTHER_START.test(text.trim()) || frenchSpanishWords(language, text).length <= FRAGMENT_MAX_WORDS;
}

/**
 * A French or Spanish subheading's text as a screen or print shows it: after its heading's title where the
 * text alone is a fragment ("Poissons congelés, à l'exclusion … — Autres"), else alone.
 */
export function hsSubheadingTextIn(
  language: FrenchOrSpanish,
  text: string,
  headingTitle: string | null | undefined,
): string {
  return headingTitle && hsSubheadingTextIsFragment(language, text) ? `${headingTitle} — ${text}` : text;
}
