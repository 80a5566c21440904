import { DATA_SETS_ANSWER, PORTAL_CONFIG_ANSWER, SERVER_PATHS } from '@tsw/domain';
import { apiFetch } from './apiFetch';

/*
 * The calls of every page's frame, loaded with their first query (useDataSets, usePortalConfig): with
 * them come their answers' schemas and TypeBox, which the information pages do not need to be drawn and
 * so do not carry in their first load.
 */

export function dataSetsQuery() {
  return apiFetch(SERVER_PATHS.dataSets, DATA_SETS_ANSWER, { accessToken: null });
}

export function portalConfigQuery() {
  return apiFetch(SERVER_PATHS.portalConfig, PORTAL_CONFIG_ANSWER, { accessToken: null });
}
