import { Table } from '@mantine/core';
import { flexRender, type Table as TableModel } from '@tanstack/react-table';

/**
 * A TanStack table drawn with Mantine: sticky header, striped rows, horizontal scroll below `minWidth`.
 * Sorting is the server's; `ariaSort` says which column it is and which way, for screen readers.
 */
export function SortedTable<Row>({
  table,
  minWidth,
  ariaSort,
}: {
  table: TableModel<Row>;
  minWidth: number;
  ariaSort: (columnId: string) => 'ascending' | 'descending' | undefined;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover withTableBorder stickyHeader>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id} aria-sort={ariaSort(header.column.id)} scope="col">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </Table.Th>
              ))}
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
