import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  isoDateDayBefore,
  rateDifferences,
  type IsoDate,
  type ReferenceRecord,
  type ReferenceSearchBody,
  type SiteExchangeRate,
} from '@tsw/domain';
import { CUSTOMS_RATE_FIELDS, customsRateOn } from '../../api/customsRateOn';
import { referenceSearch } from '../../api/referenceSearch';
import { usePortalConfig } from '../../api/usePortalConfig';
import { useAuth } from '../../auth/authContext';

/** A customs rate as the screen shows it: the reference record and, when asked, its difference. */
export type CustomsRate = Omit<SiteExchangeRate, 'difference'> & { readonly difference?: string | null };

export type CustomsRateSort = 'code' | 'description' | 'rate';

/** The inputs of the customs exchange-rate search. */
export interface CustomsRateParams {
  readonly validityDate: IsoDate;
  readonly showDifference: boolean;
  readonly searchText: string;
  readonly currencies: readonly string[];
  readonly sort: CustomsRateSort;
  readonly order: 'asc' | 'desc';
  readonly max: number;
  readonly offset: number;
}

export interface CustomsRatesAnswer {
  readonly rates: readonly CustomsRate[];
  readonly totalCount: number;
  /** The previous day's search failed: the list shows without differences, and says so. */
  readonly differenceUnavailable: boolean;
}

/** A record of the exchangeRate entity, with the fields selected (the service sends each, null when empty). */
function customsRateOf(record: ReferenceRecord): CustomsRate {
  return {
    code: record.code ?? '',
    description: record.description ?? null,
    descriptionTranslated: record.descriptionTranslated ?? null,
    rate: record.rate ?? null,
    validFromDate: record.validFromDate ?? null,
    validToDate: record.validToDate ?? null,
  };
}

/** The customs rates valid on a date, as the reference service answers the search. */
async function customsRateSearch(
  serviceUrl: string,
  body: ReferenceSearchBody,
  accessToken: string | null,
): Promise<{ rates: CustomsRate[]; totalCount: number }> {
  const answer = await referenceSearch(serviceUrl, 'exchangeRate', body, accessToken);
  return { rates: answer.resultList.map(customsRateOf), totalCount: answer.totalCount };
}

/** The codes IN the chosen currencies, or else the search text in the code or the name. */
function customsRateSearchBody(params: CustomsRateParams): ReferenceSearchBody {
  const text = params.searchText.trim();
  const restrictions =
    params.currencies.length > 0
      ? [{ field: 'code', operator: 'IN', values: [...params.currencies] }]
      : text
        ? ['code', 'description', 'descriptionTranslated'].map((field) => ({
            field,
            operator: 'CONTAINS',
            value: text,
          }))
        : [];
  return {
    max: params.max,
    offset: params.offset,
    restrictBy: params.currencies.length > 0 ? 'AND' : 'OR',
    restrictions,
    sortByFields: [{ field: params.sort, order: params.order === 'asc' ? 'ASC' : 'DESC' }],
    selectFields: CUSTOMS_RATE_FIELDS,
    meta: { validityDate: params.validityDate },
  };
}

/**
 * The customs rates valid on a date, paged and sorted by the reference service; with the difference asked
 * for, a second search of the same currencies on the day before. When only that second search fails,
 * the rates still show, without differences.
 */
export async function customsRates(
  serviceUrl: string,
  params: CustomsRateParams,
  accessToken: string | null,
): Promise<CustomsRatesAnswer> {
  const today = await customsRateSearch(serviceUrl, customsRateSearchBody(params), accessToken);
  if (!params.showDifference || today.rates.length === 0) {
    return { rates: today.rates, totalCount: today.totalCount, differenceUnavailable: false };
  }
  try {
    const previous = await customsRateSearch(
      serviceUrl,
      {
        max: today.rates.length,
        restrictions: [{ field: 'code', operator: 'IN', values: today.rates.map((rate) => rate.code) }],
        selectFields: CUSTOMS_RATE_FIELDS,
        meta: { validityDate: isoDateDayBefore(params.validityDate) },
      },
      accessToken,
    );
    const differences = rateDifferences(params.validityDate, today.rates, previous.rates);
    return {
      rates: today.rates.map((rate) => ({ ...rate, difference: differences.get(rate.code) ?? null })),
      totalCount: today.totalCount,
      differenceUnavailable: false,
    };
  } catch {
    return { rates: today.rates, totalCount: today.totalCount, differenceUnavailable: true };
  }
}

export function useCustomsRates(params: CustomsRateParams) {
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.referenceData;
  return useQuery({
    queryKey: ['customs-rates', params],
    queryFn: () => customsRates(serviceUrl as string, params, accessToken),
    enabled: serviceUrl !== undefined && accessToken !== null,
    placeholderData: keepPreviousData,
  });
}

/** The customs rate of one currency on a date: undefined when none applies. */
export async function customsRateOfCurrency(
  serviceUrl: string,
  code: string,
  validityDate: IsoDate,
  accessToken: string | null,
): Promise<CustomsRate | undefined> {
  const record = await customsRateOn(serviceUrl, code, validityDate, accessToken);
  return record && customsRateOf(record);
}
