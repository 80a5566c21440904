import {
  dottedTariffCode,
  formatAmount,
  formatDate,
  type Language,
  type PdfTableRow,
  type TaxationAnswer,
} from '@tsw/domain';
import type { TFunction } from 'i18next';
import type { ExportCell, ExportColumn, ExportTable } from '../../documents/tableExport';
import type { TablePdfContent } from '../../documents/tablePdfDocument';
import { taxationItemTitle, taxationItemValues, taxationMessageText } from './taxationTexts';

/** Decimals of the exchange-rate column: customs rates are published to four. */
const RATE_DECIMALS = 4;

/** Amounts as numbers (what a spreadsheet adds up); none stays an empty cell. */
const amount = (value: string | null | undefined): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

/**
 * The result as a spreadsheet: one row per tax of an item, with the item's code, currency, customs rate and
 * assessable value on each, so that the rows can be filtered and added up; then each item's total and
 * guarantee, then the simulation's. Every amount is a number.
 */
export function taxationExportTable(t: TFunction, answer: TaxationAnswer): ExportTable {
  const money = (label: string) => t('taxation.result.inCurrency', { label, currency: answer.currency });
  const columns: ExportColumn[] = [
    { header: t('taxation.result.item'), kind: 'number', decimals: 0, width: 6 },
    { header: t('taxation.result.commodity'), kind: 'text', width: 12 },
    { header: t('taxation.result.description'), kind: 'text', width: 36 },
    { header: t('taxation.result.currency'), kind: 'text', width: 9 },
    { header: t('taxation.result.exchangeRate'), kind: 'number', decimals: RATE_DECIMALS, width: 12 },
    { header: money(t('taxation.result.assessableValue')), kind: 'number', width: 18 },
    { header: t('taxation.result.tax'), kind: 'text', width: 24 },
    { header: money(t('taxation.result.base')), kind: 'number', width: 18 },
    { header: t('taxation.result.rate'), kind: 'number', width: 9 },
    { header: money(t('taxation.result.value')), kind: 'number', width: 18 },
    { header: t('taxation.result.sro'), kind: 'text', width: 14 },
  ];
  const rows: ExportCell[][] = answer.items.flatMap((item) => {
    const about = [
      item.itemNumber,
      dottedTariffCode(item.commodityCode),
      item.description,
      item.currencyCode,
      amount(item.exchangeRate),
      amount(item.assessableValue),
    ];
    return [
      ...item.taxes.map((tax) => [
        ...about,
        tax.name,
        amount(tax.base),
        amount(tax.rate),
        amount(tax.value),
        tax.sro ?? '',
      ]),
      [
        ...about,
        t('taxation.result.totalItemTaxes'),
        null,
        null,
        amount(item.totalItemTaxes),
        item.sros.join(', '),
      ],
      [...about, t('taxation.result.guarantee'), null, null, amount(item.guaranteeAmount), ''],
    ];
  });
  const total = (label: string, value: string): ExportCell[] => [
    null,
    '',
    '',
    '',
    null,
    null,
    label,
    null,
    null,
    amount(value),
    '',
  ];
  rows.push(
    total(t('taxation.result.totalTaxes'), answer.totalItemTaxes),
    total(t('taxation.result.totalGuarantee'), answer.guaranteeAmount),
  );
  return { columns, rows };
}

/**
 * The result as the PDF prints it: the declaration, date and messages above; each item titled by its
 * line, its currency and customs rate and assessable value, then its taxes, total and guarantee; the
 * simulation's totals last. Amounts as every screen shows them.
 */
export function taxationPdfContent(
  t: TFunction,
  answer: TaxationAnswer,
  context: { language: Language; declaration: string },
): TablePdfContent {
  const amountText = (value: string) => formatAmount(value, context.language);
  const cells = (tax: string, base: string, rate: string, value: string, sro = ''): PdfTableRow => ({
    cells: [tax, base, rate, value, sro],
  });
  const rows: PdfTableRow[] = answer.items.flatMap((item) => [
    { group: taxationItemTitle(t, item) },
    { group: taxationItemValues(t, item, answer.currency, context.language) },
    ...item.taxes.map((tax) =>
      cells(tax.name, amountText(tax.base), amountText(tax.rate), amountText(tax.value), tax.sro ?? ''),
    ),
    cells(t('taxation.result.totalItemTaxes'), '', '', amountText(item.totalItemTaxes), item.sros.join(', ')),
    cells(t('taxation.result.guarantee'), '', '', amountText(item.guaranteeAmount)),
  ]);
  rows.push(
    { group: t('taxation.result.totalsTitle') },
    cells(t('taxation.result.totalTaxes'), '', '', amountText(answer.totalItemTaxes)),
    cells(t('taxation.result.totalGuarantee'), '', '', amountText(answer.guaranteeAmount)),
  );
  const money = (label: string) => t('taxation.result.inCurrency', { label, currency: answer.currency });
  return {
    details: [
      t('taxation.result.declarationLine', { declaration: context.declaration }),
      t('taxation.result.dateLine', { date: formatDate(answer.validityDate, context.language) }),
      ...answer.messages.map((message) => taxationMessageText(t, message)),
    ],
    columns: [
      { header: t('taxation.result.tax'), weight: 3 },
      { header: money(t('taxation.result.base')), weight: 2, numeric: true },
      { header: t('taxation.result.rate'), weight: 1, numeric: true },
      { header: money(t('taxation.result.value')), weight: 2, numeric: true },
      { header: t('taxation.result.sro'), weight: 1.5 },
    ],
    rows,
  };
}
