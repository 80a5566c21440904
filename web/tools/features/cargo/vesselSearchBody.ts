import { isVesselStatus, type ReferenceSearchBody, type VesselStatus } from '@tsw/domain';

/** What the vessels screen filters by: words of the name or an IMO number, and a status. */
export interface VesselSelection {
  readonly text: string;
  readonly status: VesselStatus | null;
}

/** The longest text the vessel search box takes. */
export const VESSEL_SEARCH_TEXT_MAX_LENGTH = 100;

/** The selection a query string holds: `q` and `status`; a status the portal lacks is none. */
export function vesselSelectionOf(searchParams: URLSearchParams): VesselSelection {
  const status = searchParams.get('status') ?? '';
  return {
    text: (searchParams.get('q') ?? '').trim().slice(0, VESSEL_SEARCH_TEXT_MAX_LENGTH),
    status: isVesselStatus(status) ? status : null,
  };
}

/**
 * The search body of a selection and page: seven digits (with or without "IMO") look for the IMO number,
 * other text for the name; a filter not set has an empty operator, which the service ignores.
 */
export function vesselSearchBody(
  selection: VesselSelection,
  page: { offset: number; max: number },
): ReferenceSearchBody {
  const imo = /^(?:IMO\s?)?(\d{1,7})$/i.exec(selection.text)?.[1];
  const text = imo
    ? { field: 'imoNumber', operator: 'STARTS_WITH', value: imo }
    : { field: 'name', operator: selection.text ? 'CONTAINS' : '', value: selection.text };
  return {
    ...page,
    restrictBy: 'AND',
    restrictions: [
      text,
      { field: 'status', operator: selection.status ? 'EQUALS' : '', value: selection.status ?? '' },
    ],
  };
}
