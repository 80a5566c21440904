import { decimalFromText, decimalText, roundDecimal } from '../exchange/decimalNumber.js';

/** The Bangladesh import-tax rates of one tariff line, each a percentage. */
export interface ImportTaxRates {
  readonly cd: number;
  readonly rd: number;
  readonly sd: number;
  readonly vat: number;
  readonly ait: number;
  readonly at: number;
}

/**
 * Total tax incidence: every tax due on an assessable value of 100, as a percentage of it. SD is charged on
 * AV + CD + RD; VAT and AT on AV + CD + RD + SD; CD, RD and AIT on AV (the cascade of Bangladesh's import taxes).
 */
export function totalTaxIncidence(rates: ImportTaxRates): number {
  const dutiesOnValue = rates.cd + rates.rd;
  const supplementaryDuty = (rates.sd * (100 + dutiesOnValue)) / 100;
  const valueAddedBase = 100 + dutiesOnValue + supplementaryDuty;
  return dutiesOnValue + supplementaryDuty + ((rates.vat + rates.at) * valueAddedBase) / 100 + rates.ait;
}

/**
 * The total tax incidence as the tariff prints it: two decimals, half away from zero. The rates are read
 * through ten decimals first, so that a binary sum just under a half (89.324999…) rounds as written.
 */
export function totalTaxIncidenceText(rates: ImportTaxRates): string {
  const exact = decimalFromText(totalTaxIncidence(rates).toFixed(10));
  if (exact === undefined) throw new RangeError('the rates are not finite numbers');
  return decimalText(roundDecimal(exact, 2));
}
