import { Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDate, formatRate } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/i18n/languages';
import { SortedTable } from '../../tables/SortedTable';
import type { TableSort } from '../../tables/tableSort';
import { useSortedTable } from '../../tables/useSortedTable';
import { currencyName } from '../../../shared/i18n/currencyNames';
import type { CustomsRate, CustomsRateSort } from './exchangeRatesApi';

const columns = createColumnHelper<CustomsRate>();

/** A difference with its sign, coloured: up, down, or unchanged. */
function DifferenceCell({ value, language }: { value: string | null | undefined; language: Language }) {
  if (value === null || value === undefined) return <Text span>-</Text>;
  const sign = value.startsWith('-') ? -1 : /[1-9]/.test(value) ? 1 : 0;
  const shown = formatRate(value, language);
  return (
    <Text span fz="sm" className="code-text" c={sign > 0 ? 'teal.9' : sign < 0 ? 'red.9' : undefined}>
      {sign > 0 ? `+${shown}` : shown}
    </Text>
  );
}

/** A date of validity in the screen's way of writing dates, its ISO form for machines; none is '-'. */
function DateCell({ value, language }: { value: string | null | undefined; language: Language }) {
  if (!value) return <span className="code-text">-</span>;
  return (
    <time dateTime={value} className="code-text">
      {formatDate(value, language)}
    </time>
  );
}

/**
 * The customs rates of a date: currency code, name in the interface language, rate (taka per unit),
 * valid from and to, and the day-on-day difference when asked for. The rows come in `sort`'s order (the
 * reference service's in the tool, the page's own on the information site).
 */
export function ExchangeRatesTable({
  rates,
  language,
  showDifference,
  sort,
}: {
  rates: readonly CustomsRate[];
  language: Language;
  showDifference: boolean;
  sort: TableSort<CustomsRateSort>;
}) {
  const { t } = useTranslation();
  const definitions = [
    columns.accessor('code', {
      header: () => t('exchangeRates.columns.code'),
      cell: (info) => <span className="code-text">{info.getValue()}</span>,
      enableSorting: true,
      meta: { card: 'title' },
    }),
    columns.accessor((rate) => currencyName(language, rate), {
      id: 'description',
      header: () => t('exchangeRates.columns.name'),
      enableSorting: true,
      meta: { card: 'text' },
    }),
    columns.accessor('rate', {
      header: () => t('exchangeRates.columns.rate'),
      cell: (info) => <span className="code-text">{formatRate(info.getValue(), language)}</span>,
      enableSorting: true,
      meta: { card: 'figure' },
    }),
    ...(showDifference
      ? [
          columns.accessor('difference', {
            header: () => t('exchangeRates.columns.difference'),
            cell: (info) => <DifferenceCell value={info.getValue()} language={language} />,
            meta: { card: 'figure' },
          }),
        ]
      : []),
    columns.accessor('validFromDate', {
      header: () => t('exchangeRates.columns.validFrom'),
      cell: (info) => <DateCell value={info.getValue()} language={language} />,
      meta: { card: 'figure' },
    }),
    columns.accessor('validToDate', {
      header: () => t('exchangeRates.columns.validTo'),
      cell: (info) => <DateCell value={info.getValue()} language={language} />,
      meta: { card: 'figure' },
    }),
  ];
  const table = useSortedTable({ data: rates, columns: definitions, sort });
  return <SortedTable table={table} minWidth={640} />;
}
