import type { TaxationItemResult } from '@tsw/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadTranslation } from '../../../shared/i18n/i18n';
import { taxationItemTitle, taxationItemValues, taxationMessageText } from './taxationTexts';

const ITEM: TaxationItemResult = {
  itemNumber: 2,
  commodityCode: '01012100',
  description: 'Pure-bred breeding animals of horses',
  currencyCode: 'USD',
  exchangeRate: '122.3016',
  incoterm: 'FOB',
  cifValue: '',
  fobValue: null,
  assessableValue: '',
  taxes: [],
  totalItemTaxes: '0.00',
  guaranteeAmount: '0.00',
  sros: [],
};

beforeAll(() => loadTranslation('en'));

describe('the texts of a simulation', () => {
  it('titles an item by its place, dotted code and description', () => {
    expect(taxationItemTitle(i18nFor('en').t, ITEM)).toBe(
      'Item 2: 0101.21.00 Pure-bred breeding animals of horses',
    );
  });

  it('says what an item was taxed on, or that its value could not be known', () => {
    const { t } = i18nFor('en');
    expect(taxationItemValues(t, { ...ITEM, incoterm: 'CIF', assessableValue: '1532000' }, 'BDT', 'en')).toBe(
      'USD at the customs rate of 122.3016, CIF; assessable value 1,532,000.00 BDT.',
    );
    expect(taxationItemValues(t, ITEM, 'BDT', 'en', (text) => `[${text}]`)).toBe(
      '[USD] at the customs rate of [122.3016], [FOB]: without the freight, the assessable value cannot be known.',
    );
  });

  it('translates the messages it knows, and shows another as the service wrote it', () => {
    const { t } = i18nFor('en');
    expect(taxationMessageText(t, { code: 'NEW_MESSAGE', message: 'Something new' })).toBe('Something new');
  });
});
