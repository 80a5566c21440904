/**
 * An exact decimal number, `units / 10^scale`: rates and money are never binary floating point, so
 * 1,000 × 122.3016 is 122,301.6 exactly, and a difference of two rates is what a person computes by hand.
 */
export interface DecimalNumber {
  readonly units: bigint;
  readonly scale: number;
}

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;

/** A decimal written with ASCII digits and an optional point (`-12.5`); anything else is not one. */
export function decimalFromText(text: string): DecimalNumber | undefined {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return undefined;
  const fraction = match[3] ?? '';
  const units = BigInt(`${match[2] ?? '0'}${fraction}`);
  return { units: match[1] ? -units : units, scale: fraction.length };
}

function rescaled(value: DecimalNumber, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

export function multiplyDecimals(left: DecimalNumber, right: DecimalNumber): DecimalNumber {
  return { units: left.units * right.units, scale: left.scale + right.scale };
}

export function addDecimals(left: DecimalNumber, right: DecimalNumber): DecimalNumber {
  const scale = Math.max(left.scale, right.scale);
  return { units: rescaled(left, scale) + rescaled(right, scale), scale };
}

export function subtractDecimals(left: DecimalNumber, right: DecimalNumber): DecimalNumber {
  const scale = Math.max(left.scale, right.scale);
  return { units: rescaled(left, scale) - rescaled(right, scale), scale };
}

/** Negative, zero or positive as `left` is below, equal to or above `right`. */
export function compareDecimals(left: DecimalNumber, right: DecimalNumber): number {
  const difference = subtractDecimals(left, right).units;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** `left / right` to `places` decimals, half away from zero. */
export function divideDecimals(left: DecimalNumber, right: DecimalNumber, places: number): DecimalNumber {
  if (right.units === 0n) throw new RangeError('division by zero');
  // left/right = (l / 10^ls) / (r / 10^rs); scaled by 10^places, one more digit to round with.
  const numerator = left.units * 10n ** BigInt(places + 1 + right.scale);
  const denominator = right.units * 10n ** BigInt(left.scale);
  return roundDecimal({ units: numerator / denominator, scale: places + 1 }, places);
}

/** The value to `places` decimals, half away from zero (as people round money). */
export function roundDecimal(value: DecimalNumber, places: number): DecimalNumber {
  if (value.scale <= places) return { units: rescaled(value, places), scale: places };
  const divisor = 10n ** BigInt(value.scale - places);
  const negative = value.units < 0n;
  const magnitude = negative ? -value.units : value.units;
  let units = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) units += 1n;
  return { units: negative ? -units : units, scale: places };
}

/** The exact decimal text, with its scale's digits (`122301.60000`); `-0` is written `0`. */
export function decimalText(value: DecimalNumber): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  const fraction = value.scale > 0 ? `.${digits.slice(digits.length - value.scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
