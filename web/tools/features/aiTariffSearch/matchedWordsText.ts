/** A piece of a text, and whether it is one of the words the description matched. */
export interface MatchedWordsPiece {
  readonly text: string;
  readonly matched: boolean;
}

// A shared stem this long is the same word (shoe, shoes; cotton, cottons); shorter ones are not (car, cart).
const STEM_LENGTH = 4;

function sameWord(word: string, matched: string): boolean {
  if (word === matched) return true;
  const [shorter, longer] = word.length < matched.length ? [word, matched] : [matched, word];
  return shorter.length >= STEM_LENGTH && longer.startsWith(shorter);
}

/**
 * A supporting text cut into pieces, the words the description matched marked, so that the screen can
 * show why a text supports a code. Words compare without case, in any script.
 */
export function matchedWordsText(text: string, matchedWords: readonly string[]): MatchedWordsPiece[] {
  const wanted = matchedWords.map((word) => word.toLocaleLowerCase()).filter((word) => word !== '');
  const pieces: MatchedWordsPiece[] = [];
  for (const part of text.split(/([\p{L}\p{M}\p{N}]+)/u)) {
    if (part === '') continue;
    const lower = part.toLocaleLowerCase();
    const matched = wanted.some((word) => sameWord(lower, word));
    const last = pieces.at(-1);
    if (last && last.matched === matched && !matched) {
      pieces[pieces.length - 1] = { text: last.text + part, matched };
    } else {
      pieces.push({ text: part, matched });
    }
  }
  return pieces;
}
