import { isIsoDate } from '../calendar/isoDate.js';
import type { EntityDefinition } from './entityCatalog.js';
import type { ReferenceRecord } from './referenceRecord.js';

const DECIMAL = /^-?\d+(\.\d+)?$/;
/** Set by the period a record is loaded into, never by the record itself. */
const PERIOD_FIELDS = new Set(['validFromDate', 'validToDate']);

/**
 * What is wrong with a record about to be stored, in words for the person who prepared the file; an empty
 * list when nothing is. Every record needs a code and a description; a sub-entity row its parent's code.
 */
export function recordProblems(definition: EntityDefinition, record: ReferenceRecord): string[] {
  const problems: string[] = [];
  for (const [field, value] of Object.entries(record)) {
    const type = definition.fields[field];
    if (type === undefined || PERIOD_FIELDS.has(field)) {
      problems.push(`${definition.name} has no field '${field}'`);
    } else if (value !== null && value !== '') {
      if (type === 'decimal' && !DECIMAL.test(value)) problems.push(`${field} '${value}' is not a number`);
      if (type === 'date' && !isIsoDate(value))
        problems.push(`${field} '${value}' is not a date (YYYY-MM-DD)`);
    }
  }
  const required = definition.parent ? ['parentCode', 'code', 'description'] : ['code', 'description'];
  for (const field of required) {
    const value = record[field];
    if (value === undefined || value === null || value.trim() === '') problems.push(`${field} is missing`);
  }
  const code = record.code?.trim();
  if (definition.codeForm && code && !definition.codeForm.pattern.test(code)) {
    problems.push(`code '${code}' is not ${definition.codeForm.description}`);
  }
  return problems;
}
