import {
  formatDate,
  formatRate,
  type Language,
  type PdfTableDocument,
  type PortalCountry,
} from '@tsw/domain';
import type { TFunction } from 'i18next';
import type { ExportColumn, ExportTable } from '../../documents/tableExport';
import { currencyName } from '../../i18n/currencyNames';
import type { CustomsRate } from './exchangeRatesApi';

/** Decimals of the rate columns: customs rates are published to four. */
const RATE_DECIMALS = 4;

/** The export columns of §9: Currency Code, Currency Name, Rate, Difference. */
export function ratesExportTable(
  t: TFunction,
  language: Language,
  rates: readonly CustomsRate[],
): ExportTable {
  const columns: ExportColumn[] = [
    { header: t('exchangeRates.columns.code'), kind: 'text', width: 14 },
    { header: t('exchangeRates.columns.name'), kind: 'text', width: 36 },
    { header: t('exchangeRates.columns.rate'), kind: 'number', decimals: RATE_DECIMALS, width: 14 },
    { header: t('exchangeRates.columns.difference'), kind: 'number', decimals: RATE_DECIMALS, width: 14 },
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
 * The PDF export (§9): "{country} Single Window {table}", the exchange-rate last-updated line, the date of
 * validity and the print date above the table, rates as published.
 */
export function ratesPdfDocument(
  t: TFunction,
  rates: readonly CustomsRate[],
  context: {
    language: Language;
    country: PortalCountry;
    date: string;
    lastUpdated: string | null;
    printed: Date;
  },
): PdfTableDocument {
  const table = ratesExportTable(t, context.language, rates);
  return {
    direction: context.language === 'ar' ? 'rtl' : 'ltr',
    country: context.country,
    title: t('export.pdfTitle', {
      portal: t('portal.name', { country: t(`country.${context.country}`) }),
      table: t('exchangeRates.customsTitle'),
    }),
    details: [
      t('exchangeRates.export.inForceOn', { date: formatDate(context.date, context.language) }),
      ...(context.lastUpdated
        ? [t('exchangeRates.lastUpdated', { date: formatDate(context.lastUpdated, context.language) })]
        : []),
      t('export.printedOn', { date: formatDate(context.printed, context.language, { withTime: true }) }),
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
        formatRate(rate.rate),
        rate.difference === null || rate.difference === undefined ? '-' : formatRate(rate.difference),
      ],
    })),
    pageNumber: (page, pages) => t('export.page', { page, pages }),
  };
}
