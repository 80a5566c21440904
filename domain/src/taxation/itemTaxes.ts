import {
  addDecimals,
  compareDecimals,
  decimalFromText,
  multiplyDecimals,
  roundDecimal,
  type DecimalNumber,
} from '../exchange/decimalNumber.js';
import type { ItemValues } from './assessableValue.js';
import { TAX_AMOUNT_PLACES, type TaxCascade, type TaxStep } from './taxCascade.js';
import type { TaxReduction } from './taxReductions.js';

/** One tax of an item: what it was charged on, at what rate (percent), how much, and the SRO that cut it. */
export interface ItemTaxLine {
  readonly code: string;
  readonly base: DecimalNumber;
  readonly rate: DecimalNumber;
  readonly amount: DecimalNumber;
  readonly sro?: string;
}

export interface ItemTaxes {
  readonly lines: readonly ItemTaxLine[];
  /** Taxes that could not be computed: no rate on the tariff line, or a base that is not known. */
  readonly notCalculated: readonly string[];
  /** What is to pay: the sum of the lines, unless an SRO suspends them. */
  readonly total: DecimalNumber;
  /** What a guarantee must cover: the sum of the lines when an SRO suspends them, else 0. */
  readonly guarantee: DecimalNumber;
  /** The SROs that changed something, in the order they were given. */
  readonly sros: readonly string[];
}

const ZERO: DecimalNumber = { units: 0n, scale: TAX_AMOUNT_PLACES };

function rateOf(step: TaxStep, tariffRate: (column: string) => string | null | undefined) {
  const written = 'percent' in step.rate ? step.rate.percent : tariffRate(step.rate.tariffColumn);
  return written === null || written === undefined ? undefined : decimalFromText(written);
}

/** The lowest cap the reductions put on a tax, with the SRO that puts it. */
function capOf(code: string, reductions: readonly TaxReduction[]) {
  let lowest: { rate: DecimalNumber; sro: string } | undefined;
  for (const reduction of reductions) {
    const cap = reduction.caps.get(code) ?? reduction.caps.get('*');
    if (cap && (!lowest || compareDecimals(cap, lowest.rate) < 0)) lowest = { rate: cap, sro: reduction.sro };
  }
  return lowest;
}

/**
 * The taxes of one item, step by step in the cascade's order, each rounded to the paisa (the rounding rule
 * of `TAX_AMOUNT_PLACES`). A tax whose rate or base is not known is listed as not calculated, and so is
 * any tax whose base needs it. The reductions cap rates; one that suspends turns the total into a guarantee.
 */
export function itemTaxesOf(
  cascade: TaxCascade,
  values: ItemValues,
  tariffRate: (column: string) => string | null | undefined,
  reductions: readonly TaxReduction[] = [],
): ItemTaxes {
  const amounts = new Map<string, DecimalNumber>([
    ['AV', values.assessableValue],
    ['CIF', values.cif],
  ]);
  if (values.fob) amounts.set('FOB', values.fob);
  const lines: ItemTaxLine[] = [];
  const notCalculated: string[] = [];
  const sros = new Set<string>();
  for (const step of cascade.taxes) {
    const terms = step.base.map((term) => amounts.get(term));
    const lineRate = rateOf(step, tariffRate);
    if (lineRate === undefined || terms.some((term) => term === undefined)) {
      notCalculated.push(step.code);
      continue;
    }
    const base = (terms as DecimalNumber[]).reduce(addDecimals, ZERO);
    const cap = capOf(step.code, reductions);
    const capped = cap !== undefined && compareDecimals(cap.rate, lineRate) < 0;
    const rate = capped ? cap.rate : lineRate;
    const product = multiplyDecimals(base, rate);
    // base × rate / 100: dividing by 100 only moves the decimal point, so the amount is exact before rounding.
    const amount = roundDecimal({ units: product.units, scale: product.scale + 2 }, TAX_AMOUNT_PLACES);
    amounts.set(step.code, amount);
    if (capped) sros.add(cap.sro);
    lines.push({ code: step.code, base, rate, amount, ...(capped ? { sro: cap.sro } : {}) });
  }
  const sum = lines.reduce((total, line) => addDecimals(total, line.amount), ZERO);
  const suspending = reductions.find((reduction) => reduction.suspends);
  if (suspending) sros.add(suspending.sro);
  return {
    lines,
    notCalculated,
    total: suspending ? ZERO : sum,
    guarantee: suspending ? sum : ZERO,
    sros: [...sros],
  };
}
