import { foldText } from '../tariff/search/searchWords.js';
import type { ContentItem } from './contentItem.js';

/** A download's title shorter than this is too common a phrase to be taken for a mention of it. */
const TITLE_MENTION_MIN_LENGTH = 12;

/** Text as mentions are compared: case and accents folded, runs of blanks as one space. */
function mentionText(text: string): string {
  return foldText(text).replace(/\s+/g, ' ');
}

/**
 * The core of an SRO's number, as texts write it with or without its prefix and in any case:
 * "S.R.O. No. 119-Ain/2025/116-Customs" → "119-ain/2025/116".
 */
function sroNumberCore(number: string): string | undefined {
  return /\d+\s*-\s*[\p{L}]+\s*\/\s*\d{4}\s*\/\s*\d+/u.exec(mentionText(number))?.[0].replace(/\s/g, '');
}

/**
 * The SROs and downloads a text (a news item's, in every language it has) mentions, for the item to link
 * to them: an SRO by its number (the part that names it, "119-Ain/2025/116"), a download by its title in
 * any of its languages. Pure: the caller passes the published items, and gets back those mentioned, in
 * their order.
 */
export function contentMentionsOf(
  texts: readonly string[],
  candidates: readonly ContentItem[],
): ContentItem[] {
  const folded = mentionText(texts.join('\n'));
  const compact = folded.replace(/\s/g, '');
  return candidates.filter((candidate) => {
    if (candidate.kind === 'sro') {
      const core = candidate.number ? sroNumberCore(candidate.number) : undefined;
      return core !== undefined && compact.includes(core);
    }
    if (candidate.kind === 'download') {
      return Object.values(candidate.translations).some(
        (text) =>
          text !== undefined &&
          text.title.trim().length >= TITLE_MENTION_MIN_LENGTH &&
          folded.includes(mentionText(text.title.trim())),
      );
    }
    return false;
  });
}
