import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REFERENCE_BULK_ANSWER, type IsoDate, type ReferenceBulkBody } from '@tsw/domain';
import { apiFetch } from '../../api/apiFetch';
import { referenceSearch } from '../../api/referenceSearch';
import { usePortalConfig } from '../../api/usePortalConfig';
import { useAuth } from '../../auth/authContext';
import { SRO_ENTITY, sroSearchBody, type SroSelection } from './sroSearch';

/**
 * A page of the SROs a selection finds (`POST {referenceData}sro/search`); nothing is asked while the
 * selection cannot be searched (`enabled`).
 */
export function useSroSearch(
  selection: SroSelection,
  page: { max: number; offset: number },
  enabled: boolean,
) {
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.referenceData;
  return useQuery({
    queryKey: ['sro-search', serviceUrl, selection, page],
    queryFn: () =>
      referenceSearch(serviceUrl as string, SRO_ENTITY, sroSearchBody(selection, page), accessToken),
    enabled: enabled && serviceUrl !== undefined && accessToken !== null,
    // A new page, order or text keeps the table in place until its answer comes.
    placeholderData: keepPreviousData,
  });
}

/**
 * The SROs that grant each CPC3 code, in force on a date: the reference service's bulk lookup
 * (`POST {referenceData}sro/bulk`), which reads each code as the table's lookup field, cp3Code. Asked once
 * the user submits a list (`codes` not null).
 */
export function useSroCp3Lookup(codes: readonly string[] | null, date: IsoDate | undefined) {
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.referenceData;
  return useQuery({
    queryKey: ['sro-cp3-lookup', serviceUrl, codes, date],
    queryFn: () => {
      const body: ReferenceBulkBody = { codes: [...(codes ?? [])], meta: { validityDate: date } };
      return apiFetch(`${serviceUrl as string}${SRO_ENTITY}/bulk`, REFERENCE_BULK_ANSWER, {
        method: 'POST',
        body,
        accessToken,
      });
    },
    enabled:
      codes !== null &&
      codes.length > 0 &&
      date !== undefined &&
      serviceUrl !== undefined &&
      accessToken !== null,
  });
}
