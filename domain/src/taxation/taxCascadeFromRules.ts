import type { ReferenceRecord } from '../reference/referenceRecord.js';
import type { TaxCascade, TaxStep } from './taxCascade.js';

const BASE_TERMS = /^[A-Z][A-Z0-9]*(\+[A-Z][A-Z0-9]*)*$/;

/**
 * A cascade as the administration's `taxRule` table states it: where a rule of the same code names a tariff
 * column, a rate or a base written as terms (`AV+CD+RD`), the rule wins over the configured step, so that
 * moving a tax to another column or base is a change of reference data, not of code. Rules of codes the
 * cascade does not compute (TTI, a summary) are left aside.
 */
export function taxCascadeFromRules(cascade: TaxCascade, rules: readonly ReferenceRecord[]): TaxCascade {
  const byCode = new Map(rules.map((rule) => [rule.code ?? '', rule]));
  const taxes = cascade.taxes.map((step): TaxStep => {
    const rule = byCode.get(step.code);
    if (!rule) return step;
    const column = rule.tariffColumn?.trim();
    const percent = rule.rate?.trim();
    const base = rule.base?.replace(/\s+/g, '');
    return {
      code: step.code,
      rate: column ? { tariffColumn: column } : percent ? { percent } : step.rate,
      base: base && BASE_TERMS.test(base) ? base.split('+') : step.base,
    };
  });
  return { ...cascade, taxes };
}
