import type { RequestProblem } from '../portal/requestProblem.js';
import type { ReferenceSearchBody } from './referenceSearchSchemas.js';

/**
 * The parts of a body, of a restriction and of `meta` that the service reads. Anything else is refused by
 * name rather than ignored: a misspelt `restriction` would otherwise list every record.
 */
const SEARCH_BODY_PROPERTIES: ReadonlySet<string> = new Set([
  'max',
  'offset',
  'distinct',
  'restrictBy',
  'selectFields',
  'restrictions',
  'sortByFields',
  'meta',
]);
const RESTRICTION_PROPERTIES: ReadonlySet<string> = new Set([
  'field',
  'operator',
  'value',
  'values',
  'valueTo',
]);
const META_PROPERTIES: ReadonlySet<string> = new Set(['validityDate', 'operator']);

/**
 * How `meta.validityDate` is compared, as deployed clients name it: EQUALS, records in force on that date,
 * is the only way this service reads it.
 */
const META_OPERATORS: ReadonlySet<string> = new Set(['EQUALS']);

function unknownPropertyProblems(
  value: object | undefined,
  known: ReadonlySet<string>,
  path: (property: string) => string,
): RequestProblem[] {
  return Object.keys(value ?? {})
    .filter((property) => !known.has(property))
    .map((property) => ({
      path: path(property),
      code: 'UNKNOWN_PROPERTY',
      message: `'${property}' is not part of a search; use ${[...known].join(', ')}.`,
      params: { property },
    }));
}

/** Every part of a search body, of its restrictions and of its `meta` that the service does not read. */
export function searchBodyPropertyProblems(body: ReferenceSearchBody): RequestProblem[] {
  return [
    ...unknownPropertyProblems(body, SEARCH_BODY_PROPERTIES, (property) => property),
    ...unknownPropertyProblems(body.meta, META_PROPERTIES, (property) => `meta.${property}`),
    ...(body.restrictions ?? []).flatMap((restriction, index) =>
      unknownPropertyProblems(
        restriction,
        RESTRICTION_PROPERTIES,
        (property) => `restrictions[${index}].${property}`,
      ),
    ),
  ];
}

/** A `meta.operator` this service cannot read; none, empty or EQUALS (any case) are read. */
export function metaOperatorProblem(operator: string | undefined): RequestProblem | undefined {
  const name = (operator ?? '').trim().toUpperCase();
  if (name === '' || META_OPERATORS.has(name)) return undefined;
  return {
    path: 'meta.operator',
    code: 'UNKNOWN_OPERATOR',
    message: `'${operator ?? ''}' is not a way to read meta.validityDate; use EQUALS (records in force on that date).`,
    params: { operator: operator ?? '' },
  };
}
