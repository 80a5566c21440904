/**
 * The address of an SRO's document: its `path` read under the SRO documents' address that
 * /portal-config.json gives (SRO_DOCUMENTS_URL), so that an administration can keep its orders on its own
 * document server. A path that is already an address (https://…) is taken as it is; no path, no document.
 */
export function sroDocumentUrl(
  serviceUrl: string | undefined,
  path: string | null | undefined,
): string | undefined {
  const trimmed = path?.trim();
  if (!trimmed) return undefined;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (serviceUrl === undefined) return undefined;
  return `${serviceUrl.replace(/\/+$/, '')}/${trimmed.replace(/^\/+/, '')}`;
}
