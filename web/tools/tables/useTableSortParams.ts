import { useSearchParams } from 'react-router';
import { useSyncSearchParams } from '../navigation/useSyncSearchParams';
import { tableOrderOf, type TableSort } from './tableSort';

/**
 * A list's order kept in its URL (`sort`, `order`): a bookmark or a shared link keeps it. A new order starts
 * the list again from its first page; ascending, the default, is left out of the URL.
 */
export function useTableSortParams<Sort extends string>(options: {
  readonly sorts: readonly Sort[];
  readonly defaultSort: Sort;
}): TableSort<Sort> {
  const [searchParams] = useSearchParams();
  const sync = useSyncSearchParams();
  return {
    ...tableOrderOf(searchParams, options.sorts, options.defaultSort),
    sortBy: ({ by, order }) => sync({ sort: by, order: order === 'desc' ? 'desc' : null, page: null }),
  };
}
