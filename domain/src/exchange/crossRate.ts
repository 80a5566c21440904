import { divideDecimals, type DecimalNumber } from './decimalNumber.js';

/** Decimals a derived rate keeps: customs rates are published to four. */
export const CROSS_RATE_PLACES = 4;

/**
 * Taka (or any target) per unit of a currency, through a base both are quoted against: sources such as
 * the ECB quote every currency per euro and none in taka, so BDT per GBP = (BDT per base) ÷ (GBP per base).
 */
export function crossRate(
  targetPerBase: DecimalNumber,
  currencyPerBase: DecimalNumber,
  places: number = CROSS_RATE_PLACES,
): DecimalNumber {
  return divideDecimals(targetPerBase, currencyPerBase, places);
}
