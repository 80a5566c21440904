import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePortalConfig } from '../api/usePortalConfig';
import { languageOfPath } from '../../shared/i18n/languagePath';
import { showErrorToast } from '../messages/errorToast';
import type { ExportFormat } from './ExportButtons';
import { downloadBlob, tableCsv, tableXlsx, type ExportTable } from './tableExport';
import { tablePdf } from './tablePdf';
import { tablePdfDocument, type TablePdfContent } from './tablePdfDocument';

/** A list's whole content, as its exports write it: the table (CSV, XLSX) and what its PDF prints. */
export interface TableExportContent {
  readonly table: ExportTable;
  readonly pdf: TablePdfContent;
}

/** What a list says of its export; the rest is the same for every list. */
export interface TableExportSource {
  /** The file's name before its extension: `customs-exchange-rates` gives customs-exchange-rates.csv. */
  readonly fileName: string;
  /** The table's name: the spreadsheet's sheet, and the PDF's title after the portal's name. */
  readonly title: string;
  /** The whole list, not only the page shown, fetched when an export is asked for. */
  content(): Promise<TableExportContent>;
}

/**
 * The export of a list made in the browser: the format asked for is made from the whole list and saved;
 * `busy` is the format being made. A failure says "Something went wrong" in the error toast, and leaves
 * its cause in the console for whoever investigates.
 */
export function useTableExport(source: TableExportSource): {
  busy: ExportFormat | null;
  start: (format: ExportFormat) => void;
} {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const { country } = usePortalConfig();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const blobOf = async (format: ExportFormat, content: TableExportContent): Promise<Blob> => {
    if (format === 'csv') return tableCsv(content.table);
    if (format === 'xlsx') return tableXlsx(content.table, source.title, language);
    const frame = { language, country, table: source.title, printed: new Date() };
    return tablePdf(tablePdfDocument(t, content.pdf, frame));
  };
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const blob = await blobOf(format, await source.content());
      downloadBlob(blob, `${source.fileName}.${format}`);
    } catch (error) {
      console.error(error);
      showErrorToast(t, { description: t('messages.somethingWentWrong') });
    } finally {
      setBusy(null);
    }
  };
  return { busy, start: (format) => void run(format) };
}
