import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  REFERENCE_EXPORTS_ANSWER,
  REFERENCE_EXPORTS_PATH,
  referenceExportFileName,
  referenceExportPath,
  type IsoDate,
  type ReferenceExportFormat,
  type ReferenceExportsAnswer,
} from '@tsw/domain';
import { useState } from 'react';
import { ApiError, apiErrorOf, apiFetch } from '../../api/apiFetch';
import { usePortalConfig } from '../../api/usePortalConfig';
import { useAuth } from '../../auth/authContext';
import { downloadBlob } from '../../documents/tableExport';

/** What each file must come back as: another answer (a proxy's HTML page) is a failure, not a file. */
const EXPORT_CONTENT_TYPES: Readonly<Record<ReferenceExportFormat, string>> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const validityQuery = (date: IsoDate) => `?${new URLSearchParams({ validityDate: date })}`;

/** Each table's records in force on the date (`GET {referenceData}exports`), in one call. */
export function useReferenceRecordCounts(date: IsoDate) {
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.referenceData;
  return useQuery({
    queryKey: ['reference-record-counts', serviceUrl, date],
    queryFn: (): Promise<ReferenceExportsAnswer> =>
      apiFetch(`${serviceUrl}${REFERENCE_EXPORTS_PATH}${validityQuery(date)}`, REFERENCE_EXPORTS_ANSWER, {
        accessToken,
      }),
    enabled: serviceUrl !== undefined && accessToken !== null,
    // A new date keeps the counts in place until its own come.
    placeholderData: keepPreviousData,
  });
}

/** A table's file as the service streams it (`GET {referenceData}exports/{entity}.{format}`). */
async function referenceExportBlob(
  serviceUrl: string,
  entity: string,
  format: ReferenceExportFormat,
  date: IsoDate,
  accessToken: string | null,
): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${serviceUrl}${referenceExportPath(entity, format)}${validityQuery(date)}`, {
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
    });
  } catch {
    throw new ApiError(0, 'SERVICE_UNREACHABLE');
  }
  if (!response.ok) throw await apiErrorOf(response);
  if (!response.headers.get('content-type')?.startsWith(EXPORT_CONTENT_TYPES[format])) {
    throw new ApiError(response.status, 'UNEXPECTED_ANSWER');
  }
  return response.blob();
}

/** The file being fetched, so that its button shows it is busy. */
export interface ReferenceDownload {
  readonly entity: string;
  readonly format: ReferenceExportFormat;
}

/**
 * The download buttons' action: the server makes the file, the browser only saves it, under
 * `{entity}_{date}.{format}`; `onFailure` says so when it could not be had, and why.
 */
export function useReferenceDownload(onFailure: (download: ReferenceDownload, error: unknown) => void) {
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.referenceData;
  const [busy, setBusy] = useState<ReferenceDownload | null>(null);
  function download(entity: string, format: ReferenceExportFormat, date: IsoDate): void {
    if (serviceUrl === undefined) return;
    setBusy({ entity, format });
    referenceExportBlob(serviceUrl, entity, format, date, accessToken)
      .then(
        (blob) => downloadBlob(blob, referenceExportFileName(entity, date, format)),
        (error: unknown) => onFailure({ entity, format }, error),
      )
      .finally(() => setBusy(null));
  }
  return { download, busy };
}
