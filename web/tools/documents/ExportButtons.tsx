import { Button } from '@mantine/core';

/** The export formats of a list made in the browser, each from the whole list. */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * A list's export (or print) buttons, one a format. While one is being made, its button spins and the
 * others wait: a second click would make a second file.
 */
export function ExportButtons<Format extends string>({
  formats,
  label,
  busy = null,
  onExport,
}: {
  formats: readonly Format[];
  label: (format: Format) => string;
  busy?: Format | null;
  onExport: (format: Format) => void;
}) {
  return formats.map((format) => (
    <Button
      key={format}
      variant="default"
      size="compact-md"
      loading={busy === format}
      disabled={busy !== null && busy !== format}
      onClick={() => onExport(format)}
    >
      {label(format)}
    </Button>
  ));
}
