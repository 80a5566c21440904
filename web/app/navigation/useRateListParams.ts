import {
  CURRENCY_CODE,
  DEFAULT_LIST_PAGE_SIZE,
  isIsoDate,
  isoDateAt,
  listPageSizeOf,
  type IsoDate,
  type ListPageSize,
} from '@tsw/domain';
import { useSearchParams } from 'react-router';
import { usePortalConfig } from '../api/usePortalConfig';

/** What a list of rates shows, as its URL says (§2: the choices live in the query string). */
export interface RateListParams<Sort extends string> {
  /** The administration's day, as the server counts it (TIME_ZONE). */
  readonly today: IsoDate;
  /** The date as written in the URL (possibly empty or not a date), for the date field. */
  readonly requestedDate: string;
  /** The date of validity: the requested one when it is a date, else today. */
  readonly date: IsoDate;
  readonly searchText: string;
  readonly currencies: string[];
  readonly sort: Sort;
  readonly order: 'asc' | 'desc';
  readonly size: ListPageSize;
  readonly page: number;
}

/**
 * The parameters of a rate list (customs or central-bank rates) read from the URL, anything not understood
 * replaced by its default: `date`, `q`, `currencies` (comma-separated codes), `sort`, `order`, `size`, `page`.
 */
export function useRateListParams<Sort extends string>(options: {
  readonly sorts: readonly Sort[];
  readonly defaultSort: Sort;
  readonly searchTextMaxLength?: number;
  readonly currenciesMax?: number;
}): RateListParams<Sort> {
  const [searchParams] = useSearchParams();
  const { timeZone } = usePortalConfig();
  const today = isoDateAt(new Date(), timeZone);
  const requestedDate = searchParams.get('date') ?? '';
  const requestedSort = searchParams.get('sort') ?? '';
  return {
    today,
    requestedDate,
    date: isIsoDate(requestedDate) ? requestedDate : today,
    searchText: (searchParams.get('q') ?? '').slice(0, options.searchTextMaxLength),
    currencies: (searchParams.get('currencies') ?? '')
      .split(',')
      .filter((code) => CURRENCY_CODE.test(code))
      .slice(0, options.currenciesMax),
    sort: (options.sorts as readonly string[]).includes(requestedSort)
      ? (requestedSort as Sort)
      : options.defaultSort,
    order: searchParams.get('order') === 'desc' ? 'desc' : 'asc',
    size: listPageSizeOf(searchParams.get('size')) ?? DEFAULT_LIST_PAGE_SIZE,
    page: Math.max(1, Math.floor(Number(searchParams.get('page')) || 1)),
  };
}
