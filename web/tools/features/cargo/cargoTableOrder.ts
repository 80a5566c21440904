import type { TableSort } from '../../tables/tableSort';

/**
 * The cargo lists come in the service's own order (manifests by registration, newest first; vessels by
 * name): no column sorts, so this order is never changed.
 */
export function serviceOrder<Sort extends string>(by: Sort, order: 'asc' | 'desc'): TableSort<Sort> {
  return { by, order, sortBy: () => undefined };
}
