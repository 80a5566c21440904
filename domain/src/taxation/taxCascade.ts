import type { PortalCountry } from '../portal/portalCountries.js';

/**
 * What a tax's rate applies to: the sum of these values, each an amount of the item already computed: the
 * assessable value (AV), the cost-insurance-freight value (CIF), the free-on-board value (FOB), or a tax
 * earlier in the cascade, by its code.
 */
export type TaxBaseTerm = 'AV' | 'CIF' | 'FOB' | (string & {});

/** Where a tax's rate comes from: a column of the tariff line (tax01…tax20), or a rate set by law. */
export type TaxRateSource = { readonly tariffColumn: string } | { readonly percent: string };

/** One tax of a country's cascade, in the order it is computed. */
export interface TaxStep {
  readonly code: string;
  readonly rate: TaxRateSource;
  readonly base: readonly TaxBaseTerm[];
}

/**
 * How a country computes the taxes of an imported item: its data, not code, so that another country's
 * cascade is another value of this type.
 */
export interface TaxCascade {
  readonly country: PortalCountry;
  /** The national currency every amount is computed in (ISO 4217). */
  readonly currency: string;
  /** Insurance added to a CFR or FOB value when the declaration does not give it, in percent of CFR. */
  readonly unknownInsurancePercent: string;
  /** Added to the CIF value to make the assessable value (a landing charge), in percent of CIF. */
  readonly landingChargePercent: string;
  readonly taxes: readonly TaxStep[];
}

/**
 * The rounding rule, decided once: every amount (the CIF and FOB values in national currency, the
 * assessable value, each tax) is computed exactly and then rounded to the paisa, half away from zero;
 * a base is the sum of amounts already rounded, and a total the sum of the rounded taxes. A customs
 * officer computing by hand with a receipt per tax gets the same figures.
 */
export const TAX_AMOUNT_PLACES = 2;

const VALUE_TERMS: ReadonlySet<string> = new Set(['AV', 'CIF', 'FOB']);

/**
 * What is wrong with a cascade, in words for whoever configures it: a tax whose base names something not
 * computed before it (a later tax, an unknown code), a code used twice, a rate that is not a percentage.
 */
export function taxCascadeProblems(cascade: TaxCascade): string[] {
  const problems: string[] = [];
  const before = new Set<string>();
  for (const step of cascade.taxes) {
    if (before.has(step.code) || VALUE_TERMS.has(step.code)) problems.push(`${step.code} is named twice`);
    if (step.base.length === 0) problems.push(`${step.code} has no base`);
    for (const term of step.base) {
      if (!VALUE_TERMS.has(term) && !before.has(term)) {
        problems.push(`${step.code}'s base names ${term}, which is not computed before it`);
      }
    }
    if ('percent' in step.rate && !/^\d+(\.\d+)?$/.test(step.rate.percent)) {
      problems.push(`${step.code}'s rate ${step.rate.percent} is not a percentage`);
    }
    before.add(step.code);
  }
  return problems;
}
