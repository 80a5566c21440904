import { useQuery } from '@tanstack/react-query';
import { SERVER_PATHS, type TariffCode } from '@tsw/domain';
import { apiFetch } from '../../api/apiFetch';
import { useAuth } from '../../auth/authContext';

export interface TariffSection extends SectionSummary {
  readonly chapters: readonly NamedChapter[];
}

/** A legal note on a section (Roman number), a chapter or a heading, with its Bengali where there is one. */
export interface TariffNote {
  readonly subject: string;
  readonly text: string;
  readonly textTranslated: string | null;
}

interface NamedCode {
  readonly code: string;
  readonly description: string;
}

/** A chapter with its HS 2022 titles, English and Arabic. */
interface NamedChapter extends NamedCode {
  readonly descriptionAr: string | null;
}

interface SectionSummary {
  readonly number: number;
  readonly roman: string;
  readonly description: string;
  readonly descriptionAr: string | null;
}

export interface TariffSectionPage extends SectionSummary {
  readonly chapters: readonly NamedChapter[];
  readonly notes: readonly TariffNote[];
}

export interface TariffChapter extends NamedChapter {
  readonly section: SectionSummary;
  readonly previous: string | null;
  readonly next: string | null;
  readonly headings: readonly (NamedCode & { readonly lines: readonly TariffCode[] })[];
  readonly notes: readonly TariffNote[];
}

export interface TariffHeading extends NamedCode {
  readonly chapter: NamedChapter;
  readonly section: SectionSummary;
  readonly previous: string | null;
  readonly next: string | null;
  readonly lines: readonly TariffCode[];
  readonly notes: readonly TariffNote[];
}

export function useTariffSections() {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: ['tariff-sections'],
    queryFn: () => apiFetch<TariffSection[]>(SERVER_PATHS.tariffSections, { accessToken }),
    enabled: accessToken !== null,
    staleTime: Infinity,
  });
}

/** One part of the tariff by its code; a 404 is an answer (the page says so), not a reason to retry. */
function useTariffPart<Answer>(collection: string, code: string) {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: [collection, code],
    queryFn: () => apiFetch<Answer>(`${collection}/${encodeURIComponent(code)}`, { accessToken }),
    enabled: accessToken !== null,
    retry: false,
  });
}

export const useTariffSection = (section: string) =>
  useTariffPart<TariffSectionPage>(SERVER_PATHS.tariffSections, section);
export const useTariffChapter = (chapter: string) =>
  useTariffPart<TariffChapter>(SERVER_PATHS.tariffChapters, chapter);
export const useTariffHeading = (heading: string) =>
  useTariffPart<TariffHeading>(SERVER_PATHS.tariffHeadings, heading);
