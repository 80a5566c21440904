import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  SERVER_PATHS,
  TARIFF_SEARCH_ANSWER,
  TARIFF_SEARCH_LIMITS,
  type Language,
  type TariffSearchAnswer,
} from '@tsw/domain';
import { apiFetch } from '../../api/apiFetch';
import { useAuth } from '../../auth/authContext';

export type TariffSort = 'relevance' | 'code' | 'description' | 'tti';

export interface TariffSearchParams {
  readonly q: string;
  readonly date: string;
  readonly page: number;
  readonly size: number;
  readonly sort: TariffSort;
  readonly order: 'asc' | 'desc';
  /** The screen's language: a French or Spanish screen's words are read in its language (issue 49). */
  readonly lang: Language;
}

export type { TariffSearchAnswer };

/** `explain`: each line says why it was found (the screen shows it; an export does not). */
function searchUrl(params: TariffSearchParams, explain = false): string {
  return `${SERVER_PATHS.tariffSearch}?${new URLSearchParams({
    q: params.q,
    ...(params.date ? { date: params.date } : {}),
    page: String(params.page),
    size: String(params.size),
    sort: params.sort,
    order: params.order,
    lang: params.lang,
    ...(explain ? { explain: 'true' } : {}),
  })}`;
}

/** Every line of a search, page after page at the largest page size: what an export writes. */
export async function allResultLines(
  params: Pick<TariffSearchParams, 'q' | 'date' | 'sort' | 'order' | 'lang'>,
  total: number,
  accessToken: string | null,
): Promise<TariffSearchAnswer['lines']> {
  const size = Math.max(...TARIFF_SEARCH_LIMITS.pageSizes);
  const pages = Math.max(1, Math.ceil(total / size));
  const answers = await Promise.all(
    Array.from({ length: pages }, (_, index) =>
      apiFetch(searchUrl({ ...params, page: index + 1, size }), TARIFF_SEARCH_ANSWER, { accessToken }),
    ),
  );
  return answers.flatMap((answer) => answer.lines);
}

/** The ranked tariff search; the previous page stays on screen while the next one loads. */
export function useTariffSearch(params: TariffSearchParams) {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: ['tariff-search', params],
    queryFn: () => apiFetch(searchUrl(params, true), TARIFF_SEARCH_ANSWER, { accessToken }),
    enabled: params.q.trim() !== '' && accessToken !== null,
    placeholderData: keepPreviousData,
  });
}
