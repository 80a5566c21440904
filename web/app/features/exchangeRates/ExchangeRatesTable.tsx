import { Text, UnstyledButton } from '@mantine/core';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { formatRate } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { SortedTable } from '../../tables/SortedTable';
import { currencyName } from '../../i18n/currencyNames';
import type { CustomsRate, CustomsRateSort } from './exchangeRatesApi';

const columns = createColumnHelper<CustomsRate>();

/** A difference with its sign, coloured: up, down, or unchanged. */
function DifferenceCell({ value }: { value: string | null | undefined }) {
  if (value === null || value === undefined) return <Text span>-</Text>;
  const sign = value.startsWith('-') ? -1 : /[1-9]/.test(value) ? 1 : 0;
  const shown = formatRate(value);
  return (
    <Text span fz="sm" className="code-text" c={sign > 0 ? 'teal.9' : sign < 0 ? 'red.9' : undefined}>
      {sign > 0 ? `+${shown}` : shown}
    </Text>
  );
}

/**
 * The customs rates of a date (§3): currency code, name in the interface language, rate (taka per unit),
 * valid from and to, and the day-on-day difference when asked for. Sorting is the reference service's.
 */
export function ExchangeRatesTable({
  rates,
  language,
  showDifference,
  sort,
  order,
  onSort,
}: {
  rates: readonly CustomsRate[];
  language: Language;
  showDifference: boolean;
  sort: CustomsRateSort;
  order: 'asc' | 'desc';
  onSort: (sort: CustomsRateSort) => void;
}) {
  const { t } = useTranslation();
  const sortable = (label: string, key: CustomsRateSort) => (
    <UnstyledButton onClick={() => onSort(key)} fw={700} fz="sm">
      {label} {sort === key ? (order === 'asc' ? '▲' : '▼') : ''}
    </UnstyledButton>
  );
  // Built anew each render: the header buttons must call the current onSort, which carries the screen's
  // current choices (a memoised column kept an old one, and a sort dropped a date chosen since).
  const definitions = [
    columns.accessor('code', {
      header: () => sortable(t('exchangeRates.columns.code'), 'code'),
      cell: (info) => <span className="code-text">{info.getValue()}</span>,
    }),
    columns.accessor((rate) => currencyName(language, rate), {
      id: 'description',
      header: () => sortable(t('exchangeRates.columns.name'), 'description'),
    }),
    columns.accessor('rate', {
      header: () => sortable(t('exchangeRates.columns.rate'), 'rate'),
      cell: (info) => <span className="code-text">{formatRate(info.getValue())}</span>,
    }),
    ...(showDifference
      ? [
          columns.accessor('difference', {
            header: () => t('exchangeRates.columns.difference'),
            cell: (info) => <DifferenceCell value={info.getValue()} />,
          }),
        ]
      : []),
    columns.accessor('validFromDate', {
      header: () => t('exchangeRates.columns.validFrom'),
      cell: (info) => <span className="code-text">{info.getValue() ?? '-'}</span>,
    }),
    columns.accessor('validToDate', {
      header: () => t('exchangeRates.columns.validTo'),
      cell: (info) => <span className="code-text">{info.getValue() ?? '-'}</span>,
    }),
  ];
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rates as CustomsRate[],
    columns: definitions,
    getCoreRowModel: getCoreRowModel(),
  });
  const ariaSort = (id: string): 'ascending' | 'descending' | undefined =>
    id === sort ? (order === 'asc' ? 'ascending' : 'descending') : undefined;
  return <SortedTable table={table} minWidth={640} ariaSort={ariaSort} />;
}
