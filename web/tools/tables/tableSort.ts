export type SortOrder = 'asc' | 'desc';

/** The order a table's rows come in: the column they are sorted by and which way. */
export interface TableOrder<Sort extends string> {
  readonly by: Sort;
  readonly order: SortOrder;
}

/** A table's order and the way to change it, wherever it is kept (the URL, or the page's own state). */
export interface TableSort<Sort extends string> extends TableOrder<Sort> {
  sortBy(order: TableOrder<Sort>): void;
}

/** The order a query string asks for (`sort`, `order`), anything not understood replaced by the default. */
export function tableOrderOf<Sort extends string>(
  searchParams: URLSearchParams,
  sorts: readonly Sort[],
  defaultSort: Sort,
): TableOrder<Sort> {
  const requested = searchParams.get('sort') ?? '';
  return {
    by: (sorts as readonly string[]).includes(requested) ? (requested as Sort) : defaultSort,
    order: searchParams.get('order') === 'desc' ? 'desc' : 'asc',
  };
}
