import type { EntityDefinition } from './entityCatalog.js';
import type { Restriction } from './searchRequest.js';

const CODE_LIKE = /^[\d.\s]+$/;

function restriction(field: string, operator: 'STARTS_WITH' | 'CONTAINS', value: string): Restriction {
  return { field, operator, value, values: [], valueTo: null };
}

/**
 * Search text as spec §5 reads it, as alternatives any one of which matches: for commodity, digits
 * (dots and spaces allowed, as in 0101.21) are a code prefix and anything else is part of the description;
 * for other entities the text is a code prefix or part of the description. `field` is the description field
 * searched (the translated one when the search language asks for it). Empty text matches every record.
 */
export function searchTextAlternatives(
  definition: EntityDefinition,
  text: string,
  field: string = definition.textField,
): readonly Restriction[] | 'every record' {
  const trimmed = text.trim();
  if (trimmed === '') return 'every record';
  if (definition.name === 'commodity') {
    return CODE_LIKE.test(trimmed)
      ? [restriction('code', 'STARTS_WITH', trimmed.replace(/[.\s]/g, ''))]
      : [restriction(field, 'CONTAINS', trimmed)];
  }
  return [restriction('code', 'STARTS_WITH', trimmed), restriction(field, 'CONTAINS', trimmed)];
}
