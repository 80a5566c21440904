import {
  functionalUpdate,
  getCoreRowModel,
  useReactTable,
  type SortingState,
  type Table,
  type TableOptions,
} from '@tanstack/react-table';
import type { TableSort } from './tableSort';

/**
 * A TanStack table whose rows come sorted (by the server, or by the page): TanStack's sorting state is
 * `sort`, and a click on a sortable header (a column with `enableSorting: true`) changes `sort`. A new
 * column sorts ascending first, then each click turns the order round; one column at a time.
 */
export function useSortedTable<Row, Sort extends string>({
  data,
  columns,
  sort,
  getRowId,
}: {
  data: readonly Row[];
  columns: TableOptions<Row>['columns'];
  sort: TableSort<Sort>;
  getRowId?: TableOptions<Row>['getRowId'];
}): Table<Row> {
  const sorting: SortingState = [{ id: sort.by, desc: sort.order === 'desc' }];
  // The portal does not run the React Compiler; TanStack Table (the architecture's table) is fine without it.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data: data as Row[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId,
    manualSorting: true,
    // A column sorts only when it says so: the server sorts by a few of them.
    defaultColumn: { enableSorting: false },
    enableMultiSort: false,
    enableSortingRemoval: false,
    // Else TanStack starts a column whose first value is not a string (a missing rate) descending.
    sortDescFirst: false,
    state: { sorting },
    onSortingChange: (change) => {
      const [next] = functionalUpdate(change, sorting);
      if (next) sort.sortBy({ by: next.id as Sort, order: next.desc ? 'desc' : 'asc' });
    },
  });
}
