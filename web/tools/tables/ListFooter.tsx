import { Group, NativeSelect, Text } from '@mantine/core';
import { LIST_PAGE_SIZES } from '@tsw/domain';
import { useEffect, type ReactNode } from 'react';
import { listPageCount } from '../../shared/config/siteLimits';
import { TablePagination } from './TablePagination';
import type { ListPageParams } from './useListPageParams';

/**
 * Under a list's table: how many rows the whole list has (`count`, said to screen readers when it changes),
 * the list's actions (`children`: its exports), the page size (when the list offers a choice) and the page
 * buttons (when there is more than one page).
 *
 * A page beyond the last (the list got shorter, or an old link) moves to the last one, once `settled` says
 * that `total` is the current list's, not the previous answer's still on screen.
 */
export function ListFooter({
  count,
  total,
  paging,
  sizeLabel,
  settled,
  children,
}: {
  count: string;
  total: number;
  paging: ListPageParams;
  /** The page size's name for screen readers; shown with `paging.setSize` only. */
  sizeLabel?: string;
  settled: boolean;
  children?: ReactNode;
}) {
  const { page, setPage, setSize } = paging;
  const pages = listPageCount(total, paging.size);
  const beyondLast = settled && total > 0 && page > pages;
  useEffect(() => {
    if (beyondLast) setPage(pages);
  }, [beyondLast, pages, setPage]);
  return (
    <Group justify="space-between">
      <Group>
        <Text fz="sm" role="status">
          {count}
        </Text>
        {children}
      </Group>
      <Group>
        {setSize && (
          // The phone's own picker, and no menu code to load for a choice of four numbers.
          <NativeSelect
            aria-label={sizeLabel}
            data={LIST_PAGE_SIZES.map(String)}
            value={String(paging.size)}
            onChange={(event) => setSize(Number(event.currentTarget.value))}
            w={90}
          />
        )}
        {pages > 1 && <TablePagination pages={pages} page={Math.min(page, pages)} onChange={setPage} />}
      </Group>
    </Group>
  );
}
