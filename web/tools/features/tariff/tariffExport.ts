import {
  dottedTariffCode,
  formatAmount,
  formatDate,
  hsDescriptionIn,
  linesHaveUnits,
  taxColumnsOf,
  type Language,
  taxRateOf,
} from '@tsw/domain';
import type { TFunction } from 'i18next';
import type { ExportColumn, ExportTable } from '../../documents/tableExport';
import type { TablePdfContent } from '../../documents/tablePdfDocument';
import type { TariffSearchAnswer } from './tariffSearchApi';

type TariffLine = TariffSearchAnswer['lines'][number];

interface TariffExportColumn {
  readonly column: ExportColumn;
  /** How wide the PDF prints it, against the others. */
  readonly pdfWeight: number;
  readonly value: (line: TariffLine) => string | number | null;
}

/**
 * The export columns: HS code, description, the HS 2022 text of the line's subheading (a national text cut
 * short keeps its meaning), the unit where a line has one, then the tax columns in order. In French and
 * Spanish, the subheading's text in that language comes first and the national English text once, its
 * header saying it is English (a cell of a sheet has no lang="en"): no line has a text of its own in them
 * (issue 49).
 */
function tariffExportColumns(
  t: TFunction,
  lines: readonly TariffLine[],
  language: Language,
): TariffExportColumn[] {
  const text = (
    header: string,
    widths: { pdf: number; sheet?: number },
    value: (line: TariffLine) => string,
  ): TariffExportColumn => ({
    column: { header, kind: 'text', ...(widths.sheet && { width: widths.sheet }) },
    pdfWeight: widths.pdf,
    value,
  });
  const texts =
    language === 'fr' || language === 'es'
      ? [
          text(t('tariff.columns.hsText'), { pdf: 4.5, sheet: 60 }, (line) =>
            describedLine(t, hsDescriptionIn(line, language) ?? line.hsDescription ?? line.description, line),
          ),
          // A gap of the schedule has no national text: its own is HS 2022's English.
          text(t('tariff.columns.nationalEnglish'), { pdf: 4, sheet: 50 }, (line) =>
            line.notInSchedule ? '' : line.description,
          ),
        ]
      : [
          text(t('tariff.columns.description'), { pdf: 4.5, sheet: 60 }, (line) =>
            describedLine(t, line.description, line),
          ),
          text(t('tariff.columns.hsText'), { pdf: 4, sheet: 50 }, (line) => line.hsDescription ?? ''),
        ];
  return [
    text(t('tariff.columns.code'), { pdf: 1.4, sheet: 14 }, (line) => line.code),
    ...texts,
    ...(linesHaveUnits(lines)
      ? [text(t('tariff.columns.unit'), { pdf: 0.8 }, (line) => line.supplementaryUnitCode ?? '')]
      : []),
    ...taxColumnsOf(lines).map((name): TariffExportColumn => ({
      column: { header: name, kind: 'number', decimals: 2 },
      pdfWeight: 0.8,
      value: (line) => {
        const value = taxRateOf(line, name);
        return value === undefined || value === '' ? null : Number(value);
      },
    })),
  ];
}

/** A line's description as exported: a subheading the schedule lacks says so, as its rates are empty. */
function describedLine(t: TFunction, description: string, line: TariffLine): string {
  return line.notInSchedule ? `${description} (${t('tariff.notInScheduleShort')})` : description;
}

/** The lines as the CSV and XLSX exports write them, in the screen's language. */
export function tariffExportTable(
  t: TFunction,
  lines: readonly TariffLine[],
  language: Language,
): ExportTable {
  const columns = tariffExportColumns(t, lines, language);
  return {
    columns: columns.map(({ column }) => column),
    rows: lines.map((line) => columns.map(({ value }) => value(line))),
  };
}

/**
 * What the PDF export prints of a search: what was searched and the date of validity above the table;
 * rates with two decimals; descriptions in Bengali for a Bengali reader where the data has them.
 */
export function tariffPdfContent(
  t: TFunction,
  lines: readonly TariffLine[],
  context: { language: Language; query: string; date: string },
): TablePdfContent {
  const columns = tariffExportColumns(t, lines, context.language);
  return {
    details: [
      t('tariff.export.searchedFor', { query: context.query }),
      t('tariff.export.inForceOn', { date: formatDate(context.date, context.language) }),
    ],
    columns: columns.map(({ column, pdfWeight }) => ({
      header: column.header,
      weight: pdfWeight,
      numeric: column.kind === 'number',
    })),
    rows: lines.map((line) => ({
      cells: columns.map(({ value }, index) => {
        if (index === 0) return dottedTariffCode(line.code);
        if (index === 1 && context.language === 'bn') {
          return describedLine(t, line.descriptionTranslated ?? line.description, line);
        }
        const cell = value(line);
        return typeof cell === 'number' ? formatAmount(String(cell), context.language) : (cell ?? '');
      }),
    })),
  };
}
