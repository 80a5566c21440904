import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  HELP_DESK_PATHS,
  HELP_DESK_QUESTION,
  HELP_DESK_QUESTIONS_ANSWER,
  PUBLIC_CONTENT_ITEM,
  PUBLIC_CONTENT_LIST,
  type HelpDeskQuestion,
  type PublicContentItem,
} from '@tsw/domain';
import { apiFetch } from '../../api/apiFetch';
import { usePortalConfig } from '../../api/usePortalConfig';
import { useAuth } from '../../auth/authContext';
import type { Language } from '../../../shared/i18n/languages';

/** Every article or category at once: the help desk holds tens of articles, not thousands. */
const ALL = 100;

function contentListUrl(serviceUrl: string, kind: string, language: Language, query = ''): string {
  const search = new URLSearchParams({ lang: language, size: String(ALL), ...(query ? { q: query } : {}) });
  return `${serviceUrl}items/${kind}?${search}`;
}

/** The content service's address, from /portal-config.json (undefined until it has come). */
export function useContentService(): string | undefined {
  return usePortalConfig().services.content;
}

/** The help desk's categories and every article, in the editors' order (the screen groups them). */
export function useHelpDeskCatalog(language: Language) {
  const serviceUrl = useContentService();
  return useQuery({
    queryKey: ['help-desk', 'catalog', serviceUrl, language],
    queryFn: async () => {
      const [categories, articles] = await Promise.all(
        ['helpCategory', 'helpArticle'].map((kind) =>
          apiFetch(contentListUrl(serviceUrl as string, kind, language), PUBLIC_CONTENT_LIST, {
            accessToken: null,
          }),
        ),
      );
      return { categories: categories?.items ?? [], articles: articles?.items ?? [] };
    },
    enabled: serviceUrl !== undefined,
  });
}

/** The articles every word of `query` finds in a title or body, in any language: best, then newest first. */
export function useHelpDeskSearch(language: Language, query: string) {
  const serviceUrl = useContentService();
  return useQuery({
    queryKey: ['help-desk', 'search', serviceUrl, language, query],
    queryFn: () =>
      apiFetch(contentListUrl(serviceUrl as string, 'helpArticle', language, query), PUBLIC_CONTENT_LIST, {
        accessToken: null,
      }),
    enabled: serviceUrl !== undefined && query.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

export function useHelpDeskArticle(language: Language, slug: string) {
  const serviceUrl = useContentService();
  return useQuery({
    queryKey: ['help-desk', 'article', serviceUrl, language, slug],
    queryFn: (): Promise<PublicContentItem> =>
      apiFetch(
        `${serviceUrl}items/helpArticle/${encodeURIComponent(slug)}?${new URLSearchParams({ lang: language })}`,
        PUBLIC_CONTENT_ITEM,
        { accessToken: null },
      ),
    enabled: serviceUrl !== undefined,
    retry: false,
  });
}

/** Sends a question with the page it was asked from; a refusal throws an ApiError naming the field. */
export function askHelpDesk(
  serviceUrl: string,
  question: { question: string; page: string },
  accessToken: string | null,
): Promise<HelpDeskQuestion> {
  return apiFetch(`${serviceUrl}${HELP_DESK_PATHS.questions}`, HELP_DESK_QUESTION, {
    method: 'POST',
    body: question,
    accessToken,
  });
}

export const helpDeskQueueKey = ['help-desk', 'queue'] as const;

/** The queue (role help-desk): questions without an answer first. */
export function useHelpDeskQueue() {
  const serviceUrl = useContentService();
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: [...helpDeskQueueKey, serviceUrl],
    queryFn: () =>
      apiFetch(`${serviceUrl}${HELP_DESK_PATHS.questions}`, HELP_DESK_QUESTIONS_ANSWER, { accessToken }).then(
        (answer) => answer.questions,
      ),
    enabled: serviceUrl !== undefined && accessToken !== null,
  });
}

export function answerHelpDeskQuestion(
  serviceUrl: string,
  id: string,
  answer: string,
  accessToken: string | null,
): Promise<HelpDeskQuestion> {
  return apiFetch(`${serviceUrl}${HELP_DESK_PATHS.answer(id)}`, HELP_DESK_QUESTION, {
    method: 'POST',
    body: { answer },
    accessToken,
  });
}

/** Makes a draft help-desk article of an answer, for the content editors to translate and publish. */
export function helpDeskArticleFromAnswer(
  serviceUrl: string,
  id: string,
  article: { slug: string; category: string; title: string },
  accessToken: string | null,
): Promise<HelpDeskQuestion> {
  return apiFetch(`${serviceUrl}${HELP_DESK_PATHS.article(id)}`, HELP_DESK_QUESTION, {
    method: 'POST',
    body: article,
    accessToken,
  });
}
