import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { dottedTariffCode, formatAmount, linesHaveUnits, taxRateOf, type Language } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { SortedTable } from '../../tables/SortedTable';
import type { TableSort } from '../../tables/tableSort';
import { useSortedTable } from '../../tables/useSortedTable';
import type { TariffSearchAnswer, TariffSort } from './tariffSearchApi';
import { TariffLineTexts } from '../../tariffTexts/TariffLineTexts';
import { TariffMatchNote } from './TariffMatchNote';

type TariffLine = TariffSearchAnswer['lines'][number];

const columns = createColumnHelper<TariffLine>();

/**
 * The tariff search's results: HS code, description (with its HS 2022 text), unit where a line has one,
 * then the tax columns in order (CD, SD, VAT, AIT, AT, EXD, RD, TTI…). Sorting and paging are the
 * server's; the headers that sort say so (aria-sort). On a phone or a tablet each line is a card: its code,
 * its description, then its unit and taxes side by side.
 */
export function TariffResultsTable({
  lines,
  language,
  sort,
  lineHref,
}: {
  lines: TariffSearchAnswer['lines'];
  language: Language;
  sort: TableSort<TariffSort>;
  /** Where a line's code leads: its own page. */
  lineHref: (code: string) => string;
}) {
  const { t } = useTranslation();
  const taxNames = [...new Set(lines.flatMap((line) => line.taxCodes.map((tax) => tax.name)))];
  const definitions = [
    columns.accessor('code', {
      id: 'code',
      header: () => t('tariff.columns.code'),
      cell: (info) => (
        <Anchor
          component={Link}
          to={
            // A subheading the schedule lacks has no line page: its heading's page lists it, with its neighbours.
            info.row.original.notInSchedule
              ? paths.tariffHeading.build(language, info.getValue().slice(0, 4))
              : lineHref(info.getValue())
          }
          c="portal.8"
          fw={600}
        >
          <span className="code-text">{dottedTariffCode(info.getValue())}</span>
        </Anchor>
      ),
      enableSorting: true,
      meta: { card: 'title' },
    }),
    columns.accessor('description', {
      id: 'description',
      header: () => t('tariff.columns.description'),
      cell: (info) => (
        <>
          <TariffLineTexts line={info.row.original} />
          <TariffMatchNote matched={info.row.original.matched} />
        </>
      ),
      enableSorting: true,
      meta: { card: 'text' },
    }),
    // No line of the shipped tariff has a unit: a column empty on every line is left out.
    ...(linesHaveUnits(lines)
      ? [
          columns.accessor((line) => line.supplementaryUnitCode ?? '', {
            id: 'unit',
            header: () => t('tariff.columns.unit'),
            meta: { card: 'figure' },
          }),
        ]
      : []),
    ...taxNames.map((name) =>
      columns.accessor((line) => taxRateOf(line, name) ?? null, {
        // The total (TTI) is the one the search sorts by: its column is named as that sort.
        id: name === 'TTI' ? 'tti' : `tax-${name}`,
        header: () => name,
        cell: (info) => <span className="code-text">{formatAmount(info.getValue(), language)}</span>,
        enableSorting: name === 'TTI',
        meta: { card: 'figure' },
      }),
    ),
  ];
  const table = useSortedTable({ data: lines, columns: definitions, sort });
  // Rates are short: four to a line on a phone, a line's eight on a tablet.
  return <SortedTable table={table} minWidth={900} figureWidth="4.5rem" />;
}
