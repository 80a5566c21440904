import { createColumnHelper } from '@tanstack/react-table';
import {
  formatCount,
  formatRate,
  type CentralBankRate,
  type CentralBankRateSort,
  type Language,
} from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { SortedTable } from '../../tables/SortedTable';
import type { TableSort } from '../../tables/tableSort';
import { useSortedTable } from '../../tables/useSortedTable';

const columns = createColumnHelper<CentralBankRate>();

/** Figures line up on their end edge (the right in English, the left in Arabic), as in a ledger. */
const NUMBER_STYLE = { display: 'block', width: '100%', textAlign: 'end' } as const;
/** A column of figures: its header keeps to the same edge; in a card, figures share lines. */
const FIGURES = { align: 'end', card: 'figure' } as const;
/** The rates a bank publishes, in this order: each a column of figures the service sorts by. */
const RATE_COLUMNS = [
  ['buyingRate', 'buying'],
  ['sellingRate', 'selling'],
  ['midRate', 'mid'],
] as const;

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
 * The central banks' rates of a day: code, name in the interface language, the units the rates are
 * for, buying, selling and mid rates as published, the currency they are counted in, and the bank when there
 * are several. Sorting is the
 * service's.
 */
export function CentralBankRatesTable({
  rates,
  language,
  withSource,
  sort,
}: {
  rates: readonly CentralBankRate[];
  language: Language;
  /** Several banks answered: each row says whose rate it is. */
  withSource: boolean;
  sort: TableSort<CentralBankRateSort>;
}) {
  const { t } = useTranslation();
  const definitions = [
    columns.accessor('currencyCode', {
      header: () => t('centralBankRates.columns.code'),
      cell: (info) => <span className="code-text">{info.getValue()}</span>,
      enableSorting: true,
      meta: { card: 'title' },
    }),
    columns.accessor('currencyName', {
      header: () => t('centralBankRates.columns.name'),
      enableSorting: true,
      meta: { card: 'text' },
    }),
    columns.accessor('units', {
      header: () => t('centralBankRates.columns.units'),
      cell: (info) => <NumberCell value={formatCount(info.getValue(), language)} />,
      meta: FIGURES,
    }),
    ...RATE_COLUMNS.map(([key, label]) =>
      columns.accessor(key, {
        header: () => t(`centralBankRates.columns.${label}`),
        cell: (info) => <NumberCell value={formatRate(info.getValue(), language)} />,
        enableSorting: true,
        meta: FIGURES,
      }),
    ),
    columns.accessor('quoteCurrencyCode', {
      header: () => t('centralBankRates.columns.quoteCurrency'),
      cell: (info) => <span className="code-text">{info.getValue()}</span>,
      meta: { card: 'figure' },
    }),
    ...(withSource
      ? [
          columns.accessor('source', {
            header: () => t('centralBankRates.columns.source'),
          }),
        ]
      : []),
  ];
  const table = useSortedTable({
    data: rates,
    columns: definitions,
    sort,
    // Two sources may quote the same currency: the row is the pair and its publisher.
    getRowId: (rate) => `${rate.source} ${rate.currencyCode}/${rate.quoteCurrencyCode}`,
  });
  return <SortedTable table={table} minWidth={720} />;
}
