import { TARIFF_SEARCH_LIMITS } from './tariffSearchLimits.js';

export type TariffQuery =
  { readonly kind: 'code'; readonly digits: string } | { readonly kind: 'words'; readonly text: string };

export interface TariffQueryProblem {
  readonly code:
    'QUERY_EMPTY' | 'CODE_TOO_SHORT' | 'CODE_TOO_LONG' | 'KEYWORD_TOO_SHORT' | 'KEYWORD_TOO_LONG';
  readonly message: string;
  readonly params?: Readonly<Record<string, number>>;
}

/** Bengali (and Arabic-Indic) digits typed for a code read as the digits they are: ০১০১ is 0101. */
function asciiDigits(text: string): string {
  return text
    .replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6))
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
}

/**
 * Reads the search box: digits (with dots and spaces, in any script) are an HS code, anything else
 * keywords. Too short or too long gets a problem naming the limit (§5).
 */
export function tariffQueryFromText(
  input: string,
): { ok: true; query: TariffQuery } | { ok: false; problem: TariffQueryProblem } {
  const text = input.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (text.length === 0)
    return { ok: false, problem: { code: 'QUERY_EMPTY', message: 'Type a keyword or an HS code.' } };
  const compact = asciiDigits(text).replace(/[\s.-]/g, '');
  if (/^\d+$/.test(compact)) {
    if (compact.length < TARIFF_SEARCH_LIMITS.codeMinDigits) {
      return {
        ok: false,
        problem: {
          code: 'CODE_TOO_SHORT',
          message: `An HS code needs at least ${TARIFF_SEARCH_LIMITS.codeMinDigits} digits.`,
          params: { min: TARIFF_SEARCH_LIMITS.codeMinDigits },
        },
      };
    }
    if (compact.length > TARIFF_SEARCH_LIMITS.codeMaxDigits) {
      return {
        ok: false,
        problem: {
          code: 'CODE_TOO_LONG',
          message: `An HS code has at most ${TARIFF_SEARCH_LIMITS.codeMaxDigits} digits.`,
          params: { max: TARIFF_SEARCH_LIMITS.codeMaxDigits },
        },
      };
    }
    return { ok: true, query: { kind: 'code', digits: compact } };
  }
  const letters = [...text].filter((character) => /[\p{L}\p{N}]/u.test(character)).length;
  if (letters < TARIFF_SEARCH_LIMITS.keywordMinLength) {
    return {
      ok: false,
      problem: {
        code: 'KEYWORD_TOO_SHORT',
        message: `Type at least ${TARIFF_SEARCH_LIMITS.keywordMinLength} letters.`,
        params: { min: TARIFF_SEARCH_LIMITS.keywordMinLength },
      },
    };
  }
  if (text.length > TARIFF_SEARCH_LIMITS.keywordMaxLength) {
    return {
      ok: false,
      problem: {
        code: 'KEYWORD_TOO_LONG',
        message: `A search may have at most ${TARIFF_SEARCH_LIMITS.keywordMaxLength} characters.`,
        params: { max: TARIFF_SEARCH_LIMITS.keywordMaxLength },
      },
    };
  }
  return { ok: true, query: { kind: 'words', text } };
}
