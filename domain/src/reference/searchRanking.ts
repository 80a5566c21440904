import { tariffQueryFromText, type TariffQuery } from '../tariff/search/tariffQuery.js';
import type { EntityDefinition } from './entityCatalog.js';
import type { ReferenceRecord } from './referenceRecord.js';
import type { Restriction, SearchRequest } from './searchRequest.js';

/** The tariff's texts that free text is ranked in, as the tariff search ranks them: both languages. */
const TARIFF_RANKED_FIELDS: ReadonlySet<string> = new Set(['description', 'descriptionTranslated']);

/**
 * What a ranked search found for one FULL_TEXT restriction: the records it matches are those of these
 * codes, and, unless the request names an order, they come best first.
 */
export interface SearchRanking {
  readonly restriction: Restriction;
  /** Each code found and its place in the ranking, 0 the best. */
  readonly placeOfCode: ReadonlyMap<string, number>;
}

/**
 * Whether the tariff search answers a restriction: FULL_TEXT on either description; and, in a French or
 * Spanish search (`meta.lang`), CONTAINS on `descriptionTranslated`, which such a client names for the
 * description in its language (§7), and which the records do not carry (theirs is the administration's):
 * its words are ranked in the HS's texts in that language (issue 49).
 */
function tariffRanks(restriction: Restriction, request: SearchRequest): boolean {
  if (restriction.operator === 'FULL_TEXT') return TARIFF_RANKED_FIELDS.has(restriction.field);
  return (
    restriction.operator === 'CONTAINS' &&
    restriction.field === 'descriptionTranslated' &&
    (request.lang === 'fr' || request.lang === 'es')
  );
}

/**
 * The restriction that the tariff search ranks, in a search of an entity whose free text is declared
 * `tariffRanked` (the tariff, commodity), with the query it reads: the first (tariffRanks) whose text the
 * tariff search takes (its minimum digits or letters). Any other free text is matched word by word
 * (`fullTextMatches`).
 */
export function tariffRankedRestrictionOf(
  definition: EntityDefinition,
  request: SearchRequest,
): { readonly restriction: Restriction; readonly query: TariffQuery } | undefined {
  if (definition.freeText !== 'tariffRanked') return undefined;
  for (const restriction of request.restrictions) {
    if (!tariffRanks(restriction, request)) continue;
    const reading = tariffQueryFromText(restriction.value ?? '');
    if (reading.ok) return { restriction, query: reading.query };
  }
  return undefined;
}

export function searchRankingFrom(restriction: Restriction, codes: readonly string[]): SearchRanking {
  const placeOfCode = new Map<string, number>();
  codes.forEach((code, place) => {
    if (!placeOfCode.has(code)) placeOfCode.set(code, place);
  });
  return { restriction, placeOfCode };
}

/** Ranked records first, best first; the others (found by another restriction of an OR) after them. */
export function rankingComparator(
  ranking: SearchRanking,
): (left: ReferenceRecord, right: ReferenceRecord) => number {
  const placeOf = (record: ReferenceRecord) =>
    ranking.placeOfCode.get(record.code ?? '') ?? Number.MAX_SAFE_INTEGER;
  return (left, right) => placeOf(left) - placeOf(right);
}
