import {
  csvSafeText,
  csvText,
  formatDate,
  writeTablePdf,
  type Language,
  type ManifestRecord,
  type PortalCountry,
} from '@tsw/domain';
import { pdfBytes } from '../documents/pdfDocument.js';
import { interpolate } from '../identity/pages/identityMessages.js';
import { portalNameIn } from '../identity/pages/identityPage.js';
import { MANIFEST_PRINT_LABELS, type ManifestPrintLabels } from './manifestPrintLabels.js';

/** The page of the match printed: its rows, where it starts, and how many match in all. */
export interface ManifestPrintPage {
  readonly manifests: readonly ManifestRecord[];
  readonly offset: number;
  readonly totalCount: number;
}

/** The §3 columns, in the screen's order: each a header and the text of a manifest's cell. */
function printColumns(labels: ManifestPrintLabels, language: Language) {
  const date = (value: string | null) => formatDate(value, language);
  return [
    { header: labels.voyageNumber, weight: 1.2, cell: (m: ManifestRecord) => m.voyageNumber },
    { header: labels.customsOffice, weight: 0.8, cell: (m: ManifestRecord) => m.customsOfficeCode },
    { header: labels.placeOfDeparture, weight: 1, cell: (m: ManifestRecord) => m.placeOfDeparture },
    { header: labels.placeOfDestination, weight: 1, cell: (m: ManifestRecord) => m.placeOfDestination },
    { header: labels.departureDate, weight: 1, cell: (m: ManifestRecord) => date(m.departureDate) },
    {
      header: labels.expectedArrivalDate,
      weight: 1,
      cell: (m: ManifestRecord) => date(m.expectedArrivalDate),
    },
    {
      header: labels.registrationNumber,
      weight: 1,
      numeric: true,
      cell: (m: ManifestRecord) => String(m.registrationNumber),
    },
    { header: labels.registrationDate, weight: 1, cell: (m: ManifestRecord) => date(m.registrationDate) },
    { header: labels.rotationNumber, weight: 1, cell: (m: ManifestRecord) => m.rotationNumber ?? '' },
    { header: labels.transportName, weight: 1.6, cell: (m: ManifestRecord) => m.transportName },
  ];
}

/**
 * The CSV and XLSX columns: dates as YYYY-MM-DD and numbers as numbers, for a spreadsheet to sort; the
 * headers in the reader's language.
 */
function dataColumns(labels: ManifestPrintLabels) {
  return [
    { header: labels.voyageNumber, value: (m: ManifestRecord) => m.voyageNumber },
    { header: labels.customsOffice, value: (m: ManifestRecord) => m.customsOfficeCode },
    { header: labels.placeOfDeparture, value: (m: ManifestRecord) => m.placeOfDeparture },
    { header: labels.placeOfDestination, value: (m: ManifestRecord) => m.placeOfDestination },
    { header: labels.departureDate, value: (m: ManifestRecord) => m.departureDate },
    { header: labels.expectedArrivalDate, value: (m: ManifestRecord) => m.expectedArrivalDate },
    { header: labels.registrationNumber, value: (m: ManifestRecord) => m.registrationNumber },
    { header: labels.registrationDate, value: (m: ManifestRecord) => m.registrationDate },
    { header: labels.rotationNumber, value: (m: ManifestRecord) => m.rotationNumber },
    { header: labels.transportName, value: (m: ManifestRecord) => m.transportName },
  ];
}

export function manifestsCsv(page: ManifestPrintPage, language: Language): string {
  const columns = dataColumns(MANIFEST_PRINT_LABELS[language]);
  return csvText([
    columns.map((column) => column.header),
    ...page.manifests.map((manifest) =>
      columns.map((column) => {
        const value = column.value(manifest);
        return value === null ? null : String(value);
      }),
    ),
  ]);
}

export async function manifestsXlsx(page: ManifestPrintPage, language: Language): Promise<Buffer> {
  const labels = MANIFEST_PRINT_LABELS[language];
  const columns = dataColumns(labels);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(labels.table, {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: language === 'ar' }],
  });
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  for (const manifest of page.manifests) {
    sheet.addRow(
      columns.map((column) => {
        const value = column.value(manifest);
        // Text a spreadsheet would run as a formula stays text, as in the CSV.
        return typeof value === 'string' ? csvSafeText(value) : value;
      }),
    );
  }
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function manifestsPdf(
  page: ManifestPrintPage,
  context: { language: Language; country: PortalCountry; printed: Date; timeZone: string },
): Promise<Buffer> {
  const { language, country } = context;
  const labels = MANIFEST_PRINT_LABELS[language];
  const title = interpolate(labels.title, { portal: portalNameIn(language, country), table: labels.table });
  const columns = printColumns(labels, language);
  const rows =
    page.manifests.length === 0
      ? labels.none
      : interpolate(labels.rows, {
          first: page.offset + 1,
          last: page.offset + page.manifests.length,
          total: page.totalCount,
        });
  return pdfBytes(title, (document) =>
    writeTablePdf(document, {
      direction: language === 'ar' ? 'rtl' : 'ltr',
      country,
      title,
      details: [
        rows,
        ...(page.manifests.some((manifest) => manifest.sample) ? [labels.sample] : []),
        interpolate(labels.printedOn, {
          date: formatDate(context.printed, language, { withTime: true, timeZone: context.timeZone }),
        }),
      ],
      columns: columns.map(({ header, weight, numeric }) => ({
        header,
        weight,
        ...(numeric ? { numeric } : {}),
      })),
      rows: page.manifests.map((manifest) => ({ cells: columns.map((column) => column.cell(manifest)) })),
      pageNumber: (pageNumber, pages) => interpolate(labels.page, { page: pageNumber, pages }),
    }),
  );
}
