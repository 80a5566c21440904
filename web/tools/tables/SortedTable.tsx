import { Table, UnstyledButton } from '@mantine/core';
import {
  flexRender,
  type Header,
  type RowData,
  type SortDirection,
  type Table as TableModel,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { CardTable } from './CardTable';

declare module '@tanstack/react-table' {
  // The declarations merge only with TanStack's own type parameters, which this one does not use.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Figures: the header keeps to the end edge of the column, as a ledger's figures do. */
    readonly align?: 'end';
    /**
     * The column's place in a row's card, on a narrow screen: the card's `title`, a `text` that needs no
     * label (a description), or a `figure` that shares a line with the others; else a line of its own
     * under its label.
     */
    readonly card?: 'title' | 'text' | 'figure';
  }
}

const SORT_ARROWS: Readonly<Record<SortDirection, string>> = { asc: '▲', desc: '▼' };
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column's header as text, for the label its cells show in a card (headers are texts here). */
function headerText<Row>(header: Header<Row, unknown>): string | undefined {
  const definition = header.column.columnDef.header;
  const text = typeof definition === 'function' ? definition(header.getContext()) : definition;
  return typeof text === 'string' ? text : undefined;
}

/**
 * A TanStack table drawn with Mantine: sticky header, striped rows, one card per row where its box is
 * narrower than `minWidth` (`CardTable`). A sortable column's header is a button with an arrow on the
 * sorted one, which says its order to screen readers too (aria-sort); in cards, those buttons make the
 * row that sorts them. The rows come sorted (see `useSortedTable`).
 */
export function SortedTable<Row>({
  table,
  minWidth,
  figureWidth,
}: {
  table: TableModel<Row>;
  minWidth: number;
  /** The least width of a figure's column in a card (CardTable's). */
  figureWidth?: string;
}) {
  const { t } = useTranslation();
  const labels = new Map(table.getFlatHeaders().map((header) => [header.column.id, headerText(header)]));
  const sorts = table.getAllLeafColumns().some((column) => column.getCanSort());
  return (
    <CardTable minWidth={minWidth} figureWidth={figureWidth}>
      <Table striped highlightOnHover withTableBorder stickyHeader>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id} data-sort-label={sorts ? t('tableSort.sortBy') : undefined}>
              {group.headers.map((header) => {
                const { column } = header;
                const sorted = column.getIsSorted();
                const label = flexRender(column.columnDef.header, header.getContext());
                return (
                  <Table.Th
                    key={header.id}
                    aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                    scope="col"
                    ta={column.columnDef.meta?.align}
                    data-sortable={column.getCanSort() || undefined}
                  >
                    {column.getCanSort() ? (
                      <UnstyledButton onClick={column.getToggleSortingHandler()} fw={700} fz="sm">
                        {label} {sorted ? SORT_ARROWS[sorted] : ''}
                      </UnstyledButton>
                    ) : (
                      label
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <Table.Td
                  key={cell.id}
                  data-label={labels.get(cell.column.id)}
                  data-card={cell.column.columnDef.meta?.card}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </CardTable>
  );
}
