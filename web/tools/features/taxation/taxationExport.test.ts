import type { TaxationAnswer } from '@tsw/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadTranslation } from '../../../shared/i18n/i18n';
import { taxationExportTable, taxationPdfContent } from './taxationExport';

const ANSWER: TaxationAnswer = {
  currency: 'BDT',
  validityDate: '2025-10-01',
  items: [
    {
      itemNumber: 1,
      commodityCode: '84713000',
      description: 'Laptops',
      currencyCode: 'USD',
      exchangeRate: '122.3016',
      incoterm: 'CIF',
      cifValue: '1516539.84',
      fobValue: null,
      assessableValue: '1531705.24',
      taxes: [
        {
          code: 'CD',
          name: 'Customs duty',
          base: '1531705.24',
          rate: '1',
          value: '15317.05',
          sro: '2025-119',
        },
        { code: 'VAT', name: 'VAT', base: '1577656.40', rate: '0', value: '0.00', sro: '2025-119' },
      ],
      totalItemTaxes: '15317.05',
      guaranteeAmount: '0.00',
      sros: ['2025-119'],
    },
  ],
  totalItemTaxes: '15317.05',
  guaranteeAmount: '0.00',
  messages: [
    {
      code: 'TAXES_NOT_CALCULATED',
      message: 'Cannot calculate SD tax, not enough information provided',
      params: { codes: 'SD', itemNumber: 1 },
    },
    {
      code: 'ADMINISTRATIVE_CHARGES_EXCLUDED',
      message: 'Calculated taxes do not include administrative charges',
    },
  ],
};

beforeAll(async () => {
  await loadTranslation('en');
  await loadTranslation('bn');
});

describe('taxationExportTable', () => {
  it('writes a row per tax with its item, then the item’s totals, then the simulation’s, amounts as numbers', () => {
    const table = taxationExportTable(i18nFor('en').t, ANSWER);
    expect(table.columns.map((column) => column.header)).toEqual([
      'Item',
      'HS code',
      'Description',
      'Currency',
      'Customs rate',
      'Assessable value (BDT)',
      'Tax',
      'Base (BDT)',
      'Rate (%)',
      'Amount (BDT)',
      'SRO',
    ]);
    expect(table.rows).toEqual([
      [
        1,
        '8471.30.00',
        'Laptops',
        'USD',
        122.3016,
        1531705.24,
        'Customs duty',
        1531705.24,
        1,
        15317.05,
        '2025-119',
      ],
      [1, '8471.30.00', 'Laptops', 'USD', 122.3016, 1531705.24, 'VAT', 1577656.4, 0, 0, '2025-119'],
      [
        1,
        '8471.30.00',
        'Laptops',
        'USD',
        122.3016,
        1531705.24,
        'Total item taxes',
        null,
        null,
        15317.05,
        '2025-119',
      ],
      [1, '8471.30.00', 'Laptops', 'USD', 122.3016, 1531705.24, 'Guarantee', null, null, 0, ''],
      [null, '', '', '', null, null, 'Total taxes', null, null, 15317.05, ''],
      [null, '', '', '', null, null, 'Total guarantee', null, null, 0, ''],
    ]);
  });
});

describe('taxationPdfContent', () => {
  it('prints the declaration, the date and the messages, then each item under its title', () => {
    const pdf = taxationPdfContent(i18nFor('en').t, ANSWER, { language: 'en', declaration: 'IM-4' });
    expect(pdf.details[0]).toBe('Model of declaration: IM-4');
    expect(pdf.details[1]).toMatch(/^Customs rates and tariff in force on .*2025/);
    expect(pdf.details.slice(2)).toEqual([
      'Item 1: Cannot calculate SD tax, not enough information provided',
      'Calculated taxes do not include administrative charges',
    ]);
    expect(pdf.rows).toEqual([
      { group: 'Item 1: 8471.30.00 Laptops' },
      { group: 'USD at the customs rate of 122.3016, CIF; assessable value 1,531,705.24 BDT.' },
      { cells: ['Customs duty', '1,531,705.24', '1.00', '15,317.05', '2025-119'] },
      { cells: ['VAT', '1,577,656.40', '0.00', '0.00', '2025-119'] },
      { cells: ['Total item taxes', '', '', '15,317.05', '2025-119'] },
      { cells: ['Guarantee', '', '', '0.00', ''] },
      { group: 'Totals' },
      { cells: ['Total taxes', '', '', '15,317.05', ''] },
      { cells: ['Total guarantee', '', '', '0.00', ''] },
    ]);
  });

  it('speaks Bengali, figures as the Bengali screen writes them: Bengali digits, grouped in lakhs', () => {
    const pdf = taxationPdfContent(i18nFor('bn').t, ANSWER, { language: 'bn', declaration: 'IM-4' });
    expect(pdf.details.at(-1)).toBe('হিসাবকৃত শুল্ক-করে প্রশাসনিক ফি অন্তর্ভুক্ত নয়');
    expect(pdf.rows.at(-2)).toEqual({ cells: ['মোট শুল্ক-কর', '', '', '১৫,৩১৭.০৫', ''] });
    expect(pdf.rows).toContainEqual({ cells: ['VAT', '১৫,৭৭,৬৫৬.৪০', '০.০০', '০.০০', '2025-119'] });
  });
});
