import { formatDate, formatRate, type Language } from '@tsw/domain';
import type { TFunction } from 'i18next';
import type { ExportColumn, ExportTable } from '../../documents/tableExport';
import type { TablePdfContent } from '../../documents/tablePdfDocument';
import { currencyName } from '../../../shared/i18n/currencyNames';
import type { CustomsRate } from './exchangeRatesApi';

/** Decimals of the rate columns: customs rates are published to four. */
const RATE_DECIMALS = 4;

/** The export columns: Currency Code, Currency Name, Rate, Difference. */
export function ratesExportTable(
  t: TFunction,
  language: Language,
  rates: readonly CustomsRate[],
): ExportTable {
  const columns: ExportColumn[] = [
    { header: t('exchangeRates.columns.code'), kind: 'text', width: 14 },
    { header: t('exchangeRates.columns.name'), kind: 'text', width: 36 },
    { header: t('exchangeRates.columns.rate'), kind: 'number', decimals: RATE_DECIMALS, width: 14 },
    {
      header: t('exchangeRates.columns.difference'),
      kind: 'number',
      decimals: RATE_DECIMALS,
      signed: true,
      width: 14,
    },
  ];
  const number = (value: string | null | undefined) =>
    value === null || value === undefined || value === '' ? null : Number(value);
  return {
    columns,
    rows: rates.map((rate) => [
      rate.code,
      currencyName(language, rate),
      number(rate.rate),
      number(rate.difference),
    ]),
  };
}

/**
 * What the PDF export prints of the rates: the date of validity and the last-updated line above the table,
 * rates as published.
 */
export function ratesPdfContent(
  t: TFunction,
  rates: readonly CustomsRate[],
  context: { language: Language; date: string; lastUpdated: string | null },
): TablePdfContent {
  const table = ratesExportTable(t, context.language, rates);
  return {
    details: [
      t('exchangeRates.export.inForceOn', { date: formatDate(context.date, context.language) }),
      ...(context.lastUpdated
        ? [t('exchangeRates.lastUpdated', { date: formatDate(context.lastUpdated, context.language) })]
        : []),
    ],
    columns: table.columns.map(({ header }, index) => ({
      header,
      weight: index === 1 ? 4 : 1.4,
      numeric: index > 1,
    })),
    rows: rates.map((rate) => ({
      cells: [
        rate.code,
        currencyName(context.language, rate),
        formatRate(rate.rate, context.language),
        rate.difference === null || rate.difference === undefined
          ? '-'
          : formatRate(rate.difference, context.language),
      ],
    })),
  };
}
