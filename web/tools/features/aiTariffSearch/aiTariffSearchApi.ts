import { useQuery } from '@tanstack/react-query';
import {
  HS_FINDER_LIMITS,
  HS_FINDER_SEARCH_ANSWER,
  HS_FINDER_TREE_ANSWER,
  keysToCamelCase,
  keysToSnakeCase,
  type HsFinderSearchAnswer,
  type HsFinderTreeAnswer,
  type Language,
} from '@tsw/domain';
import type { TSchema, Static } from 'typebox';
import { ApiError, apiFetch } from '../../api/apiFetch';
import { usePortalConfig } from '../../api/usePortalConfig';
import { useAuth } from '../../auth/authContext';
import type { HsDescriptionProblem } from './hsDescriptionProblem';

/** The service's two calls: a description's suggestions, and one code's place in the tariff (§7). */
type HsFinderCall = 'search' | 'tree';

/**
 * One call of the HS code finder at its address in /portal-config.json: the request's keys in snake_case,
 * the answer's read in camelCase and checked against the domain's schema (§7). The service reads the
 * country (bd) and the language from headers, and answers no-cache; the browser is told not to cache
 * either, and gives up after the client's timeout (§9).
 */
async function hsFinderFetch<Answer extends TSchema>(
  call: HsFinderCall,
  params: Readonly<Record<string, string>>,
  answer: Answer,
  context: {
    serviceUrl: string | undefined;
    country: string;
    language: Language;
    accessToken: string | null;
  },
): Promise<Static<Answer>> {
  if (!context.serviceUrl) throw new ApiError(0, 'SERVICE_UNREACHABLE');
  const query = new URLSearchParams(keysToSnakeCase(params) as Record<string, string>);
  return apiFetch(`${context.serviceUrl}${call}?${query}`, answer, {
    accessToken: context.accessToken,
    headers: {
      country: context.country.toLowerCase(),
      language: context.language,
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
    },
    credentials: 'include',
    timeoutMs: HS_FINDER_LIMITS.clientTimeoutMs,
    readAnswer: keysToCamelCase,
  });
}

function useHsFinderContext(language: Language) {
  const { services, country } = usePortalConfig();
  const { accessToken } = useAuth();
  return { serviceUrl: services.hsFinder, country, language, accessToken };
}

/** The service's "nothing is likely" (§8: describe the product differently). */
export function isNothingLikely(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'HS_FINDER_NOTHING_LIKELY';
}

/** The service's refusals of a description, as the screen names them under its box. */
const REFUSED_DESCRIPTIONS: Readonly<Record<string, HsDescriptionProblem>> = {
  HS_FINDER_QUERY_EMPTY: 'empty',
  HS_FINDER_QUERY_NO_WORDS: 'tooFewLetters',
  HS_FINDER_QUERY_TOO_LONG: 'tooLong',
  HS_FINDER_QUERY_NOT_TEXT: 'unreadable',
};

/** What the service found wrong with a description (the screen checks first; a link may not have). */
export function refusedDescription(error: unknown): HsDescriptionProblem | undefined {
  return error instanceof ApiError ? REFUSED_DESCRIPTIONS[error.code] : undefined;
}

/** The suggestions for a description (sent as typed, Bengali included); none while it is empty. */
export function useHsFinderSearch(description: string, language: Language) {
  const context = useHsFinderContext(language);
  return useQuery({
    queryKey: ['hs-finder-search', description, language],
    queryFn: (): Promise<HsFinderSearchAnswer> =>
      hsFinderFetch('search', { query: description }, HS_FINDER_SEARCH_ANSWER, context),
    enabled: description !== '' && context.accessToken !== null,
    retry: false,
    // Suggestions come from a model that is rebuilt with the tariff: asked again on each visit.
    staleTime: 0,
  });
}

/** Where a suggested code sits in the tariff, asked when its panel opens. */
export function useHsFinderTree(code: string, language: Language, opened: boolean) {
  const context = useHsFinderContext(language);
  return useQuery({
    queryKey: ['hs-finder-tree', code, language],
    queryFn: (): Promise<HsFinderTreeAnswer> =>
      hsFinderFetch('tree', { code }, HS_FINDER_TREE_ANSWER, context),
    enabled: opened && context.accessToken !== null,
    retry: false,
  });
}
