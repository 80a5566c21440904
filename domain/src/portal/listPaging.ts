/** Rows a page of a result table may show: every list offers these. */
export const LIST_PAGE_SIZES = [10, 25, 50, 100] as const;

/** Lists show 10 rows a page unless the user asks for more. */
export const DEFAULT_LIST_PAGE_SIZE = 10;

export type ListPageSize = (typeof LIST_PAGE_SIZES)[number];

/** The page size a URL or form asks for, when it is one a list offers. */
export function listPageSizeOf(value: unknown): ListPageSize | undefined {
  const size = Number(value);
  return (LIST_PAGE_SIZES as readonly number[]).includes(size) ? (size as ListPageSize) : undefined;
}
