import type { EntityDefinition, PartedCode } from './entityCatalog.js';

/**
 * One dated record of a reference entity, as the service sends it: every value a string or null
 * (decimals as written, "13.00"; dates YYYY-MM-DD), `validToDate` null while the record is open-ended.
 */
export type ReferenceRecord = Readonly<Record<string, string | null>>;

/** A parted code's parts written with `between` (4000, IM-4, IM4). */
export function partedCodeText(partedCode: PartedCode, record: ReferenceRecord, between: string): string {
  return partedCode.parts.map((field) => record[field] ?? '').join(between);
}

/**
 * What tells two records of one entity apart within a validity period. Codes are unique except where a
 * record is qualified: by the parts of its code where they identify it (a model of declaration, IM-4 and
 * IM-7), a sub-entity row by its parent.
 */
export function recordKey(definition: EntityDefinition, record: ReferenceRecord): string {
  const code = record.code ?? '';
  const parted = definition.partedCode;
  if (parted?.identifiesRecord) return partedCodeText(parted, record, parted.shownWith);
  if (definition.parent) return `${record.parentCode ?? ''}/${code}`;
  return code;
}

/** Whether a record is in force on a date; validity bounds are inclusive and a null end is open. */
export function recordValidOn(record: ReferenceRecord, date: string): boolean {
  const from = record.validFromDate;
  const to = record.validToDate;
  return (
    (from === null || from === undefined || from <= date) && (to === null || to === undefined || to >= date)
  );
}

/**
 * The code people read for a record: its code, or for a parted code its parts as shown (an extended
 * procedure 4000, requested then previous; a model of declaration IM-4, code and general procedure).
 */
export function displayedCode(definition: EntityDefinition, record: ReferenceRecord): string {
  const parted = definition.partedCode;
  return parted ? partedCodeText(parted, record, parted.shownWith) : (record.code ?? '');
}
