import { UnstyledButton } from '@mantine/core';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { formatRate, type CentralBankRate, type CentralBankRateSort } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { SortedTable } from '../../tables/SortedTable';

const columns = createColumnHelper<CentralBankRate>();

/** Figures line up on their end edge (the right in English, the left in Arabic), as in a ledger. */
const NUMBER_STYLE = { display: 'block', width: '100%', textAlign: 'end' } as const;

/**
 * A number cell: the block takes the end edge of the row's direction; the digits inside keep their own
 * left-to-right order (code-text), which would otherwise make "end" the right edge in Arabic too.
 */
function NumberCell({ value }: { value: string }) {
  return (
    <span style={NUMBER_STYLE}>
      <span className="code-text">{value}</span>
    </span>
  );
}

/**
 * The central banks' rates of a day (§7): code, name in the interface language, the units the rates are
 * for, buying, selling and mid rates as published, the currency they are counted in, and the bank when there
 * are several. Sorting is the
 * service's.
 */
export function CentralBankRatesTable({
  rates,
  withSource,
  sort,
  order,
  onSort,
}: {
  rates: readonly CentralBankRate[];
  /** Several banks answered: each row says whose rate it is. */
  withSource: boolean;
  sort: CentralBankRateSort;
  order: 'asc' | 'desc';
  onSort: (sort: CentralBankRateSort) => void;
}) {
  const { t } = useTranslation();
  const sortable = (label: string, key: CentralBankRateSort, numeric = false) => (
    <UnstyledButton onClick={() => onSort(key)} fw={700} fz="sm" style={numeric ? NUMBER_STYLE : undefined}>
      {label} {sort === key ? (order === 'asc' ? '▲' : '▼') : ''}
    </UnstyledButton>
  );
  // Built on every render, not memoised: the header buttons call this render's onSort, whose URL is current.
  const definitions = [
    columns.accessor('currencyCode', {
      header: () => sortable(t('centralBankRates.columns.code'), 'currencyCode'),
      cell: (info) => <span className="code-text">{info.getValue()}</span>,
    }),
    columns.accessor('currencyName', {
      header: () => sortable(t('centralBankRates.columns.name'), 'currencyName'),
    }),
    columns.accessor('units', {
      header: () => <span style={NUMBER_STYLE}>{t('centralBankRates.columns.units')}</span>,
      cell: (info) => <NumberCell value={String(info.getValue())} />,
    }),
    columns.accessor('buyingRate', {
      header: () => sortable(t('centralBankRates.columns.buying'), 'buyingRate', true),
      cell: (info) => <NumberCell value={formatRate(info.getValue())} />,
    }),
    columns.accessor('sellingRate', {
      header: () => sortable(t('centralBankRates.columns.selling'), 'sellingRate', true),
      cell: (info) => <NumberCell value={formatRate(info.getValue())} />,
    }),
    columns.accessor('midRate', {
      header: () => sortable(t('centralBankRates.columns.mid'), 'midRate', true),
      cell: (info) => <NumberCell value={formatRate(info.getValue())} />,
    }),
    columns.accessor('quoteCurrencyCode', {
      header: () => t('centralBankRates.columns.quoteCurrency'),
      cell: (info) => <span className="code-text">{info.getValue()}</span>,
    }),
    ...(withSource
      ? [
          columns.accessor('source', {
            header: () => t('centralBankRates.columns.source'),
          }),
        ]
      : []),
  ];
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rates as CentralBankRate[],
    columns: definitions,
    getCoreRowModel: getCoreRowModel(),
    // Two sources may quote the same currency: the row is the pair and its publisher.
    getRowId: (rate) => `${rate.source} ${rate.currencyCode}/${rate.quoteCurrencyCode}`,
  });
  const ariaSort = (id: string): 'ascending' | 'descending' | undefined =>
    id === sort ? (order === 'asc' ? 'ascending' : 'descending') : undefined;
  return <SortedTable table={table} minWidth={720} ariaSort={ariaSort} />;
}
