/**
 * Flaws of national tariff texts as transcribed from a printed schedule (issue 41): characters lost on the way
 * ("articles?Of", "data??b", U+FFFD), and texts cut at their field's length in the middle of a word
 * ("EXCL. Wrapped/canned u"). The import flags them; the shipped tariff is repaired with them, each change
 * listed (server/reference-data/commodity-text-repairs.md).
 */

/** Characters lost in transcription: a run of question marks (then any dots), or replacement characters. */
const LOST = String.raw`[?\uFFFD]+\.*`;
const LOST_CHARACTERS = new RegExp(LOST, 'gu');
/** A letter or two straight after lost characters, at the end: what is left of a word ("data??b"). */
const LEFT_AFTER_LOST = new RegExp(`${LOST}\\p{L}+$`, 'u');
/** Lost characters with the spaces around them, which the ellipsis mending them sets anew. */
const LOST_WITH_SPACES = new RegExp(String.raw`\s*${LOST}\s*`, 'gu');
/** A text this long or longer may have been cut at its field's end; shorter ones were written whole. */
const CUT_OFF_MIN_LENGTH = 60;
/** The last word of a text, when what precedes it is not a letter or digit (so "404A" is not cut). */
const LAST_WORD = /(?<![\p{L}\p{N}])(\p{L}+)$/u;
const WORDS = /\p{L}+|\p{N}+/gu;
/** A completion is taken when it follows the previous word at least this many times as often as the next. */
const COMPLETION_LEAD = 2;
/** Words that say nothing of the word after them. */
const LINKING_WORDS = new Set(['a', 'an', 'and', 'by', 'for', 'in', 'of', 'or', 'the', 'to', 'with']);
/**
 * A word the file uses this often is its boilerplate ("wrapped", "excluding"): the only completion taken
 * without the broader text or the previous word to tell it, as a rarer one may be any chemical's name.
 */
const BOILERPLATE_MIN_COUNT = 50;

export type TariffTextFlaw =
  | { readonly kind: 'lostCharacters'; readonly found: string }
  | {
      readonly kind: 'cutOff';
      readonly fragment: string;
      /** The word it was cut from, where the texts around tell it; null when they do not. */
      readonly completion: string | null;
    };

/** A national text, with the broader (HS subheading) text it refines where the file gives one. */
export interface TariffText {
  readonly text: string;
  readonly broaderText?: string | null;
}

/**
 * The words of a whole file, and which word follows which: what tells a whole word from a cut one, and
 * what a cut one was. A text's last word is left out, as it may be the cut one.
 */
export interface TariffTextVocabulary {
  readonly words: ReadonlyMap<string, number>;
  readonly following: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

const wordsOf = (text: string) => (text.toLowerCase().match(WORDS) ?? []) as string[];

export function tariffTextVocabulary(texts: Iterable<TariffText>): TariffTextVocabulary {
  const words = new Map<string, number>();
  const following = new Map<string, Map<string, number>>();
  const count = (list: readonly string[]) => {
    list.forEach((word, index) => {
      words.set(word, (words.get(word) ?? 0) + 1);
      const previous = list[index - 1];
      if (previous === undefined) return;
      const next = following.get(previous) ?? new Map<string, number>();
      next.set(word, (next.get(word) ?? 0) + 1);
      following.set(previous, next);
    });
  };
  for (const { text, broaderText } of texts) {
    count(wordsOf(text).slice(0, -1));
    if (broaderText) count(wordsOf(broaderText));
  }
  return { words, following };
}

/** The one word of `candidates` starting with the fragment, or the one that outnumbers the others. */
function leadingWord(
  fragment: string,
  candidates: ReadonlyMap<string, number> | undefined,
  minCount = 1,
): string | null {
  const [first, second] = [...(candidates ?? [])]
    .filter(([word, count]) => word.startsWith(fragment) && word !== fragment && count >= minCount)
    .sort(([, left], [, right]) => right - left);
  return first && (!second || first[1] >= second[1] * COMPLETION_LEAD) ? first[0] : null;
}

/**
 * The word a cut fragment most likely was: the broader text's only word that starts so, else the word that
 * most often follows the previous word, else (three letters on) a word of the file's boilerplate.
 */
function completionOf(
  fragment: string,
  previous: string | undefined,
  vocabulary: TariffTextVocabulary,
  broaderText: string | null | undefined,
): string | null {
  const broader = new Set(wordsOf(broaderText ?? '').filter((word) => word.startsWith(fragment)));
  broader.delete(fragment);
  if (broader.size === 1) return [...broader][0] as string;
  return (
    // "of", "or", "and" are followed by anything: only a word that says something tells what follows it.
    (previous !== undefined && !LINKING_WORDS.has(previous)
      ? leadingWord(fragment, vocabulary.following.get(previous))
      : null) ??
    (fragment.length >= 3 ? leadingWord(fragment, vocabulary.words, BOILERPLATE_MIN_COUNT) : null)
  );
}

/**
 * Whether a last word is a word the file uses whole: itself, or its plural (a singular ending a text is
 * not cut, "year" of "years"), but not a Latin name's stem ("domesticu" of "domesticus").
 */
function isWholeWord(word: string, vocabulary: TariffTextVocabulary, broader: ReadonlySet<string>): boolean {
  const known = (candidate: string) => vocabulary.words.has(candidate) || broader.has(candidate);
  return known(word) || (!word.endsWith('u') && (known(`${word}s`) || known(`${word}es`)));
}

/** What is wrong with one text, in the order found; none for a sound text. */
export function tariffTextFlaws(
  { text, broaderText }: TariffText,
  vocabulary: TariffTextVocabulary,
): TariffTextFlaw[] {
  const flaws: TariffTextFlaw[] = [];
  for (const [found] of text.matchAll(LOST_CHARACTERS)) flaws.push({ kind: 'lostCharacters', found });
  const trimmed = text.trimEnd();
  const last = LAST_WORD.exec(trimmed)?.[1];
  if (last === undefined || trimmed.length < CUT_OFF_MIN_LENGTH) return flaws;
  const fragment = last.toLowerCase();
  const broader = new Set(wordsOf(broaderText ?? ''));
  const whole = !LEFT_AFTER_LOST.test(trimmed) && isWholeWord(fragment, vocabulary, broader);
  const startsLonger = (word: string) => word.startsWith(fragment) && word !== fragment;
  if (whole || !([...vocabulary.words.keys()].some(startsLonger) || [...broader].some(startsLonger)))
    return flaws;
  const previous = wordsOf(trimmed).slice(-2, -1)[0];
  flaws.push({
    kind: 'cutOff',
    fragment: last,
    completion: completionOf(fragment, previous, vocabulary, broaderText),
  });
  return flaws;
}

/** A completion written as the fragment was: "WRA" → "WRAPPED", "Wra" → "Wrapped". */
function inCaseOf(fragment: string, word: string): string {
  if (fragment.length > 1 && fragment === fragment.toUpperCase()) return word.toUpperCase();
  return fragment.slice(0, 1) + word.slice(1);
}

/**
 * The text with its flaws (`tariffTextFlaws`) mended for showing: lost characters become an ellipsis, and a
 * cut last word is completed where the texts around tell it (else dropped), the text then ending with an
 * ellipsis, as whatever followed is lost. A sound text comes back as it is.
 */
export function tariffTextRepaired(text: string, flaws: readonly TariffTextFlaw[]): string {
  if (flaws.length === 0) return text;
  let repaired = text.trimEnd();
  const cut = flaws.find((flaw) => flaw.kind === 'cutOff');
  if (cut) {
    const head = repaired.slice(0, repaired.length - cut.fragment.length);
    repaired = `${cut.completion ? head + inCaseOf(cut.fragment, cut.completion) : head.trimEnd()} …`;
  }
  // An ellipsis stands apart from the words around it, and the rest of the text keeps its spacing.
  return repaired
    .replace(LOST_WITH_SPACES, (found, at: number, whole: string) => {
      const before = whole[at - 1];
      const after = whole[at + found.length];
      return `${before === undefined || before === '(' ? '' : ' '}…${after === undefined || /[,;:)]/.test(after) ? '' : ' '}`;
    })
    .replace(/…( …)+/g, '…');
}

/** A flaw as an import's report and the shipped data's list of repairs tell it. */
export function tariffTextFlawDescription(flaw: TariffTextFlaw): string {
  if (flaw.kind === 'lostCharacters') return `'${flaw.found}' where characters were lost`;
  return (
    `ends mid-word ('${flaw.fragment}'` +
    (flaw.completion ? `, likely '${flaw.completion}' and more)` : ', the rest lost)')
  );
}
