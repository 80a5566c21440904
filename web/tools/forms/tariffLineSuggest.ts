import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_LIST_PAGE_SIZE,
  dottedTariffCode,
  SERVER_PATHS,
  TARIFF_LINE_PAGE,
  TARIFF_SEARCH_ANSWER,
  tariffQueryFromText,
} from '@tsw/domain';
import type { TFunction } from 'i18next';
import { apiFetch } from '../api/apiFetch';
import { useAuth } from '../auth/authContext';
import type { Language } from '../../shared/i18n/languages';
import type { SuggestOption } from './SuggestSelect';

/** A tariff line as a choice: "8471.30.00 — Laptops", in Bengali where the line is translated. */
function tariffLineOption(
  line: { code: string; description: string; descriptionTranslated: string | null },
  language: Language,
): SuggestOption {
  const description = (language === 'bn' && line.descriptionTranslated) || line.description;
  return { value: line.code, label: `${dottedTariffCode(line.code)} — ${description}` };
}

/** The tariff lines a text finds, as the tariff search ranks them. */
export async function tariffLineSuggestions(
  text: string,
  date: string,
  language: Language,
  accessToken: string | null,
): Promise<SuggestOption[]> {
  const query = new URLSearchParams({
    q: text,
    ...(date ? { date } : {}),
    page: '1',
    size: String(DEFAULT_LIST_PAGE_SIZE),
  });
  const answer = await apiFetch(`${SERVER_PATHS.tariffSearch}?${query}`, TARIFF_SEARCH_ANSWER, {
    accessToken,
  });
  return answer.lines.map((line) => tariffLineOption(line, language));
}

/** What a tariff line's search still needs, as the tariff search says it (2 digits, or 3 letters). */
export function tariffLineTooShort(t: TFunction, text: string): string | null {
  const reading = tariffQueryFromText(text);
  if (reading.ok) return null;
  const min = reading.problem.params?.min;
  if (reading.problem.code === 'CODE_TOO_SHORT') return t('tariff.validation.codeTooShort', { min });
  if (reading.problem.code === 'KEYWORD_TOO_SHORT') return t('tariff.validation.keywordTooShort', { min });
  return t('tariff.validation.tooLong');
}

/** A tariff line named by its code (a link's), as a commodity field shows it once chosen. */
export function useTariffLineOption(code: string | null, language: Language) {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: ['tariff-line-option', code, language],
    queryFn: async (): Promise<SuggestOption> => {
      const { line } = await apiFetch(
        `${SERVER_PATHS.tariffLines}/${encodeURIComponent(code as string)}`,
        TARIFF_LINE_PAGE,
        { accessToken },
      );
      return tariffLineOption(line, language);
    },
    enabled: code !== null && /^\d{8}$/.test(code) && accessToken !== null,
    retry: false,
    staleTime: Infinity,
  });
}
