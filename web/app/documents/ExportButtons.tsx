import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The export formats of §9, each made in the browser from the whole result. */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** "Export CSV", "Export XLSX", "Export PDF". */
export function ExportButtons({ onExport }: { onExport: (format: ExportFormat) => void }) {
  const { t } = useTranslation();
  return EXPORT_FORMATS.map((format) => (
    <Button key={format} variant="default" size="compact-md" onClick={() => onExport(format)}>
      {t(`export.${format}`)}
    </Button>
  ));
}
