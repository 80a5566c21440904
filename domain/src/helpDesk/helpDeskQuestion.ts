import type { RequestProblem } from '../portal/requestProblem.js';

/** Limits of a question and its answer, declared once for the help desk's forms and its API. */
export const HELP_DESK_LIMITS = {
  questionMaxLength: 4_000,
  answerMaxLength: 20_000,
  /** The page a question was asked from: a path of the portal, not a whole document. */
  pageMaxLength: 500,
  /**
   * What a request may carry at most: far above the real limits, so that a long question is answered
   * with HELP_DESK_TEXT_TOO_LONG and its limit rather than a bare refusal of the request's shape.
   */
  requestTextMaxLength: 200_000,
  /** Questions a queue or an asker's list shows, newest first. */
  listMax: 200,
} as const;

/** A question's or an answer's text as stored: Unicode in one form, without blanks around it. */
export function helpDeskTextOf(text: string): string {
  return text.normalize('NFC').trim();
}

/**
 * The problems of a text sent to the help desk (a question or an answer): none, too long, or only
 * blanks. Script is no problem here: the text is stored as written and always shown as text.
 */
export function helpDeskTextProblems(
  path: 'question' | 'answer',
  text: string,
  maxLength: number,
): RequestProblem[] {
  const stored = helpDeskTextOf(text);
  if (stored.length === 0) {
    return [{ path, code: 'HELP_DESK_TEXT_EMPTY', message: `Write the ${path}.` }];
  }
  if (stored.length > maxLength) {
    return [
      {
        path,
        code: 'HELP_DESK_TEXT_TOO_LONG',
        message: `The ${path} has ${stored.length} characters; at most ${maxLength} are allowed.`,
        params: { max: maxLength, length: stored.length },
      },
    ];
  }
  return [];
}

/** The page a question came from, kept only when it is a path of the portal (`/en/tools/…`). */
export function helpDeskPageOf(page: string | undefined): string | null {
  if (page === undefined) return null;
  const path = page.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.length > HELP_DESK_LIMITS.pageMaxLength) {
    return null;
  }
  return path;
}
