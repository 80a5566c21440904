import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useSyncSearchParams } from '../navigation/useSyncSearchParams';
import { listPageOf, listPageSizeOrDefault, type ListPage } from './listPage';

/** The page of a list kept in its URL, and the ways to change it. */
export interface ListPageParams extends ListPage {
  setPage(page: number): void;
  /** Absent: the list has a fixed page size. */
  setSize?(size: number): void;
}

/**
 * A list's page (`page`) and page size (`size`, one the lists offer) kept in its URL, so that a link or a
 * reload shows the same rows; page 1 is left out of the URL. A new size starts again from the first page.
 * `fixedSize`: a list that offers no choice of size.
 */
export function useListPageParams(options: { readonly fixedSize?: number } = {}): ListPageParams {
  const [searchParams] = useSearchParams();
  const sync = useSyncSearchParams();
  const page = listPageOf(searchParams.get('page'));
  const setPage = useCallback((next: number) => sync({ page: next > 1 ? next : null }), [sync]);
  if (options.fixedSize !== undefined) return { page, size: options.fixedSize, setPage };
  return {
    page,
    size: listPageSizeOrDefault(searchParams.get('size')),
    setPage,
    setSize: (size) => sync({ size, page: null }),
  };
}
