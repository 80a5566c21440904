import { isIsoDate, type IsoDate } from '../calendar/isoDate.js';
import { isLanguage, LANGUAGE_CODES, type Language } from '../portal/portalLanguages.js';
import type { RequestProblem } from '../portal/requestProblem.js';
import type { EntityDefinition, SortField, SortOrder } from './entityCatalog.js';
import { REFERENCE_SEARCH_LIMITS } from './referenceSearchLimits.js';
import { metaOperatorProblem, searchBodyPropertyProblems } from './searchBodyProperties.js';
import type {
  ReferenceSearchBody,
  ReferenceSearchBodyRestriction,
  SearchScalar,
} from './referenceSearchSchemas.js';
import { isSearchOperator, OPERAND_SHAPE, type SearchOperator } from './searchOperators.js';

export interface Restriction {
  readonly field: string;
  readonly operator: SearchOperator;
  readonly value: string | null;
  readonly values: readonly string[];
  readonly valueTo: string | null;
}

export interface SearchRequest {
  readonly max: number;
  readonly offset: number;
  readonly restrictBy: 'AND' | 'OR';
  readonly selectFields: readonly string[];
  readonly restrictions: readonly Restriction[];
  readonly sortBy: readonly SortField[];
  /** False when the body named no order: a ranked search (FULL_TEXT on the tariff) then comes best first. */
  readonly sortByRequested: boolean;
  readonly validityDate: IsoDate;
  /** The language free text on the tariff is read in (issue 49); none: English. */
  readonly lang?: Language;
}

export type SearchRequestResult =
  | { readonly ok: true; readonly request: SearchRequest }
  | { readonly ok: false; readonly problems: readonly RequestProblem[] };

/** With no restriction the contract searches `code IS_NOT_NULL`. */
const EVERY_RECORD: Restriction = {
  field: 'code',
  operator: 'IS_NOT_NULL',
  value: null,
  values: [],
  valueTo: null,
};

function scalarText(value: SearchScalar | undefined): string | null {
  if (value === undefined || value === null) return null;
  return String(value);
}

/** Checks a value against its field's type, so that no comparison is ever made on text that is not one. */
function valueProblem(
  definition: EntityDefinition,
  field: string,
  value: string,
  path: string,
): RequestProblem | undefined {
  const type = definition.fields[field];
  if (value.length > REFERENCE_SEARCH_LIMITS.valueLengthCap) {
    return {
      path,
      code: 'VALUE_TOO_LONG',
      message: `The value is longer than ${REFERENCE_SEARCH_LIMITS.valueLengthCap} characters.`,
      params: { max: REFERENCE_SEARCH_LIMITS.valueLengthCap },
    };
  }
  if (type === 'decimal' && !/^-?\d+(\.\d+)?$/.test(value.trim())) {
    return {
      path,
      code: 'INVALID_NUMBER',
      message: `'${value}' is not a number; ${field} holds numbers.`,
      params: { field, value },
    };
  }
  if (type === 'date' && !isIsoDate(value)) {
    return {
      path,
      code: 'INVALID_DATE',
      message: `'${value}' is not a date written YYYY-MM-DD; ${field} holds dates.`,
      params: { field, value },
    };
  }
  return undefined;
}

/** Operators that compare text as text (prefix, part, suffix) accept any text, whatever the field's type. */
const TEXT_MATCH_OPERATORS: ReadonlySet<SearchOperator> = new Set([
  'STARTS_WITH',
  'CONTAINS',
  'ENDS_WITH',
  'FULL_TEXT',
]);

/**
 * Whether the entity has the field. Own fields only: `'constructor' in fields` is true of every object, and
 * a record's `constructor` is a function no comparison can read.
 */
function isEntityField(definition: EntityDefinition, field: string): boolean {
  return Object.hasOwn(definition.fields, field);
}

function unknownField(definition: EntityDefinition, field: string, path: string): RequestProblem {
  return {
    path,
    code: 'UNKNOWN_FIELD',
    message: `${definition.name} has no field '${field}'.`,
    params: { entity: definition.name, field },
  };
}

function restrictionFromBody(
  definition: EntityDefinition,
  raw: ReferenceSearchBodyRestriction,
  path: string,
  problems: RequestProblem[],
): Restriction | undefined {
  if (!isSearchOperator(raw.operator)) {
    problems.push({
      path: `${path}.operator`,
      code: 'UNKNOWN_OPERATOR',
      message: `'${raw.operator}' is not an operator of the reference service.`,
      params: { operator: raw.operator },
    });
    return undefined;
  }
  const operator = raw.operator;
  const shape = OPERAND_SHAPE[operator];
  // FULL_TEXT may name no field (clients send "" or null): it then searches the description.
  const named = (raw.field ?? '').trim();
  const field = operator === 'FULL_TEXT' && named === '' ? definition.textField : named;
  if (!field) {
    problems.push({ path: `${path}.field`, code: 'MISSING_FIELD', message: 'A restriction needs a field.' });
    return undefined;
  }
  if (!isEntityField(definition, field)) {
    problems.push(unknownField(definition, field, `${path}.field`));
    return undefined;
  }
  const before = problems.length;
  const value = scalarText(raw.value);
  const valueTo = scalarText(raw.valueTo);
  const values = (raw.values ?? []).map((item) => scalarText(item) ?? '');
  const checkType = !TEXT_MATCH_OPERATORS.has(operator);

  if ((shape === 'value' || shape === 'range') && value === null) {
    problems.push({
      path: `${path}.value`,
      code: 'MISSING_VALUE',
      message: `${operator} needs a value.`,
      params: { operator },
    });
  } else if ((shape === 'value' || shape === 'range') && value !== null && checkType) {
    const problem = valueProblem(definition, field, value, `${path}.value`);
    if (problem) problems.push(problem);
  } else if (value !== null && value.length > REFERENCE_SEARCH_LIMITS.valueLengthCap) {
    const problem = valueProblem(definition, 'code', value, `${path}.value`);
    if (problem) problems.push(problem);
  }
  if (shape !== 'range' && valueTo !== null && valueTo !== '') {
    // Clients send an empty valueTo with every operator; a real one anywhere but BETWEEN is a mistake.
    problems.push({
      path: `${path}.valueTo`,
      code: 'UNEXPECTED_VALUE_TO',
      message: `${operator} takes no valueTo; only BETWEEN reads one.`,
      params: { operator },
    });
  }
  if (shape === 'range') {
    if (valueTo === null) {
      problems.push({
        path: `${path}.valueTo`,
        code: 'MISSING_VALUE_TO',
        message: 'BETWEEN needs a value and a valueTo.',
      });
    } else {
      const problem = valueProblem(definition, field, valueTo, `${path}.valueTo`);
      if (problem) problems.push(problem);
    }
  }
  if (shape === 'values') {
    if (values.length === 0) {
      problems.push({
        path: `${path}.values`,
        code: 'MISSING_VALUES',
        message: `${operator} needs a non-empty list of values.`,
        params: { operator },
      });
    } else if (values.length > REFERENCE_SEARCH_LIMITS.valuesCap) {
      problems.push({
        path: `${path}.values`,
        code: 'TOO_MANY_VALUES',
        message: `${operator} takes at most ${REFERENCE_SEARCH_LIMITS.valuesCap} values.`,
        params: { max: REFERENCE_SEARCH_LIMITS.valuesCap },
      });
    } else {
      values.forEach((item, index) => {
        const problem = valueProblem(definition, field, item, `${path}.values[${index}]`);
        if (problem) problems.push(problem);
      });
    }
  }
  if (problems.length > before) return undefined;
  return {
    field,
    operator,
    value: shape === 'none' ? null : value,
    values: shape === 'values' ? values : [],
    valueTo: shape === 'range' ? valueTo : null,
  };
}

function sortOrderFrom(text: string | undefined): SortOrder | undefined {
  const order = (text ?? 'ASC').toUpperCase();
  return order === 'ASC' || order === 'DESC' ? order : undefined;
}

function sortFromBody(
  definition: EntityDefinition,
  raw: ReferenceSearchBody['sortByFields'],
  problems: RequestProblem[],
): SortField[] {
  if (raw === undefined) return [...definition.defaultSort];
  const entries: { field: string; order?: string; path: string }[] = Array.isArray(raw)
    ? raw.map((item, index) =>
        typeof item === 'string'
          ? { field: item, path: `sortByFields[${index}]` }
          : { field: item.field, order: item.order, path: `sortByFields[${index}]` },
      )
    : Object.entries(raw).map(([field, order]) => ({ field, order, path: `sortByFields.${field}` }));
  if (entries.length === 0) return [...definition.defaultSort];
  const sort: SortField[] = [];
  for (const entry of entries) {
    if (!isEntityField(definition, entry.field)) {
      problems.push(unknownField(definition, entry.field, entry.path));
      continue;
    }
    const order = sortOrderFrom(entry.order);
    if (!order) {
      problems.push({
        path: entry.path,
        code: 'INVALID_SORT_ORDER',
        message: `'${entry.order ?? ''}' is not a sort order; use ASC or DESC.`,
        params: { order: entry.order ?? '' },
      });
      continue;
    }
    sort.push({ field: entry.field, order });
  }
  return sort;
}

/** Whether the body names an order at all; `{}` and `[]` name none, as deployed clients send them. */
function sortRequested(raw: ReferenceSearchBody['sortByFields']): boolean {
  if (raw === undefined) return false;
  return Array.isArray(raw) ? raw.length > 0 : Object.keys(raw).length > 0;
}

function selectFromBody(
  definition: EntityDefinition,
  raw: string[] | undefined,
  problems: RequestProblem[],
): string[] {
  if (!raw || raw.length === 0) return [...definition.selectedFields];
  const fields: string[] = [];
  raw.forEach((field, index) => {
    if (field === '*') return;
    if (isEntityField(definition, field)) {
      if (!fields.includes(field)) fields.push(field);
    } else problems.push(unknownField(definition, field, `selectFields[${index}]`));
  });
  // "*" is every field, as deployed servers read it; a name beside it is still checked above.
  return raw.includes('*') ? Object.keys(definition.fields) : fields;
}

/**
 * Reads a search body against an entity's fields: every field, operator and value is checked, and the
 * defaults filled in: 10 rows from the first, OR, every record, the entity's fields and order. `today` is
 * the default date of validity.
 */
export function searchRequestFromBody(
  definition: EntityDefinition,
  body: ReferenceSearchBody,
  today: IsoDate,
): SearchRequestResult {
  const problems: RequestProblem[] = [];
  problems.push(...searchBodyPropertyProblems(body));
  const max = body.max ?? REFERENCE_SEARCH_LIMITS.defaultMax;
  const offset = body.offset ?? 0;

  const restrictByText = (body.restrictBy ?? 'OR').toUpperCase();
  if (restrictByText !== 'AND' && restrictByText !== 'OR') {
    problems.push({
      path: 'restrictBy',
      code: 'INVALID_RESTRICT_BY',
      message: `'${body.restrictBy ?? ''}' is not a way to combine restrictions; use AND or OR.`,
      params: { value: body.restrictBy ?? '' },
    });
  }
  const metaProblem = metaOperatorProblem(body.meta?.operator);
  if (metaProblem) problems.push(metaProblem);
  const validityDate = body.meta?.validityDate ?? today;
  if (!isIsoDate(validityDate)) {
    problems.push({
      path: 'meta.validityDate',
      code: 'INVALID_DATE',
      message: `'${validityDate}' is not a date written YYYY-MM-DD.`,
      params: { field: 'validityDate', value: validityDate },
    });
  }
  const lang = body.meta?.lang?.trim().toLowerCase();
  if (lang !== undefined && !isLanguage(lang)) {
    problems.push({
      path: 'meta.lang',
      code: 'INVALID_VALUE',
      message: `'${body.meta?.lang ?? ''}' is not a language of the portal; use one of ${LANGUAGE_CODES.join(', ')}.`,
      params: { path: 'meta.lang', value: body.meta?.lang ?? '' },
    });
  }
  const restrictions: Restriction[] = [];
  (body.restrictions ?? []).forEach((raw, index) => {
    const restriction = restrictionFromBody(definition, raw, `restrictions[${index}]`, problems);
    if (restriction) restrictions.push(restriction);
  });
  const selectFields = selectFromBody(definition, body.selectFields, problems);
  const sortBy = sortFromBody(definition, body.sortByFields, problems);

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    request: {
      max,
      offset,
      restrictBy: restrictByText === 'AND' ? 'AND' : 'OR',
      selectFields,
      restrictions: restrictions.length > 0 ? restrictions : [EVERY_RECORD],
      sortBy,
      sortByRequested: sortRequested(body.sortByFields),
      validityDate: validityDate as IsoDate,
      ...(lang !== undefined && isLanguage(lang) && { lang }),
    },
  };
}
