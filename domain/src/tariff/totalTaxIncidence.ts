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
 * AV + CD + RD; VAT and AT on AV + CD + RD + SD; CD, RD and AIT on AV (DOMAIN.md, "Bangladesh import taxes").
 */
export function totalTaxIncidence(rates: ImportTaxRates): number {
  const dutiesOnValue = rates.cd + rates.rd;
  const supplementaryDuty = (rates.sd * (100 + dutiesOnValue)) / 100;
  const valueAddedBase = 100 + dutiesOnValue + supplementaryDuty;
  return dutiesOnValue + supplementaryDuty + ((rates.vat + rates.at) * valueAddedBase) / 100 + rates.ait;
}
