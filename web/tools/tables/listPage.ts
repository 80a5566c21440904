import { DEFAULT_LIST_PAGE_SIZE, listPageSizeOf, type ListPageSize } from '@tsw/domain';

/** Which page of a list a query string asks for, and how many rows a page has. */
export interface ListPage {
  /** From 1; beyond the last page until the list's length is known. */
  readonly page: number;
  readonly size: number;
}

/** The page a query string asks for (`page`, from 1; anything else the first). */
export function listPageOf(value: string | null): number {
  return Math.max(1, Math.floor(Number(value) || 1));
}

/** The page size a query string asks for (`size`), when it is one a list offers; else the default. */
export function listPageSizeOrDefault(value: string | null): ListPageSize {
  return listPageSizeOf(value) ?? DEFAULT_LIST_PAGE_SIZE;
}
