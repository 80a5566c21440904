import {
  isIsoDate,
  isoDateDayBefore,
  isoDateDaysAfter,
  type ManifestField,
  type ReferenceSearchBody,
} from '@tsw/domain';

type Restriction = NonNullable<ReferenceSearchBody['restrictions']>[number];

/** The manifest screen's filters (§3), each kept in the URL under its name, so a link repeats the search. */
export const MANIFEST_FILTER_PARAMS = [
  'arrivalFrom',
  'arrivalTo',
  'departureFrom',
  'departureTo',
  'registrationFrom',
  'registrationTo',
  'office',
  'from',
  'to',
  'registrationNumber',
  'voyage',
] as const;

export type ManifestFilterParam = (typeof MANIFEST_FILTER_PARAMS)[number];
export type ManifestFilters = Readonly<Record<ManifestFilterParam, string>>;

/** The date ranges: each a field of the manifest and its two ends. */
export const MANIFEST_DATE_RANGES = [
  { field: 'arrivalDate', from: 'arrivalFrom', to: 'arrivalTo' },
  { field: 'departureDate', from: 'departureFrom', to: 'departureTo' },
  { field: 'registrationDate', from: 'registrationFrom', to: 'registrationTo' },
] as const satisfies readonly { field: ManifestField; from: ManifestFilterParam; to: ManifestFilterParam }[];

/** The filters compared as typed: the field and the operator the service reads them with. */
const TEXT_FILTERS = [
  { param: 'office', field: 'customsOfficeCode', operator: 'EQUALS' },
  { param: 'from', field: 'placeOfDeparture', operator: 'EQUALS' },
  { param: 'to', field: 'placeOfDestination', operator: 'EQUALS' },
  { param: 'registrationNumber', field: 'registrationNumber', operator: 'EQUALS' },
  { param: 'voyage', field: 'voyageNumber', operator: 'CONTAINS' },
] as const satisfies readonly { param: ManifestFilterParam; field: ManifestField; operator: string }[];

/** The filters a query string holds, each trimmed; one it lacks is empty. */
export function manifestFiltersOf(searchParams: URLSearchParams): ManifestFilters {
  return Object.fromEntries(
    MANIFEST_FILTER_PARAMS.map((param) => [param, (searchParams.get(param) ?? '').trim().slice(0, 100)]),
  ) as ManifestFilters;
}

/**
 * One date range as a restriction: both ends a BETWEEN (both included); one end alone "after the day
 * before" or "before the day after", so that the day given is included as the range's end.
 */
function dateRestriction(field: ManifestField, from: string, to: string): Restriction | null {
  const start = isIsoDate(from) ? from : null;
  const end = isIsoDate(to) ? to : null;
  if (start && end) return { field, operator: 'BETWEEN', value: start, valueTo: end };
  if (start) return { field, operator: 'GREATER_THAN', value: isoDateDayBefore(start) };
  if (end) return { field, operator: 'LESS_THAN', value: isoDateDaysAfter(end, 1) };
  return null;
}

/**
 * The restrictions of the filters, combined with AND. A filter left blank keeps its restriction with an
 * empty operator, as the service expects from a form (§5): `cargoSearchIsEmpty` then sees an empty search.
 */
export function manifestRestrictions(filters: ManifestFilters): Restriction[] {
  const dates = MANIFEST_DATE_RANGES.map(
    ({ field, from, to }) => dateRestriction(field, filters[from], filters[to]) ?? { field, operator: '' },
  );
  const texts = TEXT_FILTERS.map(({ param, field, operator }) =>
    filters[param] === ''
      ? { field, operator: '' }
      : { field, operator, value: param === 'office' ? filters[param] : filters[param].toUpperCase() },
  );
  return [...dates, ...texts];
}

/** A range whose end comes before its start: the field it belongs to (its end), or none. */
export function manifestRangeProblems(filters: ManifestFilters): ManifestFilterParam[] {
  return MANIFEST_DATE_RANGES.filter(
    ({ from, to }) => isIsoDate(filters[from]) && isIsoDate(filters[to]) && filters[to] < filters[from],
  ).map(({ to }) => to);
}
