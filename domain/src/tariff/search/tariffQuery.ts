import { asciiDigits } from '../../format/asciiDigits.js';
import { isPlainAscii } from './searchWords.js';
import { TARIFF_SEARCH_LIMITS } from './tariffSearchLimits.js';

export type TariffQuery =
  { readonly kind: 'code'; readonly digits: string } | { readonly kind: 'words'; readonly text: string };

export interface TariffQueryProblem {
  readonly code:
    'QUERY_EMPTY' | 'CODE_TOO_SHORT' | 'CODE_TOO_LONG' | 'KEYWORD_TOO_SHORT' | 'KEYWORD_TOO_LONG';
  readonly message: string;
  readonly params?: Readonly<Record<string, number>>;
}

type TariffQueryReading = { ok: true; query: TariffQuery } | { ok: false; problem: TariffQueryProblem };

function refused(
  code: TariffQueryProblem['code'],
  message: string,
  params?: Readonly<Record<string, number>>,
): TariffQueryReading {
  return { ok: false, problem: { code, message, ...(params ? { params } : {}) } };
}

/**
 * The letters of a query as its writer counts them, in any script: letters, digits and the vowel signs
 * and marks of scripts such as Bengali, where চা is written with two (চ and the sign া) though it is one
 * grapheme cluster. Counting clusters would refuse চা (tea) and গম (wheat); counting letters alone (the
 * sign is a mark, not a letter) would refuse চাল (rice).
 */
function lettersOf(text: string): number {
  // Marks with no letter to sit on (combining accents typed alone) are no letters at all.
  if (!/[\p{L}\p{N}]/u.test(text)) return 0;
  return text.match(/[\p{L}\p{M}\p{N}]/gu)?.length ?? 0;
}

/**
 * Reads the search box: digits (with dots and spaces, in any script) are an HS code, anything else
 * keywords. Too short or too long gets a problem naming the limit.
 */
export function tariffQueryFromText(input: string): TariffQueryReading {
  const { codeMinDigits: min, codeMaxDigits: max, keywordMinLength, keywordMaxLength } = TARIFF_SEARCH_LIMITS;
  // Plain ASCII (most searches) has nothing to compose.
  const text = (isPlainAscii(input) ? input : input.normalize('NFC')).trim().replace(/\s+/g, ' ');
  if (text.length === 0) return refused('QUERY_EMPTY', 'Type a keyword or an HS code.');
  const compact = (isPlainAscii(text) ? text : asciiDigits(text)).replace(/[\s.-]/g, '');
  if (/^\d+$/.test(compact)) {
    if (compact.length < min)
      return refused('CODE_TOO_SHORT', `An HS code needs at least ${min} digits.`, { min });
    if (compact.length > max)
      return refused('CODE_TOO_LONG', `An HS code has at most ${max} digits.`, { max });
    return { ok: true, query: { kind: 'code', digits: compact } };
  }
  if (lettersOf(text) < keywordMinLength) {
    return refused('KEYWORD_TOO_SHORT', `Type at least ${keywordMinLength} letters.`, {
      min: keywordMinLength,
    });
  }
  if (text.length > keywordMaxLength) {
    return refused('KEYWORD_TOO_LONG', `A search may have at most ${keywordMaxLength} characters.`, {
      max: keywordMaxLength,
    });
  }
  return { ok: true, query: { kind: 'words', text } };
}
