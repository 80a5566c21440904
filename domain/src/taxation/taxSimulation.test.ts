import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../calendar/isoDate.js';
import type { ReferenceRecord } from '../reference/referenceRecord.js';
import { BANGLADESH_TAX_CASCADE } from './countryTaxCascades.js';
import { taxationRequestFromBody } from './taxationRequest.js';
import type { TaxationBody, TaxationItemBody } from './taxationSchemas.js';
import { taxSimulationOf, type TaxationLookups } from './taxSimulation.js';
import { taxReductionOf, type TaxReduction } from './taxReductions.js';

const TODAY = '2025-10-01' as IsoDate;

const LINES: Record<string, ReferenceRecord> = {
  '84713000': {
    code: '84713000',
    description: 'Laptops',
    tax01: '10.00',
    tax02: '0.00',
    tax03: '15.00',
    tax04: '5.00',
    tax05: '5.00',
    tax06: '0.00',
    tax07: '3.00',
  },
  '03035510': {
    code: '03035510',
    description: 'Jack and horse mackerel',
    tax01: '25.00',
    tax02: null,
    tax03: '15.00',
    tax04: '5.00',
    tax05: '7.50',
    tax06: '0.00',
    tax07: '3.00',
  },
};
const RATES: Record<string, string> = { USD: '122.3016', EUR: '142.4248' };
const KNOWN: Record<string, string[]> = {
  modelOfDeclaration: ['IM-4', 'IM', 'IM-7'],
  country: ['CN', 'MM'],
  extendedProcedure: ['4000'],
  additionalProcedure: ['000', '101'],
};

const lookups: TaxationLookups = {
  cascade: BANGLADESH_TAX_CASCADE,
  taxName: (code) => `name of ${code}`,
  tariffLine: (code) => LINES[code],
  lineDescription: (line) => line.description ?? '',
  currencyKnown: (code) => ['USD', 'EUR', 'JPY'].includes(code),
  customsRate: (code) => RATES[code],
  codeKnown: (list, code) => (KNOWN[list] ?? []).includes(code),
  reductions: (cpc3) =>
    cpc3 === '101' ? [taxReductionOf({ code: '2025-119', rateCaps: 'CD:1,VAT:0' }) as TaxReduction] : [],
};

const item = (overrides: Partial<TaxationItemBody> = {}): TaxationItemBody => ({
  commodityCode: { hsCode: '847130', pr1: '00' },
  currencyCode: { value: 'USD' },
  statValueInForeignCurrency: '12400',
  ...overrides,
});
const body = (
  items: TaxationItemBody[],
  document: TaxationBody['document'] = { typeOfDeclaration: 'IM', generalProcedureCode: '4' },
): TaxationBody => ({ document, items });

function simulate(request: TaxationBody) {
  const read = taxationRequestFromBody(request, TODAY);
  if (!read.ok) return { problems: read.problems };
  return taxSimulationOf(read.request, lookups);
}

describe('taxationRequestFromBody', () => {
  it('reads codes and exact amounts, IM-4 as a declaration type with its procedure, today by default', () => {
    const read = taxationRequestFromBody(
      body([item({ statValueInForeignCurrency: 12400.5, incoterm: 'cfr' })], {
        typeOfDeclaration: 'im-4',
      } as TaxationBody['document']),
      TODAY,
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.request).toMatchObject({ declarationType: 'IM', generalProcedure: '4', validityDate: TODAY });
    expect(read.request.items[0]).toMatchObject({
      commodityCode: '84713000',
      currency: 'USD',
      incoterm: 'CFR',
      value: { units: 124005n, scale: 1 },
    });
  });

  it('names every bad field by its path', () => {
    const read = taxationRequestFromBody(
      body([
        item({ statValueInForeignCurrency: '-5', commodityCode: { hsCode: '8471', pr1: '3' } }),
        item({
          statValueInForeignCurrency: '12,40',
          currencyCode: { value: 'dollars' },
          incoterm: 'DDP',
          freight: '1e9',
        }),
        item({
          statValueInForeignCurrency: '0',
          nationalProcedure: '1010',
          itemCountryOfOriginCode: 'China',
        }),
        item({ statValueInForeignCurrency: '99999999999999', currencyCode: { value: '' } }),
      ]),
      TODAY,
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems.map((problem) => `${problem.path} ${problem.code}`)).toEqual([
      'items[0].commodityCode INVALID_COMMODITY_CODE',
      'items[0].statValueInForeignCurrency NEGATIVE_AMOUNT',
      'items[1].currencyCode.value INVALID_CODE',
      'items[1].statValueInForeignCurrency AMOUNT_NOT_A_NUMBER',
      'items[1].freight AMOUNT_NOT_A_NUMBER',
      'items[1].incoterm UNKNOWN_INCOTERM',
      'items[2].statValueInForeignCurrency AMOUNT_NOT_POSITIVE',
      'items[2].itemCountryOfOriginCode INVALID_CODE',
      'items[2].nationalProcedure INVALID_CODE',
      'items[3].currencyCode.value REQUIRED',
      'items[3].statValueInForeignCurrency AMOUNT_TOO_LARGE',
    ]);
  });

  it('refuses no items, more than 100, a bad date and a bad declaration type', () => {
    const many = taxationRequestFromBody(body(Array.from({ length: 1000 }, () => item())), TODAY);
    expect(many.ok ? [] : many.problems.map((problem) => problem.code)).toEqual(['TOO_MANY_ITEMS']);
    const none = taxationRequestFromBody(
      { ...body([], { typeOfDeclaration: 'import' }), validityDate: '2025-02-30' },
      TODAY,
    );
    expect(none.ok ? [] : none.problems.map((problem) => problem.code)).toEqual([
      'INVALID_CODE',
      'INVALID_DATE',
      'NO_ITEMS',
    ]);
  });

  it('reads amounts as people type them: grouped in lakhs, in Bengali digits', () => {
    const read = taxationRequestFromBody(
      body([item({ statValueInForeignCurrency: '১,৫০,০০০.৫০', freight: '1,50,000' })]),
      TODAY,
    );
    expect(read.ok && read.request.items[0]?.value).toEqual({ units: 15000050n, scale: 2 });
    expect(read.ok && read.request.items[0]?.freight).toEqual({ units: 150000n, scale: 0 });
  });

  it('asks for a declaration type that is missing, rather than calling "" an invalid code', () => {
    const reading = taxationRequestFromBody(body([item()], { typeOfDeclaration: ' ' }), TODAY);
    expect(reading.ok ? [] : reading.problems.map(({ path, code }) => `${path} ${code}`)).toEqual([
      'document.typeOfDeclaration REQUIRED',
    ]);
  });
});

describe('taxSimulationOf', () => {
  it('values each item at its currency’s customs rate and totals the taxes', () => {
    const simulation = simulate(
      body([
        item(),
        item({
          currencyCode: { value: 'EUR' },
          statValueInForeignCurrency: '5000',
          commodityCode: { hsCode: '030355', pr1: '10' },
        }),
      ]),
    );
    expect(simulation).toMatchObject({ ok: true });
    if (!('answer' in simulation)) return;
    const [laptops, fish] = simulation.answer.items;
    expect(laptops).toMatchObject({
      itemNumber: 1,
      exchangeRate: '122.3016',
      cifValue: '1516539.84',
      assessableValue: '1531705.24',
      description: 'Laptops',
    });
    expect(laptops?.taxes.map((tax) => [tax.code, tax.value])).toEqual([
      ['CD', '153170.52'],
      ['RD', '45951.16'],
      ['SD', '0.00'],
      ['VAT', '259624.04'],
      ['AT', '86541.35'],
      ['AIT', '76585.26'],
      ['EXD', '0.00'],
    ]);
    // The fish line has no SD rate: SD, and VAT and AT charged on it, cannot be calculated.
    expect(fish?.taxes.map((tax) => tax.code)).toEqual(['CD', 'RD', 'AIT', 'EXD']);
    expect(simulation.answer.messages).toEqual([
      {
        code: 'TAXES_NOT_CALCULATED',
        message: 'Cannot calculate SD, VAT, AT tax, not enough information provided',
        params: { codes: 'SD, VAT, AT', itemNumber: 2 },
      },
      {
        code: 'ADMINISTRATIVE_CHARGES_EXCLUDED',
        message: 'Calculated taxes do not include administrative charges',
      },
    ]);
    // Checked apart with Python's decimal module: 621,872.33 + 237,350.93.
    expect(simulation.answer.totalItemTaxes).toBe('859223.26');
    expect(simulation.answer.currency).toBe('BDT');
  });

  it('applies the SROs of a national procedure and names them', () => {
    const simulation = simulate(body([item({ nationalProcedure: '101' })]));
    if (!('answer' in simulation)) throw new Error('expected an answer');
    const cd = simulation.answer.items[0]?.taxes.find((tax) => tax.code === 'CD');
    expect([cd?.rate, cd?.sro]).toEqual(['1', '2025-119']);
    expect(simulation.answer.items[0]?.sros).toEqual(['2025-119']);
  });

  it('says which code the data does not know, with the error catalogue’s words', () => {
    const simulation = simulate(
      body(
        [
          item({ commodityCode: { hsCode: '999999', pr1: '99' } }),
          item({ currencyCode: { value: 'XYZ' } }),
          item({ currencyCode: { value: 'JPY' }, extendedProcedure: '9999' }),
        ],
        { typeOfDeclaration: 'EX', generalProcedureCode: '1' },
      ),
    );
    expect(
      'problems' in simulation
        ? simulation.problems.map((problem) => `${problem.path} ${problem.message}`)
        : [],
    ).toEqual([
      "document.typeOfDeclaration 'EX-1' is not in the modelOfDeclaration list",
      'items[0].commodityCode CET Tariff Not Found',
      'items[1].currencyCode.value Currency Not Found',
      'items[2].currencyCode.value No available rate for this date',
      "items[2].extendedProcedure '9999' is not in the extendedProcedure list",
    ]);
  });

  it('needs no rate for an invoice in the national currency', () => {
    const simulation = simulate(
      body([item({ currencyCode: { value: 'BDT' }, statValueInForeignCurrency: '100000' })]),
    );
    if (!('answer' in simulation)) throw new Error('expected an answer');
    expect(simulation.answer.items[0]).toMatchObject({ exchangeRate: '1', assessableValue: '101000.00' });
  });
});
