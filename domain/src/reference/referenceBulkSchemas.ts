import { Type, type Static } from 'typebox';
import { REFERENCE_SEARCH_LIMITS } from './referenceSearchLimits.js';
import { REFERENCE_SEARCH_META, REFERENCE_WIRE_RECORD } from './referenceSearchSchemas.js';

/*
 * The contract of `POST /rimm-server/{entity}/bulk`, written once: the server's route declares it and the
 * web front end sends its body and checks its answer (the SRO screen's lookup by CPC3 code).
 */

/** Many lookups in one call: each code is read as the table's lookup field (an SRO's cp3Code). */
export const REFERENCE_BULK_BODY = Type.Object({
  codes: Type.Array(Type.String({ maxLength: REFERENCE_SEARCH_LIMITS.valueLengthCap }), {
    minItems: 1,
    maxItems: REFERENCE_SEARCH_LIMITS.bulkCodesCap,
  }),
  meta: Type.Optional(REFERENCE_SEARCH_META),
});

export type ReferenceBulkBody = Static<typeof REFERENCE_BULK_BODY>;

export const REFERENCE_BULK_ANSWER = Type.Object({
  resultList: Type.Array(REFERENCE_WIRE_RECORD),
  notFound: Type.Array(Type.String(), {
    description: 'The codes asked for that have no record valid on the date.',
  }),
});

export type ReferenceBulkAnswer = Static<typeof REFERENCE_BULK_ANSWER>;
