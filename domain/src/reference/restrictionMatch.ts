import type { EntityDefinition, FieldType } from './entityCatalog.js';
import type { ReferenceRecord } from './referenceRecord.js';
import type { Restriction } from './searchRequest.js';
import { fullTextMatches } from './fullText.js';
import { foldForMatch } from './matchFolding.js';

/** Orders two non-null values of a field: numbers numerically, dates and text by code point. */
export function compareFieldValues(type: FieldType | undefined, left: string, right: string): number {
  if (type === 'decimal') return Number(left) - Number(right);
  return left < right ? -1 : left > right ? 1 : 0;
}

function equalValues(type: FieldType | undefined, left: string, right: string): boolean {
  return type === 'decimal' ? Number(left) === Number(right) : left === right;
}

/**
 * Whether a record satisfies one restriction. As in SQL, a null value satisfies no comparison (not even
 * NOT_EQUALS or NOT_IN); IS_NULL matches null only and EMPTY matches null or empty text.
 */
export function restrictionMatches(
  definition: EntityDefinition,
  restriction: Restriction,
  record: ReferenceRecord,
): boolean {
  const raw = record[restriction.field];
  const value = raw === undefined ? null : raw;
  const type = definition.fields[restriction.field];
  const operand = restriction.value ?? '';
  switch (restriction.operator) {
    case 'IS_NULL':
      return value === null;
    case 'IS_NOT_NULL':
      return value !== null;
    case 'EMPTY':
      return value === null || value === '';
    case 'FULL_TEXT':
      return fullTextMatches(definition, restriction, record);
    default:
      break;
  }
  if (value === null) return false;
  switch (restriction.operator) {
    case 'EQUALS':
      return equalValues(type, value, operand);
    case 'NOT_EQUALS':
      return !equalValues(type, value, operand);
    case 'IN':
      return restriction.values.some((item) => equalValues(type, value, item));
    case 'NOT_IN':
      return !restriction.values.some((item) => equalValues(type, value, item));
    case 'STARTS_WITH':
      return foldForMatch(value).startsWith(foldForMatch(operand));
    case 'CONTAINS':
      return foldForMatch(value).includes(foldForMatch(operand));
    case 'ENDS_WITH':
      return foldForMatch(value).endsWith(foldForMatch(operand));
    case 'GREATER_THAN':
      return compareFieldValues(type, value, operand) > 0;
    case 'LESS_THAN':
      return compareFieldValues(type, value, operand) < 0;
    case 'BETWEEN':
      return (
        compareFieldValues(type, value, operand) >= 0 &&
        compareFieldValues(type, value, restriction.valueTo ?? '') <= 0
      );
  }
}
