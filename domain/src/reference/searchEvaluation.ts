import type { EntityDefinition, SortField } from './entityCatalog.js';
import { recordValidOn, type ReferenceRecord } from './referenceRecord.js';
import { compareFieldValues, restrictionMatches } from './restrictionMatch.js';
import { rankingComparator, type SearchRanking } from './searchRanking.js';
import type { Restriction, SearchRequest } from './searchRequest.js';

export interface SearchResult {
  readonly resultList: ReferenceRecord[];
  readonly totalCount: number;
}

/** Whether a record satisfies a restriction; the ranked one is answered by its ranking, not by its text. */
export function restrictionMatchesRanked(
  definition: EntityDefinition,
  restriction: Restriction,
  record: ReferenceRecord,
  ranking: SearchRanking | undefined,
): boolean {
  if (ranking && restriction === ranking.restriction) {
    return ranking.placeOfCode.has(record.code ?? '');
  }
  return restrictionMatches(definition, restriction, record);
}

/** Whether a record answers a request: in force on its date and matching its restrictions, all or any. */
export function recordMatchesRequest(
  definition: EntityDefinition,
  request: SearchRequest,
  record: ReferenceRecord,
  ranking?: SearchRanking,
): boolean {
  if (!recordValidOn(record, request.validityDate)) return false;
  const matches = (restriction: Restriction) =>
    restrictionMatchesRanked(definition, restriction, record, ranking);
  return request.restrictBy === 'AND'
    ? request.restrictions.every(matches)
    : request.restrictions.some(matches);
}

/**
 * Orders records by the requested fields. Nulls sort as PostgreSQL sorts them: last when ascending,
 * first when descending.
 */
export function recordComparator(
  definition: EntityDefinition,
  sortBy: readonly SortField[],
): (left: ReferenceRecord, right: ReferenceRecord) => number {
  return (left, right) => {
    for (const { field, order } of sortBy) {
      const a = left[field] ?? null;
      const b = right[field] ?? null;
      let difference: number;
      if (a === null || b === null) difference = a === b ? 0 : a === null ? 1 : -1;
      else difference = compareFieldValues(definition.fields[field], a, b);
      if (difference !== 0) return order === 'ASC' ? difference : -difference;
    }
    return 0;
  };
}

/** A record with only the selected fields; a field the record lacks is sent as null. */
export function projectRecord(record: ReferenceRecord, fields: readonly string[]): ReferenceRecord {
  const projected: Record<string, string | null> = {};
  for (const field of fields) projected[field] = record[field] ?? null;
  return projected;
}

/**
 * The contract's meaning of a search, by scanning every record: the yardstick for faster indexes. With a
 * ranking and no order asked for, records come best first (ties in the entity's default order).
 */
export function searchRecords(
  definition: EntityDefinition,
  records: readonly ReferenceRecord[],
  request: SearchRequest,
  ranking?: SearchRanking,
): SearchResult {
  const matching = records.filter((record) => recordMatchesRequest(definition, request, record, ranking));
  matching.sort(recordComparator(definition, request.sortBy));
  // Array.prototype.sort is stable: records the ranking places alike keep the order above.
  if (ranking && !request.sortByRequested) matching.sort(rankingComparator(ranking));
  return {
    totalCount: matching.length,
    resultList: matching
      .slice(request.offset, request.offset + request.max)
      .map((record) => projectRecord(record, request.selectFields)),
  };
}
