import {
  decimalFromText,
  dottedTariffCode,
  formatDate,
  type Language,
  type TariffChangedLine,
} from '@tsw/domain';
import type { TFunction } from 'i18next';
import type { ExportCell, ExportTable } from '../../documents/tableExport';
import type { TablePdfContent } from '../../documents/tablePdfDocument';
import type { TariffChangesAnswer } from './tariffChangesApi';
import { tariffChangedLineText, tariffChangeRateText, tariffChangesScopeText } from './tariffChangesText';

type TariffChangeKind = 'started' | 'ended' | 'description' | 'rate';

/** One row of an export: a change of one line, in one tax column where it is a rate's. */
interface TariffChangeRow {
  readonly kind: TariffChangeKind;
  readonly code: string;
  readonly description: string;
  readonly tax: string;
  /** Rates (`rates: true`) as the tariff keeps them, or texts; null where there was none. */
  readonly before: string | null;
  readonly after: string | null;
  readonly rates: boolean;
}

/** A started or ended line: one row per rate it has, or one row where it has none. */
function lineRows(kind: 'started' | 'ended', line: TariffChangedLine, language: Language): TariffChangeRow[] {
  const description = tariffChangedLineText(line, language).text;
  const base = { kind, code: line.code, description, rates: true };
  if (line.taxCodes.length === 0) return [{ ...base, tax: '', before: null, after: null }];
  return line.taxCodes.map((rate) => ({
    ...base,
    tax: rate.name,
    before: kind === 'ended' ? rate.value : null,
    after: kind === 'started' ? rate.value : null,
  }));
}

/**
 * Every change as a row, in the screen's order: lines started, ended, descriptions changed (the Bengali
 * texts on a Bengali export where the line has them), then rates changed, each in code order.
 */
function tariffChangeRows(answer: TariffChangesAnswer, language: Language): TariffChangeRow[] {
  const inBengali = language === 'bn';
  return [
    ...answer.started.flatMap((line) => lineRows('started', line, language)),
    ...answer.ended.flatMap((line) => lineRows('ended', line, language)),
    ...answer.descriptions.map((change): TariffChangeRow => {
      const translated = inBengali && change.translatedBefore !== null && change.translatedAfter !== null;
      return {
        kind: 'description',
        code: change.code,
        description: '',
        tax: '',
        before: translated ? change.translatedBefore : change.before,
        after: translated ? change.translatedAfter : change.after,
        rates: false,
      };
    }),
    ...answer.rates.map((change): TariffChangeRow => ({ kind: 'rate', ...change, rates: true })),
  ];
}

/** The columns of every export, and how wide the PDF prints each against the others. */
function columnsOf(t: TFunction) {
  return [
    { header: t('tariffChanges.columns.change'), weight: 1.4, sheet: 20 },
    { header: t('tariff.columns.code'), weight: 1.3, sheet: 14 },
    { header: t('tariff.columns.description'), weight: 4, sheet: 50 },
    { header: t('tariffChanges.columns.tax'), weight: 0.7, sheet: 8 },
    { header: t('tariffChanges.columns.before'), weight: 2, sheet: 24 },
    { header: t('tariffChanges.columns.after'), weight: 2, sheet: 24 },
  ];
}

/** A rate as a number for a spreadsheet (its figures add up and sort); a text stays a text. */
function sheetCell(value: string | null, rates: boolean): ExportCell {
  if (value === null) return null;
  return rates && decimalFromText(value) ? Number(value) : value;
}

/** The changes as the CSV and XLSX exports write them: one row per change, rates as numbers. */
export function tariffChangesExportTable(
  t: TFunction,
  answer: TariffChangesAnswer,
  language: Language,
): ExportTable {
  const columns = columnsOf(t).map(({ header, sheet }, index) => ({
    header,
    width: sheet,
    ...(index >= 4 ? { kind: 'number' as const, decimals: 2 } : { kind: 'text' as const }),
  }));
  return {
    columns,
    rows: tariffChangeRows(answer, language).map((row) => [
      t(`tariffChanges.kinds.${row.kind}`),
      row.code,
      row.description,
      row.tax,
      sheetCell(row.before, row.rates),
      sheetCell(row.after, row.rates),
    ]),
  };
}

/**
 * What the PDF prints: the dates and the scope above the table, codes dotted, rates as the screen shows them.
 */
export function tariffChangesPdfContent(
  t: TFunction,
  answer: TariffChangesAnswer,
  language: Language,
): TablePdfContent {
  // Only a rate change says "none" of a side without a rate: a started line had no "before" at all.
  const shown = (row: TariffChangeRow, value: string | null) =>
    value === null
      ? row.kind === 'rate'
        ? tariffChangeRateText(t, null, language)
        : ''
      : row.rates
        ? tariffChangeRateText(t, value, language)
        : value;
  return {
    details: [
      t('tariffChanges.export.dates', {
        from: formatDate(answer.from, language),
        to: formatDate(answer.to, language),
      }),
      t('tariffChanges.export.scope', { scope: tariffChangesScopeText(t, answer) }),
    ],
    // Before and after hold a description's texts too: they read from the line's start, not aligned as figures.
    columns: columnsOf(t).map(({ header, weight }) => ({ header, weight })),
    rows: tariffChangeRows(answer, language).map((row) => ({
      cells: [
        t(`tariffChanges.kinds.${row.kind}`),
        dottedTariffCode(row.code),
        row.description,
        row.tax,
        shown(row, row.before),
        shown(row, row.after),
      ],
    })),
  };
}
