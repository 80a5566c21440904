import {
  dottedTariffCode,
  formatAmount,
  formatRate,
  type Language,
  type TaxationItemResult,
  type TaxationMessage,
} from '@tsw/domain';
import type { TFunction } from 'i18next';

/** "Item 2: 0101.21.00 Pure-bred breeding horses", as the screen and the PDF title an item's taxes. */
export function taxationItemTitle(t: TFunction, item: TaxationItemResult): string {
  return t('taxation.result.itemTitle', {
    number: item.itemNumber,
    code: dottedTariffCode(item.commodityCode),
    description: item.description,
  });
}

/**
 * What an item was taxed on: "USD at the customs rate of 122.3016, CFR; assessable value 1,532,000.00 BDT",
 * or that its value could not be known (a FOB value without its freight). `isolated` sets codes and
 * figures apart from the sentence on screen, where an Arabic sentence would reorder them.
 */
export function taxationItemValues(
  t: TFunction,
  item: TaxationItemResult,
  nationalCurrency: string,
  language: Language,
  isolated: (text: string) => string = (text) => text,
): string {
  const values = {
    currency: isolated(item.currencyCode),
    rate: isolated(formatRate(item.exchangeRate, language)),
    incoterm: isolated(item.incoterm),
  };
  if (item.assessableValue === '') return t('taxation.result.itemValuesUnknown', values);
  return t('taxation.result.itemValues', {
    ...values,
    assessableValue: isolated(`${formatAmount(item.assessableValue, language)} ${nationalCurrency}`),
  });
}

/**
 * A message of the service in the page's language: the two the trader must read are translated (a tax
 * that could not be calculated, and that administrative charges are left out); another is shown as sent.
 */
export function taxationMessageText(t: TFunction, message: TaxationMessage): string {
  switch (message.code) {
    case 'TAXES_NOT_CALCULATED':
      return t('taxation.messages.notCalculated', {
        codes: message.params?.codes ?? '',
        itemNumber: message.params?.itemNumber ?? '',
      });
    case 'ADMINISTRATIVE_CHARGES_EXCLUDED':
      return t('taxation.messages.administrativeCharges');
    default:
      return message.message;
  }
}
