import { CURRENCY_CODE, isIsoDate, type IsoDate } from '@tsw/domain';
import { useSearchParams } from 'react-router';
import { usePortalToday } from '../api/usePortalToday';

/** What a list of rates is filtered by, as its URL says (the choices live in the query string). */
export interface RateListParams {
  /** The administration's day, as the server counts it (TIME_ZONE). */
  readonly today: IsoDate;
  /** The date as written in the URL (possibly empty or not a date), for the date field. */
  readonly requestedDate: string;
  /** The date of validity: the requested one when it is a date, else today. */
  readonly date: IsoDate;
  readonly searchText: string;
  readonly currencies: string[];
}

/**
 * The filters of a rate list (customs or central-bank rates) read from the URL, anything not understood
 * replaced by its default: `date`, `q`, `currencies` (comma-separated codes). Its order and page are the
 * table's (`useTableSortParams`, `useListPageParams`).
 */
export function useRateListParams(
  options: {
    readonly searchTextMaxLength?: number;
    readonly currenciesMax?: number;
  } = {},
): RateListParams {
  const [searchParams] = useSearchParams();
  const today = usePortalToday();
  const requestedDate = searchParams.get('date') ?? '';
  return {
    today,
    requestedDate,
    date: isIsoDate(requestedDate) ? requestedDate : today,
    searchText: (searchParams.get('q') ?? '').slice(0, options.searchTextMaxLength),
    currencies: (searchParams.get('currencies') ?? '')
      .split(',')
      .filter((code) => CURRENCY_CODE.test(code))
      .slice(0, options.currenciesMax),
  };
}
