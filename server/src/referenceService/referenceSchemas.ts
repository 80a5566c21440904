import { ENTITY_NAMES, REFERENCE_LOOKUP_ANSWER, REFERENCE_VALIDITY_DATE } from '@tsw/domain';
import Type from 'typebox';

// The search's body and answer are declared in the domain (REFERENCE_SEARCH_BODY, REFERENCE_SEARCH_ANSWER),
// where the web front end reads them too.
export const ENTITY_PARAMS = Type.Object({
  entity: Type.String({ description: `One of: ${ENTITY_NAMES.join(', ')}.` }),
});

export const LOOKUP_PARAMS = Type.Object({
  entity: ENTITY_PARAMS.properties.entity,
  '*': Type.String({
    description:
      'The code (40/00 for an extended procedure, IM-4 for a model of declaration, parent/code for a sub-entity row).',
  }),
});

export const VALIDITY_QUERY = Type.Object({
  validityDate: Type.Optional(REFERENCE_VALIDITY_DATE),
});

/** Declared in the domain, where the web front end reads it too. */
export const LOOKUP_RESPONSE = REFERENCE_LOOKUP_ANSWER;

export const ENTITY_LIST_RESPONSE = Type.Array(
  Type.Object({
    name: Type.String(),
    parent: Type.Optional(Type.String()),
    fields: Type.Record(Type.String(), Type.String()),
    selectedFields: Type.Array(Type.String()),
    lookupField: Type.String(),
  }),
);
