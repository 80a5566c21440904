import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  MANIFEST_DETAIL_ANSWER,
  MANIFEST_SEARCH_ANSWER,
  MANIFEST_SERVICE_PATHS,
  manifestPrintFileName,
  VESSEL_DETAIL_ANSWER,
  VESSEL_SEARCH_ANSWER,
  type ReferenceSearchBody,
  type ReportFormat,
} from '@tsw/domain';
import { ApiError, apiErrorOf, apiFetch } from '../../api/apiFetch';
import { usePortalConfig } from '../../api/usePortalConfig';
import { useAuth } from '../../auth/authContext';
import type { Language } from '../../../shared/i18n/languages';

/** A page of a search: where it starts and how many rows. */
export interface CargoPage {
  readonly offset: number;
  readonly max: number;
}

/** The manifest service's address (MANIFEST_URL, from /portal-config.json) and the user's token. */
export function useManifestService() {
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.manifest;
  return { serviceUrl, accessToken, ready: serviceUrl !== undefined && accessToken !== null };
}

/** A page of the manifests a search finds (`POST {manifest}search`); nothing is asked while `body` is null. */
export function useManifestSearch(body: ReferenceSearchBody | null) {
  const { serviceUrl, accessToken, ready } = useManifestService();
  return useQuery({
    queryKey: ['manifests', serviceUrl, body],
    queryFn: () =>
      apiFetch(`${serviceUrl ?? ''}${MANIFEST_SERVICE_PATHS.search}`, MANIFEST_SEARCH_ANSWER, {
        method: 'POST',
        body,
        accessToken,
      }),
    enabled: ready && body !== null,
    // A new page keeps the table in place until its answer comes.
    placeholderData: keepPreviousData,
  });
}

/** One manifest with its bills of lading and containers (`GET {manifest}manifests/{id}`). */
export function useManifest(id: string) {
  const { serviceUrl, accessToken, ready } = useManifestService();
  return useQuery({
    queryKey: ['manifest', serviceUrl, id],
    queryFn: () =>
      apiFetch(
        `${serviceUrl ?? ''}${MANIFEST_SERVICE_PATHS.manifest}/${encodeURIComponent(id)}`,
        MANIFEST_DETAIL_ANSWER,
        { accessToken },
      ),
    enabled: ready,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** A page of the vessels a search finds (`POST {manifest}vessels/search`). */
export function useVesselSearch(body: ReferenceSearchBody) {
  const { serviceUrl, accessToken, ready } = useManifestService();
  return useQuery({
    queryKey: ['vessels', serviceUrl, body],
    queryFn: () =>
      apiFetch(`${serviceUrl ?? ''}${MANIFEST_SERVICE_PATHS.vesselSearch}`, VESSEL_SEARCH_ANSWER, {
        method: 'POST',
        body,
        accessToken,
      }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
}

/** One vessel with its latest manifests (`GET {manifest}vessels/{imoNumber}`). */
export function useVessel(imoNumber: string) {
  const { serviceUrl, accessToken, ready } = useManifestService();
  return useQuery({
    queryKey: ['vessel', serviceUrl, imoNumber],
    queryFn: () =>
      apiFetch(
        `${serviceUrl ?? ''}${MANIFEST_SERVICE_PATHS.vessel}/${encodeURIComponent(imoNumber)}`,
        VESSEL_DETAIL_ANSWER,
        { accessToken },
      ),
    enabled: ready,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** What each print format must come back as: another answer (a proxy's page) is a failure. */
const PRINT_CONTENT_TYPES: Readonly<Record<ReportFormat, string>> = {
  csv: 'text/csv',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The file name the server gives in Content-Disposition, when the browser may read it. */
function attachmentName(response: Response): string | null {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
}

/**
 * The page of manifests on screen printed by the service (`POST {manifest}print`), with the name the
 * service gives it (`Manifest(11-20).pdf`); a service on another host that hides the header gets the same
 * name written here.
 */
export async function printManifests(
  service: { serviceUrl: string; accessToken: string | null },
  body: ReferenceSearchBody & CargoPage,
  format: ReportFormat,
  language: Language,
  rowCount: number,
): Promise<{ blob: Blob; fileName: string }> {
  const query = new URLSearchParams({ reportFormat: format.toUpperCase(), locale: language });
  let response: Response;
  try {
    response = await fetch(`${service.serviceUrl}${MANIFEST_SERVICE_PATHS.print}?${query}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(service.accessToken ? { Authorization: `Bearer ${service.accessToken}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'SERVICE_UNREACHABLE');
  }
  if (!response.ok) throw await apiErrorOf(response);
  if (!response.headers.get('content-type')?.startsWith(PRINT_CONTENT_TYPES[format])) {
    throw new ApiError(response.status, 'UNEXPECTED_ANSWER');
  }
  return {
    blob: await response.blob(),
    fileName: attachmentName(response) ?? manifestPrintFileName(body.offset, rowCount, format),
  };
}
