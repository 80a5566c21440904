import type { EntityDefinition } from './entityCatalog.js';
import { partedCodeText, type ReferenceRecord } from './referenceRecord.js';

/**
 * A single lookup (`GET {entity}/{key}`) compares one key. Most entities are looked up by code, some by
 * another field (an SRO by its CPC3 code); a code in parts as its parts written together, with or without
 * what people write between them (an extended procedure `40/00` or `4000`, a model of declaration `IM-4`
 * or `IM4`: see the declaration's `partedCode`); a sub-entity row as parent/code.
 */
export function lookupKeyOfRecord(definition: EntityDefinition, record: ReferenceRecord): string | null {
  const parted = definition.partedCode;
  if (parted?.identifiesRecord) return record.code ? partedCodeText(parted, record, '') : null;
  if (definition.parent) return record.code ? `${record.parentCode ?? ''}/${record.code}` : null;
  return record[definition.lookupField] ?? null;
}

/** The key a lookup asks for, written as `lookupKeyOfRecord` writes it. */
export function lookupKeyFromText(definition: EntityDefinition, text: string): string {
  const key = text.trim();
  const parted = definition.partedCode;
  return parted && parted.typedWith !== '' ? key.replace(parted.typedWith, '') : key;
}
