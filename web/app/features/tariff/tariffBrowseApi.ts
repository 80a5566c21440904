import { useQuery } from '@tanstack/react-query';
import type { TariffCode } from '@tsw/domain';
import { apiFetch } from '../../api/apiFetch';
import { useAuth } from '../../auth/authContext';
import { SERVER_PATHS } from '../../config/paths';

export interface TariffSection {
  readonly number: number;
  readonly roman: string;
  readonly description: string;
  readonly chapters: readonly { readonly code: string; readonly description: string }[];
}

export interface TariffChapter {
  readonly code: string;
  readonly description: string;
  readonly section: { readonly number: number; readonly roman: string; readonly description: string };
  readonly previous: string | null;
  readonly next: string | null;
  readonly headings: readonly {
    readonly code: string;
    readonly description: string;
    readonly lines: readonly TariffCode[];
  }[];
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

export function useTariffChapter(chapter: string) {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: ['tariff-chapter', chapter],
    queryFn: () =>
      apiFetch<TariffChapter>(`${SERVER_PATHS.tariffChapters}/${encodeURIComponent(chapter)}`, {
        accessToken,
      }),
    enabled: accessToken !== null,
    retry: false,
  });
}
