/** The digits an amount field takes: before the decimal point, and after it. */
export interface AmountDigits {
  readonly maxIntegerDigits: number;
  readonly maxDecimals: number;
}

export type AmountShapeCode = 'AMOUNT_NOT_A_NUMBER' | 'AMOUNT_TOO_LARGE' | 'AMOUNT_TOO_MANY_DECIMALS';

export interface AmountShapeProblem {
  readonly code: AmountShapeCode;
  /** The English message; screens show their translation of the code, with `params`. */
  readonly message: string;
  readonly params: { readonly maxIntegerDigits: number; readonly maxDecimals: number };
}

const DECIMAL_TEXT = /^(\d+)(?:\.(\d+))?$/;

/**
 * What is wrong with a plain decimal text (see typedAmountText) for a field of `digits`, or undefined when it
 * fits. A number with too many digits is said to be too large, not "not a number": it is one, and the trader
 * needs the limit to put it right.
 */
export function amountShapeProblem(text: string, digits: AmountDigits): AmountShapeProblem | undefined {
  const params = { maxIntegerDigits: digits.maxIntegerDigits, maxDecimals: digits.maxDecimals };
  const [, integer, decimals = ''] = DECIMAL_TEXT.exec(text) ?? [];
  if (integer === undefined) {
    return { code: 'AMOUNT_NOT_A_NUMBER', message: 'Amount must be a number', params };
  }
  if (integer.replace(/^0+(?=\d)/, '').length > digits.maxIntegerDigits) {
    return {
      code: 'AMOUNT_TOO_LARGE',
      message: `The amount is too large: at most ${digits.maxIntegerDigits} digits before the decimal point`,
      params,
    };
  }
  if (decimals.length > digits.maxDecimals) {
    return {
      code: 'AMOUNT_TOO_MANY_DECIMALS',
      message: `At most ${digits.maxDecimals} digits after the decimal point`,
      params,
    };
  }
  return undefined;
}
