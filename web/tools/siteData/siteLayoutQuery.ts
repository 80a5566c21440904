import { queryOptions } from '@tanstack/react-query';
import { loadTranslation } from '../../shared/i18n/i18n';
import type { Language } from '../../shared/i18n/languages';
import { siteLayoutDataInBrowser } from './siteLayoutDataInBrowser';

/**
 * The frame's data of a language (footer pages, settings), with the language's words: a page in another
 * language draws in its words. It depends on the language alone: moving between tools asks for it once.
 */
export function siteLayoutQuery(language: Language) {
  return queryOptions({
    queryKey: ['siteLayout', language],
    queryFn: async () => {
      const [layout] = await Promise.all([siteLayoutDataInBrowser(language), loadTranslation(language)]);
      return layout;
    },
    staleTime: Infinity,
  });
}
