import type { EntityDefinition } from './entityCatalog.js';
import { recordKey, type ReferenceRecord } from './referenceRecord.js';

/**
 * Which records a single lookup (`GET {entity}/{key}`) names. Most entities are looked up by code;
 * an SRO by its CPC3 code; an extended procedure as requested/previous (`40/00`, or `4000`); a model of
 * declaration as code-general procedure (`IM-4`, or `IM4`); a sub-entity row as parent/code.
 */
export function recordLookupMatcher(
  definition: EntityDefinition,
  key: string,
): (record: ReferenceRecord) => boolean {
  const wanted = key.trim();
  switch (definition.name) {
    case 'extendedProcedure': {
      const code = wanted.replace('/', '');
      return (record) => record.code === code;
    }
    case 'modelOfDeclaration': {
      const compact = wanted.replace('-', '');
      return (record) => recordKey(definition, record).replace('-', '') === compact;
    }
    default:
      if (definition.parent) return (record) => recordKey(definition, record) === wanted;
      return (record) => record[definition.lookupField] === wanted;
  }
}
