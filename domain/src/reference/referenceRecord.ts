import type { EntityDefinition } from './entityCatalog.js';

/**
 * One dated record of a reference entity, as the service sends it: every value a string or null
 * (decimals as written, "13.00"; dates YYYY-MM-DD), `validToDate` null while the record is open-ended.
 */
export type ReferenceRecord = Readonly<Record<string, string | null>>;

/**
 * What tells two records of one entity apart within a validity period. Codes are unique except where a
 * record is qualified: a model of declaration by its general procedure (IM-4, IM-7), a sub-entity row by its
 * parent.
 */
export function recordKey(definition: EntityDefinition, record: ReferenceRecord): string {
  const code = record.code ?? '';
  if (definition.name === 'modelOfDeclaration') return `${code}-${record.generalProcedureCode ?? ''}`;
  if (definition.parent) return `${record.parentCode ?? ''}/${code}`;
  return code;
}

/**
 * The code as people read it (§3): an extended procedure shows requested then previous procedure (4000),
 * a model of declaration its code and general procedure (IM-4).
 */
export function displayedCode(definition: EntityDefinition, record: ReferenceRecord): string {
  if (definition.name === 'extendedProcedure') {
    return `${record.requestedProcedureCode ?? ''}${record.previousProcedureCode ?? ''}`;
  }
  if (definition.name === 'modelOfDeclaration') {
    return `${record.code ?? ''}-${record.generalProcedureCode ?? ''}`;
  }
  return record.code ?? '';
}

/** Whether a record is in force on a date; validity bounds are inclusive and a null end is open. */
export function recordValidOn(record: ReferenceRecord, date: string): boolean {
  const from = record.validFromDate;
  const to = record.validToDate;
  return (
    (from === null || from === undefined || from <= date) && (to === null || to === undefined || to >= date)
  );
}
