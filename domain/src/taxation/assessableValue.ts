import {
  addDecimals,
  decimalFromText,
  multiplyDecimals,
  roundDecimal,
  subtractDecimals,
  type DecimalNumber,
} from '../exchange/decimalNumber.js';
import { TAX_AMOUNT_PLACES, type TaxCascade } from './taxCascade.js';

/** The terms of delivery an invoice value may be stated in, as the simulation reads them. */
export const TAXATION_INCOTERMS = ['CIF', 'CFR', 'FOB'] as const;
export type TaxationIncoterm = (typeof TAXATION_INCOTERMS)[number];

/** An item's invoice, all amounts in the invoice's currency. */
export interface InvoiceValue {
  readonly value: DecimalNumber;
  /** CIF when the declaration does not say. */
  readonly incoterm: TaxationIncoterm;
  readonly freight?: DecimalNumber;
  readonly insurance?: DecimalNumber;
  /** National currency per unit of the invoice's currency: the customs rate in force. */
  readonly exchangeRate: DecimalNumber;
}

/** An item's values in national currency, each rounded to the paisa; FOB where it can be known. */
export interface ItemValues {
  readonly cif: DecimalNumber;
  readonly fob: DecimalNumber | undefined;
  readonly assessableValue: DecimalNumber;
}

function percentOf(amount: DecimalNumber, percent: string): DecimalNumber {
  const rate = decimalFromText(percent);
  if (!rate) throw new RangeError(`${percent} is not a percentage`);
  // amount × percent / 100, exactly: dividing by 100 only moves the decimal point.
  const product = multiplyDecimals(amount, rate);
  return { units: product.units, scale: product.scale + 2 };
}

const rounded = (amount: DecimalNumber) => roundDecimal(amount, TAX_AMOUNT_PLACES);

/**
 * The CIF, FOB and assessable values of an invoice. A FOB value needs its freight, or the CIF value is not
 * known (`undefined`). Insurance, when not given, is the cascade's percentage of the CFR value; the CIF
 * value converted at the exchange rate, plus the landing charge, is the assessable value. FOB is known for
 * a FOB invoice, or for CFR and CIF ones whose freight (and, for CIF, insurance) is given.
 */
export function itemValuesOf(invoice: InvoiceValue, cascade: TaxCascade): ItemValues | undefined {
  const { value, freight, insurance } = invoice;
  let cfr: DecimalNumber;
  let fob: DecimalNumber | undefined;
  if (invoice.incoterm === 'FOB') {
    if (!freight) return undefined;
    fob = value;
    cfr = addDecimals(value, freight);
  } else if (invoice.incoterm === 'CFR') {
    cfr = value;
    fob = freight ? subtractDecimals(value, freight) : undefined;
  } else {
    cfr = insurance ? subtractDecimals(value, insurance) : value;
    fob = freight && insurance ? subtractDecimals(cfr, freight) : undefined;
  }
  const cifForeign =
    invoice.incoterm === 'CIF'
      ? value
      : addDecimals(cfr, insurance ?? percentOf(cfr, cascade.unknownInsurancePercent));
  const cif = rounded(multiplyDecimals(cifForeign, invoice.exchangeRate));
  return {
    cif,
    fob: fob ? rounded(multiplyDecimals(fob, invoice.exchangeRate)) : undefined,
    assessableValue: rounded(addDecimals(cif, percentOf(cif, cascade.landingChargePercent))),
  };
}
