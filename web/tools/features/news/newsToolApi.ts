import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONTENT_LIMITS, PUBLIC_CONTENT_LIST, type NewsCategory } from '@tsw/domain';
import { apiFetch } from '../../api/apiFetch';
import { usePortalConfig } from '../../api/usePortalConfig';
import type { Language } from '../../../shared/i18n/languages';

/**
 * A page of the published news (of one category, when given), newest first, or of those every word of `query` finds in a title, summary
 * or body in any language (best first, then newest): the content service's search at `services.content`.
 */
export function useNewsSearch(
  language: Language,
  query: string,
  category: NewsCategory | undefined,
  page: number,
) {
  const serviceUrl = usePortalConfig().services.content;
  return useQuery({
    queryKey: ['news-tool', serviceUrl, language, query, category, page],
    queryFn: () => {
      const search = new URLSearchParams({
        lang: language,
        page: String(page),
        size: String(CONTENT_LIMITS.searchPageSize),
        ...(query.trim() ? { q: query } : {}),
        ...(category ? { category } : {}),
      });
      return apiFetch(`${serviceUrl}items/news?${search}`, PUBLIC_CONTENT_LIST, { accessToken: null });
    },
    enabled: serviceUrl !== undefined,
    placeholderData: keepPreviousData,
  });
}
