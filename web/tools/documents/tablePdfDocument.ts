import { formatDate, type Language, type PdfTableDocument, type PortalCountry } from '@tsw/domain';
import type { TFunction } from 'i18next';
import { LANGUAGES } from '../../shared/i18n/languages';

/** What a list prints of itself: the lines above its table, its columns and its rows as printed. */
export type TablePdfContent = Pick<PdfTableDocument, 'details' | 'columns' | 'rows'>;

/**
 * A list's table as every exported PDF frames it: titled "{country} Single Window {table}", the list's own
 * lines then the print date above the table, numbered pages, set in the reader's direction.
 */
export function tablePdfDocument(
  t: TFunction,
  content: TablePdfContent,
  frame: { language: Language; country: PortalCountry; table: string; printed: Date },
): PdfTableDocument {
  return {
    direction: LANGUAGES[frame.language].direction,
    country: frame.country,
    title: t('export.pdfTitle', {
      portal: t('portal.name', { country: t(`country.${frame.country}`) }),
      table: frame.table,
    }),
    details: [
      ...content.details,
      t('export.printedOn', { date: formatDate(frame.printed, frame.language, { withTime: true }) }),
    ],
    columns: content.columns,
    rows: content.rows,
    pageNumber: (page, pages) => t('export.page', { page, pages }),
  };
}
