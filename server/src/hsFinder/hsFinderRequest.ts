import { HS_FINDER_LIMITS, LANGUAGE_CODES, type Language } from '@tsw/domain';
import { problem, type Problem } from '../http/problem.js';

/*
 * What the HS code finder's two calls read besides their one query key: the country and language headers, and
 * a description fit to classify. Each refusal is a Problem with a stable code that the screen translates.
 */

export type HsFinderReading<Value> =
  { readonly ok: true; readonly value: Value } | { readonly ok: false; readonly problem: Problem };

function refused(path: string, code: string, message: string, params?: Record<string, string | number>) {
  return {
    ok: false as const,
    problem: problem(400, code, message, [{ path, code, message, ...(params ? { params } : {}) }]),
  };
}

/** The country header names the portal's own (bd); absent, it is taken to. The language is one of the five. */
export function hsFinderHeadersOf(
  headers: { country?: string | undefined; language?: string | undefined },
  portalCountry: string,
): HsFinderReading<{ language: Language }> {
  const country = headers.country?.trim().toLowerCase();
  if (country !== undefined && country !== portalCountry.toLowerCase()) {
    return refused(
      'headers.country',
      'HS_FINDER_COUNTRY_UNSUPPORTED',
      `This HS code finder answers for the country ${portalCountry.toLowerCase()}, not '${headers.country ?? ''}'.`,
      { country: headers.country ?? '', supported: portalCountry.toLowerCase() },
    );
  }
  const language = (headers.language?.trim().toLowerCase() || 'en') as Language;
  if (!LANGUAGE_CODES.includes(language)) {
    return refused(
      'headers.language',
      'HS_FINDER_LANGUAGE_UNSUPPORTED',
      `The language '${headers.language ?? ''}' is not one of ${LANGUAGE_CODES.join(', ')}.`,
      { language: headers.language ?? '', supported: LANGUAGE_CODES.join(', ') },
    );
  }
  return { ok: true, value: { language } };
}

/**
 * Control characters other than tabs and line ends, the replacement character of undecodable bytes, lone
 * surrogates: the marks of a binary file pasted or sent as text.
 */
export const HS_FINDER_NOT_TEXT = /(?![\t\n\r])\p{Cc}|[\uFFFD\uFFFE\uFFFF]|\p{Cs}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;

export const HS_FINDER_QUERY_TOO_LONG = {
  code: 'HS_FINDER_QUERY_TOO_LONG',
  message: `Describe the goods in at most ${HS_FINDER_LIMITS.queryMaxLength} characters.`,
} as const;

/** A description fit to classify, trimmed; or why not. */
export function hsFinderDescriptionOf(query: string): HsFinderReading<string> {
  const description = query.trim();
  if (description === '') {
    return refused('query', 'HS_FINDER_QUERY_EMPTY', 'Describe the goods to find their HS code.');
  }
  if ([...description].length > HS_FINDER_LIMITS.queryMaxLength) {
    return hsFinderQueryTooLong(description.length);
  }
  if (HS_FINDER_NOT_TEXT.test(description)) {
    return refused(
      'query',
      'HS_FINDER_QUERY_NOT_TEXT',
      'The description holds characters that are not text; type the goods in words.',
    );
  }
  if ((description.match(LETTER_OR_DIGIT) ?? []).length < HS_FINDER_LIMITS.queryMinLetters) {
    return refused(
      'query',
      'HS_FINDER_QUERY_NO_WORDS',
      `Describe the goods in words: at least ${HS_FINDER_LIMITS.queryMinLetters} letters or digits.`,
      { min: HS_FINDER_LIMITS.queryMinLetters },
    );
  }
  return { ok: true, value: description };
}

export function hsFinderQueryTooLong(length: number) {
  return refused('query', HS_FINDER_QUERY_TOO_LONG.code, HS_FINDER_QUERY_TOO_LONG.message, {
    max: HS_FINDER_LIMITS.queryMaxLength,
    length,
  });
}

/** A code as typed (6403.99, 6403 99 10 00) as its digits; or why it names no code. */
export function hsFinderCodeOf(code: string): HsFinderReading<string> {
  const digits = code.replace(/[\s.]/g, '');
  if (!/^\d{6,12}$/.test(digits)) {
    return refused(
      'code',
      'HS_FINDER_CODE_INVALID',
      'Give an HS subheading (6 digits) or a national tariff line (8 or more digits).',
      { code },
    );
  }
  return { ok: true, value: digits };
}
