import { describe, expect, it } from 'vitest';
import { tariffCodeFromRecord, taxDisplayName } from './tariffCode.js';

describe('tariffCodeFromRecord', () => {
  it('keeps non-empty tax columns in column order under their display names', () => {
    const line = tariffCodeFromRecord({
      code: '85044090',
      description: 'Chargers for mobile phones',
      descriptionTranslated: null,
      supplementaryUnit1Code: 'NAR',
      tax12: '1.00',
      tax08: '58.60',
      tax01: '25.00',
      tax02: '',
      tax03: '15.00',
      tax07: null,
      tax04: '5.00',
    });
    expect(line).toEqual({
      code: '85044090',
      description: 'Chargers for mobile phones',
      descriptionTranslated: null,
      supplementaryUnitCode: 'NAR',
      taxCodes: [
        { name: 'CD', value: '25.00' },
        { name: 'VAT', value: '15.00' },
        { name: 'AIT', value: '5.00' },
        { name: 'TTI', value: '58.60' },
        { name: 'tax12', value: '1.00' },
      ],
    });
  });

  it('names the eight known columns and leaves the others as they are', () => {
    expect(
      ['tax01', 'tax02', 'tax03', 'tax04', 'tax05', 'tax06', 'tax07', 'tax08', 'tax09'].map(taxDisplayName),
    ).toEqual(['CD', 'SD', 'VAT', 'AIT', 'AT', 'EXD', 'RD', 'TTI', 'tax09']);
  });
});
