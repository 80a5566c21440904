import { useQuery } from '@tanstack/react-query';
import {
  SERVER_PATHS,
  TARIFF_CHAPTER,
  TARIFF_HEADING,
  TARIFF_SECTION,
  TARIFF_SECTIONS,
  type TariffNote,
} from '@tsw/domain';
import type { TSchema } from 'typebox';
import { apiFetch } from '../../api/apiFetch';
import { useAuth } from '../../auth/authContext';

export type { TariffNote };

export function useTariffSections() {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: ['tariff-sections'],
    queryFn: () => apiFetch(SERVER_PATHS.tariffSections, TARIFF_SECTIONS, { accessToken }),
    enabled: accessToken !== null,
    staleTime: Infinity,
  });
}

/** One part of the tariff by its code; a 404 is an answer (the page says so), not a reason to retry. */
function useTariffPart<Answer extends TSchema>(collection: string, answer: Answer, code: string) {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: [collection, code],
    queryFn: () => apiFetch(`${collection}/${encodeURIComponent(code)}`, answer, { accessToken }),
    enabled: accessToken !== null,
    retry: false,
  });
}

export const useTariffSection = (section: string) =>
  useTariffPart(SERVER_PATHS.tariffSections, TARIFF_SECTION, section);
export const useTariffChapter = (chapter: string) =>
  useTariffPart(SERVER_PATHS.tariffChapters, TARIFF_CHAPTER, chapter);
export const useTariffHeading = (heading: string) =>
  useTariffPart(SERVER_PATHS.tariffHeadings, TARIFF_HEADING, heading);
