import { HS_FINDER_LIMITS } from '@tsw/domain';

/** What keeps a description from being searched, the screen's names for the translated messages. */
export type HsDescriptionProblem = 'empty' | 'tooFewLetters' | 'tooLong' | 'unreadable';

/**
 * Control characters other than tabs and line breaks, or the replacement character of bytes that were
 * not text: a pasted binary file, not words.
 */
function isUnreadable(character: string): boolean {
  const code = character.charCodeAt(0);
  if (code === 0x09 || code === 0x0a || code === 0x0d) return false;
  return code < 0x20 || code === 0x7f || code === 0xfffd;
}

/** Why a description cannot be searched, or null when it can (the service's own limits, §9). */
export function hsDescriptionProblem(text: string): HsDescriptionProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > HS_FINDER_LIMITS.queryMaxLength) return 'tooLong';
  if ([...trimmed].some(isUnreadable)) return 'unreadable';
  const letters = trimmed.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  if (letters < HS_FINDER_LIMITS.queryMinLetters) return 'tooFewLetters';
  return null;
}
