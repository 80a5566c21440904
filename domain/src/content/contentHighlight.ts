import { foldText, singular } from '../tariff/search/searchWords.js';
import { contentSearchWords } from './contentSearch.js';

/** A piece of a text, and whether a word of the search found it. */
export interface HighlightPart {
  readonly text: string;
  readonly match: boolean;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** Whether a word of a text begins with a word of the query, compared as the content search does. */
function isFoundBy(word: string, queryWords: readonly string[]): boolean {
  const folded = foldText(word);
  const single = singular(folded);
  return queryWords.some((query) => folded.startsWith(query) || single.startsWith(query));
}

/**
 * A text cut into the words a search found and the rest, for a results list to mark them: the same
 * folding and prefixes as the search (`ContentSearchIndex`), so that what is marked is what matched.
 * Pure text in, pure text out: the screen draws each part as text, never as HTML.
 */
export function contentHighlightParts(text: string, query: string): HighlightPart[] {
  const queryWords = contentSearchWords(query);
  if (queryWords.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const parts: HighlightPart[] = [];
  let kept = 0;
  for (const found of text.matchAll(WORD)) {
    if (!isFoundBy(found[0], queryWords)) continue;
    if (found.index > kept) parts.push({ text: text.slice(kept, found.index), match: false });
    parts.push({ text: found[0], match: true });
    kept = found.index + found[0].length;
  }
  if (kept < text.length) parts.push({ text: text.slice(kept), match: false });
  return parts;
}

/**
 * Up to `length` characters of a text around the first word the search found (its start when none), cut at
 * spaces, with an ellipsis where text was left out: what a result shows of an article's body.
 */
export function contentExcerpt(text: string, query: string, length: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= length) return plain;
  const queryWords = contentSearchWords(query);
  let at = 0;
  for (const found of plain.matchAll(WORD)) {
    if (isFoundBy(found[0], queryWords)) {
      at = found.index;
      break;
    }
  }
  let start = Math.max(0, Math.min(at - Math.floor(length / 4), plain.length - length));
  if (start > 0) {
    const space = plain.indexOf(' ', start);
    start = space >= 0 && space < at ? space + 1 : start;
  }
  let end = Math.min(plain.length, start + length);
  if (end < plain.length) {
    const space = plain.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  return `${start > 0 ? '… ' : ''}${plain.slice(start, end)}${end < plain.length ? ' …' : ''}`;
}
