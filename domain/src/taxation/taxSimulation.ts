import { decimalFromText, decimalText, addDecimals, type DecimalNumber } from '../exchange/decimalNumber.js';
import type { RequestProblem } from '../portal/requestProblem.js';
import type { ReferenceRecord } from '../reference/referenceRecord.js';
import { itemValuesOf } from './assessableValue.js';
import { itemTaxesOf } from './itemTaxes.js';
import { TAX_AMOUNT_PLACES, type TaxCascade } from './taxCascade.js';
import type { TaxationRequest, TaxationItemRequest } from './taxationRequest.js';
import type { TaxationAnswer, TaxationItemResult, TaxationMessage } from './taxationSchemas.js';
import type { TaxReduction } from './taxReductions.js';

/** The reference lists a simulation's codes are checked against. */
export type TaxationCodeList = 'modelOfDeclaration' | 'country' | 'extendedProcedure' | 'additionalProcedure';

/** What the engine asks of the portal's data, as in force on the request's date of validity. */
export interface TaxationLookups {
  readonly cascade: TaxCascade;
  /** A tax's name in the answer's language. */
  taxName(code: string): string;
  tariffLine(code: string): ReferenceRecord | undefined;
  /** A tariff line's description in the answer's language. */
  lineDescription(line: ReferenceRecord): string;
  currencyKnown(code: string): boolean;
  /** The customs rate in force: national currency per unit of `code`. */
  customsRate(code: string): string | undefined;
  /** Whether a code is in a list; a model of declaration is written IM or IM-4. */
  codeKnown(list: TaxationCodeList, code: string): boolean;
  /** The reductions of the SROs a national procedure (CPC3) cites. */
  reductions(nationalProcedure: string): readonly TaxReduction[];
}

export type TaxSimulation =
  | { readonly ok: true; readonly answer: TaxationAnswer }
  | { readonly ok: false; readonly problems: readonly RequestProblem[] };

/** Always said: what the simulation leaves out. */
export const ADMINISTRATIVE_CHARGES_MESSAGE: TaxationMessage = {
  code: 'ADMINISTRATIVE_CHARGES_EXCLUDED',
  message: 'Calculated taxes do not include administrative charges',
};

const ZERO: DecimalNumber = { units: 0n, scale: TAX_AMOUNT_PLACES };
const ONE: DecimalNumber = { units: 1n, scale: 0 };

function codeProblems(request: TaxationRequest, lookups: TaxationLookups): RequestProblem[] {
  const problems: RequestProblem[] = [];
  const unknown = (path: string, list: TaxationCodeList, code: string) =>
    problems.push({
      path,
      code: 'UNKNOWN_CODE',
      message: `'${code}' is not in the ${list} list`,
      params: { value: code, list },
    });
  const model = request.generalProcedure
    ? `${request.declarationType}-${request.generalProcedure}`
    : request.declarationType;
  if (!lookups.codeKnown('modelOfDeclaration', model))
    unknown('document.typeOfDeclaration', 'modelOfDeclaration', model);
  request.items.forEach((item, index) => {
    const at = `items[${index}]`;
    if (!lookups.tariffLine(item.commodityCode)) {
      problems.push({
        path: `${at}.commodityCode`,
        code: 'TARIFF_NOT_FOUND',
        message: 'CET Tariff Not Found',
        params: { value: item.commodityCode },
      });
    }
    if (item.currency !== lookups.cascade.currency) {
      if (!lookups.currencyKnown(item.currency)) {
        problems.push({
          path: `${at}.currencyCode.value`,
          code: 'CURRENCY_NOT_FOUND',
          message: 'Currency Not Found',
          params: { value: item.currency },
        });
      } else if (!lookups.customsRate(item.currency)) {
        problems.push({
          path: `${at}.currencyCode.value`,
          code: 'NO_RATE_FOR_DATE',
          message: 'No available rate for this date',
          params: { value: item.currency },
        });
      }
    }
    if (item.originCountry && !lookups.codeKnown('country', item.originCountry))
      unknown(`${at}.itemCountryOfOriginCode`, 'country', item.originCountry);
    if (item.extendedProcedure && !lookups.codeKnown('extendedProcedure', item.extendedProcedure))
      unknown(`${at}.extendedProcedure`, 'extendedProcedure', item.extendedProcedure);
    if (item.nationalProcedure && !lookups.codeKnown('additionalProcedure', item.nationalProcedure))
      unknown(`${at}.nationalProcedure`, 'additionalProcedure', item.nationalProcedure);
  });
  return problems;
}

function itemResult(item: TaxationItemRequest, index: number, lookups: TaxationLookups) {
  const { cascade } = lookups;
  const line = lookups.tariffLine(item.commodityCode) as ReferenceRecord;
  const national = item.currency === cascade.currency;
  const exchangeRate = national ? ONE : (decimalFromText(lookups.customsRate(item.currency) ?? '') ?? ONE);
  const values = itemValuesOf({ ...item, exchangeRate }, cascade);
  const reductions = item.nationalProcedure ? lookups.reductions(item.nationalProcedure) : [];
  const taxes = values ? itemTaxesOf(cascade, values, (column) => line[column], reductions) : undefined;
  const result: TaxationItemResult = {
    itemNumber: index + 1,
    commodityCode: item.commodityCode,
    description: lookups.lineDescription(line),
    currencyCode: item.currency,
    exchangeRate: decimalText(exchangeRate),
    incoterm: item.incoterm,
    cifValue: values ? decimalText(values.cif) : '',
    fobValue: values?.fob ? decimalText(values.fob) : null,
    assessableValue: values ? decimalText(values.assessableValue) : '',
    taxes: (taxes?.lines ?? []).map((tax) => ({
      code: tax.code,
      name: lookups.taxName(tax.code),
      base: decimalText(tax.base),
      rate: decimalText(tax.rate),
      value: decimalText(tax.amount),
      sro: tax.sro ?? null,
    })),
    totalItemTaxes: decimalText(taxes?.total ?? ZERO),
    guaranteeAmount: decimalText(taxes?.guarantee ?? ZERO),
    sros: [...(taxes?.sros ?? [])],
  };
  const notCalculated = taxes ? taxes.notCalculated : cascade.taxes.map((step) => step.code);
  return { result, taxes, notCalculated };
}

/**
 * A whole simulation: each item valued at the customs rate of its currency, its taxes computed by the
 * country's cascade with the reductions of its national procedure, the totals, and the messages a trader
 * must read (taxes that could not be calculated, and that administrative charges are not included). A code
 * the data does not know (a currency, a tariff line, a procedure) is a problem of the request, by its path.
 */
export function taxSimulationOf(request: TaxationRequest, lookups: TaxationLookups): TaxSimulation {
  const problems = codeProblems(request, lookups);
  if (problems.length > 0) return { ok: false, problems };
  const items = request.items.map((item, index) => itemResult(item, index, lookups));
  const messages: TaxationMessage[] = items
    .filter((item) => item.notCalculated.length > 0)
    .map((item) => ({
      code: 'TAXES_NOT_CALCULATED',
      message: `Cannot calculate ${item.notCalculated.join(', ')} tax, not enough information provided`,
      params: { codes: item.notCalculated.join(', '), itemNumber: item.result.itemNumber },
    }));
  const sum = (pick: (item: (typeof items)[number]) => DecimalNumber | undefined) =>
    items.reduce((total, item) => addDecimals(total, pick(item) ?? ZERO), ZERO);
  return {
    ok: true,
    answer: {
      currency: lookups.cascade.currency,
      validityDate: request.validityDate,
      items: items.map((item) => item.result),
      totalItemTaxes: decimalText(sum((item) => item.taxes?.total)),
      guaranteeAmount: decimalText(sum((item) => item.taxes?.guarantee)),
      messages: [...messages, ADMINISTRATIVE_CHARGES_MESSAGE],
    },
  };
}
