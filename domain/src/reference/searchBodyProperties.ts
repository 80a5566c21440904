import type { RequestProblem } from '../portal/requestProblem.js';
import type { ReferenceSearchBody } from './referenceSearchSchemas.js';
import { SEARCH_OPERATORS, isSearchOperator } from './searchOperators.js';

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
const META_PROPERTIES: ReadonlySet<string> = new Set(['validityDate', 'operator', 'lang']);

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

/**
 * A `meta.operator` that names no operator. Deployed clients send one on every search (FULL_TEXT on a code
 * search too), and deployed servers read `meta.validityDate` as the records in force that day whatever it
 * says; so does this service. None, empty, or any of the operators in any case is read; only a word that is
 * not an operator's name is refused, since it is a mistake the client should hear about.
 */
export function metaOperatorProblem(operator: string | undefined): RequestProblem | undefined {
  const name = (operator ?? '').trim().toUpperCase();
  if (name === '' || isSearchOperator(name)) return undefined;
  return {
    path: 'meta.operator',
    code: 'UNKNOWN_OPERATOR',
    message:
      `'${operator ?? ''}' is not an operator of the reference service; use one of ${SEARCH_OPERATORS.join(', ')} ` +
      '(meta.validityDate is read as the records in force on that date whichever is named).',
    params: { operator: operator ?? '' },
  };
}
