import { taxationRequestFromBody, type IsoDate } from '@tsw/domain';
import { describe, expect, it } from 'vitest';
import { emptyTaxationItem, taxationBodyFromForm, type TaxationForm } from './taxationForm';

const TODAY = '2025-10-01' as IsoDate;

const form = (changes: Partial<TaxationForm> = {}): TaxationForm => ({
  declaration: 'IM-4',
  validityDate: '',
  items: [
    {
      ...emptyTaxationItem(1),
      commodity: { value: '84713000', label: '8471.30.00 — Laptops' },
      origin: { value: 'CN', label: 'CN — China' },
      value: '12,400.50',
      incoterm: 'CFR',
      freight: '৫০০',
    },
    {
      ...emptyTaxationItem(2),
      commodity: { value: '01012100', label: '0101.21.00 — Horses' },
      currency: 'EUR',
      value: '3000',
      nationalProcedure: '101',
    },
  ],
  ...changes,
});

describe('taxationBodyFromForm', () => {
  it('sends the model of declaration in its two parts, and each item as the service reads it', () => {
    const body = taxationBodyFromForm(form(), TODAY);
    expect(body.document).toEqual({ typeOfDeclaration: 'IM', generalProcedureCode: '4' });
    expect(body.validityDate).toBe(TODAY);
    expect(body.items).toEqual([
      {
        commodityCode: { hsCode: '847130', pr1: '00' },
        itemCountryOfOriginCode: 'CN',
        currencyCode: { value: 'USD' },
        statValueInForeignCurrency: '12400.50',
        incoterm: 'CFR',
        freight: '500',
      },
      {
        commodityCode: { hsCode: '010121', pr1: '00' },
        currencyCode: { value: 'EUR' },
        statValueInForeignCurrency: '3000',
        incoterm: 'CIF',
        nationalProcedure: '101',
      },
    ]);
    // What the screen sends, the service reads without a problem.
    expect(taxationRequestFromBody(body, TODAY).ok).toBe(true);
  });

  it('keeps a chosen date, and a model without a general procedure as it is', () => {
    const body = taxationBodyFromForm(form({ declaration: 'IM', validityDate: '2025-08-15' }), TODAY);
    expect(body.document).toEqual({ typeOfDeclaration: 'IM' });
    expect(body.validityDate).toBe('2025-08-15');
  });

  it('leaves what is missing for the domain’s checks to name by path', () => {
    const body = taxationBodyFromForm(
      form({ items: [{ ...emptyTaxationItem(1), currency: null, value: '-5' }] }),
      TODAY,
    );
    const reading = taxationRequestFromBody(body, TODAY);
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems.map((problem) => `${problem.path} ${problem.code}`)).toEqual([
      'items[0].commodityCode INVALID_COMMODITY_CODE',
      'items[0].currencyCode.value REQUIRED',
      'items[0].statValueInForeignCurrency NEGATIVE_AMOUNT',
    ]);
  });
});
