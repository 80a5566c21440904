import {
  REFERENCE_SEARCH_LIMITS,
  type IsoDate,
  type Language,
  type ReferenceSearchBody,
  type ReferenceSearchBodyRestriction,
} from '@tsw/domain';

/** The reference table the screen reads. */
export const SRO_ENTITY = 'sro';

/** The columns the list sorts by, on the service; by code (year, then serial) unless the user picks another. */
export const SRO_SORTS = ['code', 'issuedDate', 'cp3Code'] as const;
export type SroSort = (typeof SRO_SORTS)[number];

/** What the list shows: one order (`code`, from a link) or the orders a text finds, on a date. */
export interface SroSelection {
  readonly date: IsoDate;
  /** An SRO's code (2025-119): that order alone; the text is then not read. */
  readonly code: string;
  /** A number, a CPC3 code or words; empty: every order. */
  readonly text: string;
  readonly language: Language;
  readonly sort: SroSort;
  readonly order: 'asc' | 'desc';
}

/**
 * What a text is compared with, any of them found: the order's code and number (S.R.O. No. 119-Ain/2025), the
 * customs serial, the CPC3 code it grants, and the words of its description, in the page's language too
 * (descriptionTranslated) when that is not English.
 */
function textRestrictions(text: string, language: Language): ReferenceSearchBodyRestriction[] {
  return [
    { field: 'code', operator: 'STARTS_WITH', value: text },
    { field: 'sroNumber', operator: 'CONTAINS', value: text },
    { field: 'sroCode', operator: 'CONTAINS', value: text },
    { field: 'cp3Code', operator: 'EQUALS', value: text },
    { field: 'description', operator: 'FULL_TEXT', value: text },
    ...(language === 'en'
      ? []
      : [{ field: 'descriptionTranslated', operator: 'FULL_TEXT', value: text } as const]),
  ];
}

/** Why a selection cannot be searched: a text longer than the service reads. */
export function sroTextProblem(text: string): { max: number } | undefined {
  const max = REFERENCE_SEARCH_LIMITS.valueLengthCap;
  return text.length > max ? { max } : undefined;
}

/** The reference search of a page of the list: every field, the date of validity, the chosen order. */
export function sroSearchBody(
  selection: SroSelection,
  page: { readonly max: number; readonly offset: number },
): ReferenceSearchBody {
  const text = selection.text.trim();
  const restrictions: ReferenceSearchBodyRestriction[] = selection.code
    ? [{ field: 'code', operator: 'EQUALS', value: selection.code }]
    : text
      ? textRestrictions(text, selection.language)
      : [];
  return {
    restrictions,
    restrictBy: 'OR',
    selectFields: ['*'],
    sortByFields: [
      { field: selection.sort, order: selection.order === 'desc' ? 'DESC' : 'ASC' },
      ...(selection.sort === 'code' ? [] : [{ field: 'code', order: 'ASC' } as const]),
    ],
    max: page.max,
    offset: page.offset,
    meta: { validityDate: selection.date },
  };
}

/** Records sorted on the page as the service would sort them (the lookup's answer comes in the codes' order). */
export function sroRecordsSorted<Row extends Readonly<Record<string, string | null>>>(
  records: readonly Row[],
  sort: SroSort,
  order: 'asc' | 'desc',
): Row[] {
  const direction = order === 'desc' ? -1 : 1;
  return [...records].sort(
    (left, right) =>
      direction * (left[sort] ?? '').localeCompare(right[sort] ?? '') ||
      (left.code ?? '').localeCompare(right.code ?? ''),
  );
}
