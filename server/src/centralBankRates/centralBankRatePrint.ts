import {
  csvText,
  formatCount,
  formatDate,
  formatRate,
  writeTablePdf,
  type CentralBankRate,
  type Language,
  type PortalCountry,
} from '@tsw/domain';
import { pdfBytes } from '../documents/pdfDocument.js';
import { interpolate } from '../identity/pages/identityMessages.js';
import { portalNameIn } from '../identity/pages/identityPage.js';
import { CENTRAL_BANK_RATE_LABELS } from './centralBankRateLabels.js';

const NAMES = new Map<Language, Intl.DisplayNames>();

/** A currency's name in the reader's language: the published (English) name, ICU's in the others. */
export function currencyNameIn(
  language: Language,
  rate: Pick<CentralBankRate, 'currencyCode' | 'currencyName'>,
) {
  if (language === 'en') return rate.currencyName;
  let names = NAMES.get(language);
  if (!names) {
    names = new Intl.DisplayNames(language, { type: 'currency', fallback: 'none' });
    NAMES.set(language, names);
  }
  try {
    return names.of(rate.currencyCode) ?? rate.currencyName;
  } catch {
    return rate.currencyName;
  }
}

/** The print's CSV: one row per rate, rates exactly as published, for a spreadsheet. */
export function centralBankRatesCsv(rates: readonly CentralBankRate[], language: Language): string {
  const labels = CENTRAL_BANK_RATE_LABELS[language];
  return csvText([
    [
      labels.currencyCode,
      labels.currencyName,
      labels.units,
      labels.buyingRate,
      labels.sellingRate,
      labels.midRate,
      labels.quoteCurrency,
      labels.rateDate,
      labels.source,
    ],
    ...rates.map((rate) => [
      rate.currencyCode,
      currencyNameIn(language, rate),
      String(rate.units),
      rate.buyingRate,
      rate.sellingRate,
      rate.midRate,
      rate.quoteCurrencyCode,
      rate.rateDate,
      rate.source,
    ]),
  ]);
}

/** The print's PDF: logos, "{country} Single Window {table}", whose rates of which day, the print date. */
export function centralBankRatesPdf(
  rates: readonly CentralBankRate[],
  context: {
    language: Language;
    country: PortalCountry;
    /** Each source printed with the day of its rates, even when none of its currencies was chosen. */
    publications: readonly { source: string; rateDate: string }[];
    printed: Date;
    timeZone: string;
  },
): Promise<Buffer> {
  const { language, country } = context;
  const labels = CENTRAL_BANK_RATE_LABELS[language];
  const title = interpolate(labels.title, { portal: portalNameIn(language, country), table: labels.table });
  const published = context.publications;
  return pdfBytes(title, (document) =>
    writeTablePdf(document, {
      direction: language === 'ar' ? 'rtl' : 'ltr',
      country,
      title,
      details: [
        ...(published.length > 0
          ? published.map(({ source, rateDate }) =>
              interpolate(labels.publishedOn, { source, date: formatDate(rateDate, language) }),
            )
          : [labels.noRates]),
        interpolate(labels.printedOn, {
          date: formatDate(context.printed, language, { withTime: true, timeZone: context.timeZone }),
        }),
      ],
      columns: [
        { header: labels.currencyCode, weight: 1 },
        { header: labels.currencyName, weight: 3 },
        { header: labels.units, weight: 0.7, numeric: true },
        { header: labels.buyingRate, weight: 1.3, numeric: true },
        { header: labels.sellingRate, weight: 1.3, numeric: true },
        { header: labels.midRate, weight: 1.3, numeric: true },
        { header: labels.quoteCurrency, weight: 1 },
        ...(published.length > 1 ? [{ header: labels.source, weight: 2 }] : []),
      ],
      rows: rates.map((rate) => ({
        cells: [
          rate.currencyCode,
          currencyNameIn(language, rate),
          formatCount(rate.units, language),
          formatRate(rate.buyingRate, language),
          formatRate(rate.sellingRate, language),
          formatRate(rate.midRate, language),
          rate.quoteCurrencyCode,
          ...(published.length > 1 ? [rate.source] : []),
        ],
      })),
      pageNumber: (page, pages) => interpolate(labels.page, { page, pages }),
    }),
  );
}
