import { MANIFEST_IMPORT_ANSWER, MANIFEST_SERVICE_PATHS, type ManifestImportAnswer } from '@tsw/domain';
import { ApiError, apiErrorOfAnswer } from '../../api/apiFetch';

/** The type a manifest file is sent as, by its extension: the service reads ASYCUDA XML or the CSV layout. */
export function manifestFileType(fileName: string): string | null {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xml') return 'application/xml';
  if (extension === 'csv') return 'text/csv';
  return null;
}

/**
 * A manifest file sent to `POST {manifest}import`, reporting the share sent as it goes (`onProgress`, 0 to
 * 1): fetch cannot tell an upload's progress, XMLHttpRequest can. The answer is checked against the domain's
 * schema, as apiFetch checks the others.
 */
export function uploadManifestFile(
  service: { serviceUrl: string; accessToken: string | null },
  file: File,
  fileType: string,
  onProgress: (sent: number) => void,
): Promise<ManifestImportAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${service.serviceUrl}${MANIFEST_SERVICE_PATHS.import}`);
    request.setRequestHeader('Content-Type', fileType);
    request.setRequestHeader('Accept', 'application/json');
    if (service.accessToken) request.setRequestHeader('Authorization', `Bearer ${service.accessToken}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, 'SERVICE_UNREACHABLE'));
    request.onload = async () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        // No JSON (a proxy's page): the status says what happened.
      }
      if (request.status < 200 || request.status >= 300) {
        reject(apiErrorOfAnswer(request.status, body, request.getResponseHeader('Retry-After')));
        return;
      }
      const { Check } = await import('typebox/schema');
      if (Check(MANIFEST_IMPORT_ANSWER, body)) resolve(body);
      else reject(new ApiError(request.status, 'UNEXPECTED_ANSWER'));
    };
    request.send(file);
  });
}
