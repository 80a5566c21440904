import { Anchor, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { dottedTariffCode, formatAmount } from '@tsw/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SortedTable } from '../../tables/SortedTable';
import type { TariffSearchAnswer, TariffSort } from './tariffSearchApi';
import { TranslatedDescription } from './TranslatedDescription';

type TariffLine = TariffSearchAnswer['lines'][number];

const columns = createColumnHelper<TariffLine>();

/**
 * The result table of §1/§3: HS code, description, unit, then the tax columns in order (CD, SD, VAT, AIT,
 * AT, EXD, RD, TTI…). Sorting and paging are the server's; the headers that sort say so (aria-sort).
 */
export function TariffResultsTable({
  lines,
  sort,
  order,
  onSort,
  lineHref,
}: {
  lines: TariffSearchAnswer['lines'];
  sort: TariffSort;
  order: 'asc' | 'desc';
  onSort: (sort: TariffSort) => void;
  /** Where a line's code leads: its own page. */
  lineHref: (code: string) => string;
}) {
  const { t } = useTranslation();
  const taxNames = useMemo(
    () => [...new Set(lines.flatMap((line) => line.taxCodes.map((tax) => tax.name)))],
    [lines],
  );
  const sortable = (label: string, key: TariffSort) => {
    const active = sort === key;
    return (
      <UnstyledButton onClick={() => onSort(key)} fw={700} fz="sm">
        {label} {active ? (order === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    );
  };
  const definitions = useMemo(
    () => [
      columns.accessor('code', {
        id: 'code',
        header: () => sortable(t('tariff.columns.code'), 'code'),
        cell: (info) => (
          <Anchor component={Link} to={lineHref(info.getValue())} c="portal.8" fw={600}>
            <span className="code-text">{dottedTariffCode(info.getValue())}</span>
          </Anchor>
        ),
      }),
      columns.accessor('description', {
        id: 'description',
        header: () => sortable(t('tariff.columns.description'), 'description'),
        cell: (info) => (
          <>
            {info.getValue()}
            <TranslatedDescription translated={info.row.original.descriptionTranslated} />
          </>
        ),
      }),
      columns.accessor((line) => line.supplementaryUnitCode ?? '', {
        id: 'unit',
        header: () => t('tariff.columns.unit'),
      }),
      ...taxNames.map((name) =>
        columns.accessor((line) => line.taxCodes.find((tax) => tax.name === name)?.value ?? null, {
          id: `tax-${name}`,
          header: () => (name === 'TTI' ? sortable(name, 'tti') : name),
          cell: (info) => <span className="code-text">{formatAmount(info.getValue())}</span>,
        }),
      ),
    ],
    // The header buttons read the current sort; rebuilding the columns with it is cheap.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [taxNames, sort, order, t],
  );
  // The portal does not run the React Compiler; TanStack Table (the architecture's table) is fine without it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: lines as TariffLine[],
    columns: definitions,
    getCoreRowModel: getCoreRowModel(),
  });
  const ariaSort = (id: string): 'ascending' | 'descending' | undefined => {
    const key = id === 'tax-TTI' ? 'tti' : id;
    if (key !== sort) return undefined;
    return order === 'asc' ? 'ascending' : 'descending';
  };
  return <SortedTable table={table} minWidth={900} ariaSort={ariaSort} />;
}
