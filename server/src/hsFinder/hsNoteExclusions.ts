import type { HsFinderReasons } from '@tsw/domain';
import type { TariffNote } from '../tariff/tariffNotes.js';

/*
 * The notes that warn against a suggestion: a sentence of its section's, chapter's or heading's notes that
 * says the part "does not cover" or "excludes" something, kept when it names a word of the description
 * ("toy" in "toy shoes for a doll" against chapter 64's note on toy footwear).
 */

type HsNoteExclusion = HsFinderReasons['exclusions'][number];

const EXCLUDING =
  /\b(does not cover|do not cover|not covered|excludes?|excluding|does not include|not included)\b/i;

/** Words that every note uses: naming them is no sign that the note is about these goods. */
const NOTE_WORDS = new Set(
  (
    'the a an and or of for to in on with by from as at its it this that these those other than not no ' +
    'chapter chapters heading headings subheading subheadings section note notes cover covers covered ' +
    'exclude excludes excluding include includes included does do goods article articles kind kinds ' +
    'classified sample written portal legal text which such be are is'
  ).split(' '),
);

/** "Shoes" and "shoe", "boxes" and "box": a word and its plural are one. */
function stemOf(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length > 4 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (lower.length > 4 && /(ches|shes|xes|sses)$/.test(lower)) return lower.slice(0, -2);
  if (lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss')) return lower.slice(0, -1);
  return lower;
}

function wordsOf(text: string): Set<string> {
  return new Set(
    (text.match(/\p{L}[\p{L}\p{N}'-]*/gu) ?? [])
      .map(stemOf)
      .filter((word) => word.length >= 3 && !NOTE_WORDS.has(word)),
  );
}

/** The first code a sentence refers goods to: "(chapter 95)", "heading 63.09", "subheading 8471.30". */
function referredCodeOf(sentence: string): string | null {
  const match = /\b(?:chapter|heading|subheading)s?\s+(\d{2}(?:\.?\d{2}){0,2})\b/i.exec(sentence);
  return match?.[1] ? match[1].replace(/\./g, '') : null;
}

/** The (English) sentences of these notes that exclude goods the description names. */
export function hsNoteExclusionsOf(notes: readonly TariffNote[], description: string): HsNoteExclusion[] {
  const described = wordsOf(description);
  if (described.size === 0) return [];
  return notes.flatMap((note) =>
    note.text
      .split(/(?<=[.;])\s+/)
      .filter((sentence) => EXCLUDING.test(sentence))
      .filter((sentence) => [...wordsOf(sentence)].some((word) => described.has(word)))
      .map((sentence) => ({
        subject: note.subject,
        text: sentence.trim(),
        referredCode: referredCodeOf(sentence),
      })),
  );
}
