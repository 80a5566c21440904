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
  /**
   * Questions one user may have waiting for an answer: enough for a trader's real questions, too few for
   * one account to bury the others' in the queue (which shows `listMax`). An answer frees a place.
   */
  openQuestionsPerAsker: 10,
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

function isBackslashOrControl(character: string): boolean {
  const code = character.charCodeAt(0);
  return character === '\\' || code < 0x20 || code === 0x7f;
}

/**
 * Whether `page` is a path of the portal that stays on it when followed as a link (the sign-in callback's
 * local-path check, and more): one leading `/`, not `//` (another host), no backslash (a browser reads
 * `/\evil.example` as `//evil.example`) and no control character (the URL parser drops a tab or a line
 * break, so `/\t/evil.example` is `//evil.example` too).
 */
export function isHelpDeskPage(page: string): boolean {
  if (!page.startsWith('/') || page.startsWith('//') || page.length > HELP_DESK_LIMITS.pageMaxLength) {
    return false;
  }
  return ![...page].some(isBackslashOrControl);
}

/** The page a question came from as stored: none when none is given. */
export function helpDeskPageOf(page: string | undefined): string | null {
  const path = page?.trim();
  return path ? path : null;
}

/** The problems of the page a question names: none, or that it is no path of the portal. */
export function helpDeskPageProblems(page: string | undefined): RequestProblem[] {
  const path = helpDeskPageOf(page);
  if (path === null || isHelpDeskPage(path)) return [];
  return [
    {
      path: 'page',
      code: 'HELP_DESK_PAGE_INVALID',
      message: `The page must be a path of this portal of at most ${HELP_DESK_LIMITS.pageMaxLength} characters, such as /en/tools/tariff-search.`,
      params: { max: HELP_DESK_LIMITS.pageMaxLength },
    },
  ];
}
