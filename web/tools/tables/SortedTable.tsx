import { Table, UnstyledButton } from '@mantine/core';
import {
  flexRender,
  type RowData,
  type SortDirection,
  type Table as TableModel,
} from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // The declarations merge only with TanStack's own type parameters, which this one does not use.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Figures: the header keeps to the end edge of the column, as a ledger's figures do. */
    readonly align?: 'end';
  }
}

const SORT_ARROWS: Readonly<Record<SortDirection, string>> = { asc: '▲', desc: '▼' };
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A TanStack table drawn with Mantine: sticky header, striped rows, horizontal scroll below `minWidth`.
 * A sortable column's header is a button with an arrow on the sorted one, which says its order to screen
 * readers too (aria-sort); the rows come sorted (see `useSortedTable`).
 */
export function SortedTable<Row>({ table, minWidth }: { table: TableModel<Row>; minWidth: number }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover withTableBorder stickyHeader>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
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
                <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
