import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, ExportButtons, type ExportFormat } from './ExportButtons';
import { useTableExport, type TableExportSource } from './useTableExport';

/**
 * "Export CSV", "Export XLSX", "Export PDF" of a list, each made in the browser from the whole list; a
 * result that is no list (a tax simulation) may offer fewer.
 */
export function TableExportButtons({
  formats = EXPORT_FORMATS,
  ...source
}: TableExportSource & { formats?: readonly ExportFormat[] }) {
  const { t } = useTranslation();
  const { busy, start } = useTableExport(source);
  return (
    <ExportButtons formats={formats} label={(format) => t(`export.${format}`)} busy={busy} onExport={start} />
  );
}
