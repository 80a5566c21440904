import type { EntityDefinition } from './entityCatalog.js';
import type { ReferenceRecord } from './referenceRecord.js';

/**
 * A single lookup (`GET {entity}/{key}`) compares one key. Most entities are looked up by code; an SRO by
 * its CPC3 code; an extended procedure as requested/previous (`40/00`, or `4000`); a model of declaration
 * as code-general procedure (`IM-4`, or `IM4`); a sub-entity row as parent/code.
 */
export function lookupKeyOfRecord(definition: EntityDefinition, record: ReferenceRecord): string | null {
  if (definition.name === 'modelOfDeclaration') {
    return record.code ? `${record.code}${record.generalProcedureCode ?? ''}` : null;
  }
  if (definition.parent) return record.code ? `${record.parentCode ?? ''}/${record.code}` : null;
  return record[definition.lookupField] ?? null;
}

/** The key a lookup asks for, written as `lookupKeyOfRecord` writes it. */
export function lookupKeyFromText(definition: EntityDefinition, text: string): string {
  const key = text.trim();
  if (definition.name === 'extendedProcedure') return key.replace('/', '');
  if (definition.name === 'modelOfDeclaration') return key.replace('-', '');
  return key;
}
