import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, ExportButtons } from './ExportButtons';
import { useTableExport, type TableExportSource } from './useTableExport';

/** "Export CSV", "Export XLSX", "Export PDF" of a list, each made in the browser from the whole list. */
export function TableExportButtons(source: TableExportSource) {
  const { t } = useTranslation();
  const { busy, start } = useTableExport(source);
  return (
    <ExportButtons
      formats={EXPORT_FORMATS}
      label={(format) => t(`export.${format}`)}
      busy={busy}
      onExport={start}
    />
  );
}
