/**
 * Total tax incidence in % of the assessable value, for AV = 100 (docs: DOMAIN.md, "Bangladesh import taxes"):
 * TTI = CD + RD + SD·(100+CD+RD)/100 + (VAT+AT)·(100+CD+RD+SDamount)/100 + AIT.
 */
export function totalTaxIncidence({ cd, rd, sd, vat, ait, at }) {
  const sdAmount = (sd * (100 + cd + rd)) / 100;
  const vatBase = 100 + cd + rd + sdAmount;
  return cd + rd + sdAmount + ((vat + at) * vatBase) / 100 + ait;
}

/** A percentage as the tariff writes it: two decimals, rounded half up. */
export const percentText = (value) => (Math.round((value + Number.EPSILON) * 100) / 100).toFixed(2);
