import { describe, expect, it } from 'vitest';
import { taxationFieldProblems } from './taxationFieldProblems';

describe('taxationFieldProblems', () => {
  it('puts each problem on the field of the item that was sent in its place', () => {
    const problems = taxationFieldProblems(
      {
        'document.typeOfDeclaration': 'not a model',
        'items[0].commodityCode': 'CET Tariff Not Found',
        'items[1].currencyCode.value': 'Currency Not Found',
        'items[1].statValueInForeignCurrency': 'Amount must be a number',
        'items[1].freight': 'cannot be negative',
        'items[1].itemCountryOfOriginCode': 'not in the list',
        'items[1].nationalProcedure': 'not in the list either',
        validityDate: 'Enter a date.',
      },
      [3, 7],
    );
    expect(problems.declaration).toBe('not a model');
    expect(problems.validityDate).toBe('Enter a date.');
    expect(problems.items.get(3)).toEqual({ commodity: 'CET Tariff Not Found' });
    expect(problems.items.get(7)).toEqual({
      currency: 'Currency Not Found',
      value: 'Amount must be a number',
      freight: 'cannot be negative',
      origin: 'not in the list',
      nationalProcedure: 'not in the list either',
    });
    expect(problems.other).toEqual([]);
  });

  it('says above the form what no field shows', () => {
    const problems = taxationFieldProblems(
      { items: 'Add at least one item.', 'items[5].value': 'no such item', form: 'Something went wrong' },
      [1],
    );
    expect(problems.items.size).toBe(0);
    expect(problems.other).toEqual(['Add at least one item.', 'no such item', 'Something went wrong']);
  });
});
