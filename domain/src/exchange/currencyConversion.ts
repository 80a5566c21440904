import { typedAmountText } from '../format/typedAmountText.js';
import { decimalFromText, decimalText, multiplyDecimals, type DecimalNumber } from './decimalNumber.js';

/** The converter's limits, declared once for the form and the tests. */
export const CONVERTER_LIMITS = {
  /** "Minimum amount is 1". */
  minimumAmount: 1,
  /** Digits an amount may have: beyond, it is a typing accident, not a consignment. */
  amountMaxLength: 18,
} as const;

export type AmountProblemCode =
  'AMOUNT_REQUIRED' | 'AMOUNT_NOT_A_NUMBER' | 'AMOUNT_TOO_LARGE' | 'AMOUNT_BELOW_MINIMUM';

export interface AmountProblem {
  readonly code: AmountProblemCode;
  /** The English message; screens show their translation of the code. */
  readonly message: string;
  readonly params?: Readonly<Record<string, number>>;
}

export type AmountReading = { ok: true; amount: DecimalNumber } | { ok: false; problem: AmountProblem };

/**
 * Reads the amount typed in the converter: digits (Latin, Bengali or Arabic-Indic) with an optional
 * decimal point, grouped as people type them (`1,000.50`, `1,50,000`). Empty is "Field is mandatory", more digits
 * than the converter takes "too large", anything else not a number "Amount must be a number", below 1
 * "Minimum amount is 1".
 */
export function amountFromText(text: string): AmountReading {
  const plain = typedAmountText(text);
  if (plain === '') return { ok: false, problem: { code: 'AMOUNT_REQUIRED', message: 'Field is mandatory' } };
  if (/^\d+(\.\d+)?$/.test(plain) && plain.length > CONVERTER_LIMITS.amountMaxLength) {
    const max = CONVERTER_LIMITS.amountMaxLength;
    const message = `The amount is too large: at most ${max} digits`;
    return { ok: false, problem: { code: 'AMOUNT_TOO_LARGE', message, params: { max } } };
  }
  const amount = plain.length <= CONVERTER_LIMITS.amountMaxLength ? decimalFromText(plain) : undefined;
  if (!amount) {
    return { ok: false, problem: { code: 'AMOUNT_NOT_A_NUMBER', message: 'Amount must be a number' } };
  }
  const minimum = BigInt(CONVERTER_LIMITS.minimumAmount) * 10n ** BigInt(amount.scale);
  if (amount.units < minimum) {
    return {
      ok: false,
      problem: {
        code: 'AMOUNT_BELOW_MINIMUM',
        message: `Minimum amount is ${CONVERTER_LIMITS.minimumAmount}`,
        params: { min: CONVERTER_LIMITS.minimumAmount },
      },
    };
  }
  return { ok: true, amount };
}

/** convertTotal = rate × amount, exactly, as decimal text; undefined for a rate that is not a decimal. */
export function convertedTotal(amount: DecimalNumber, rate: string): string | undefined {
  const decimalRate = decimalFromText(rate);
  return decimalRate ? decimalText(multiplyDecimals(amount, decimalRate)) : undefined;
}
