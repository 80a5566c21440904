import {
  foldForMatch,
  fullTextQueryOfRestriction,
  lookupKeyFromText,
  lookupKeyOfRecord,
  projectRecord,
  rankingComparator,
  recordComparator,
  restrictionMatchesRanked,
  type EntityDefinition,
  type ReferenceRecord,
  type Restriction,
  type SearchRanking,
  type SearchRequest,
} from '@tsw/domain';
import { TrigramIndex } from './trigramIndex.js';
import { WordIndex } from './wordIndex.js';

/** Selections of fields whose record JSON is kept (see `searchJson`). */
const RECORD_JSON_SELECTIONS_KEPT = 8;

interface Candidates {
  /** Record positions in default order. */
  readonly positions: ArrayLike<number> & Iterable<number>;
  /** True when every candidate is known to satisfy the restriction (validity aside). */
  readonly exact: boolean;
}

interface Plan {
  readonly positions: Iterable<number> | 'all';
  readonly proves: Restriction | 'everything' | 'nothing';
}

interface PrefixOrder {
  /** Record positions ordered by their folded value. */
  readonly positions: Int32Array;
  readonly folded: readonly string[];
}

function sameSort(left: SearchRequest['sortBy'], right: EntityDefinition['defaultSort']): boolean {
  return (
    left.length === right.length &&
    left.every((sort, index) => sort.field === right[index]?.field && sort.order === right[index]?.order)
  );
}

/**
 * An entity's records in memory, ordered by its default sort, with indexes built on first use: for
 * CONTAINS a trigram index per text field, and a
 * sorted order per field for STARTS_WITH and EQUALS. Indexes
 * only narrow the candidates; every candidate is then checked by the domain's own `recordMatchesRequest`,
 * so a search here means exactly what the contract says (entityIndex.test.ts compares it with the domain's
 * full scan, `searchRecords`, on the real tariff).
 */
export class EntityIndex {
  readonly records: readonly ReferenceRecord[];
  private readonly validFrom: readonly (string | null)[];
  private readonly validTo: readonly (string | null)[];
  private periodStarts: readonly string[] | undefined;
  /** latestValidFrom's answer once asked (null: no record has a start). */
  private latestFrom: string | null | undefined;
  private readonly prefixOrders = new Map<string, PrefixOrder>();
  private readonly trigramIndexes = new Map<string, TrigramIndex>();
  private readonly wordIndexes = new Map<string, WordIndex>();
  private codePositions: Map<string, number[]> | undefined;
  private readonly recordJson = new Map<string, WeakMap<ReferenceRecord, string>>();
  private lookupPositions: Map<string, number[]> | undefined;
  private parentPositions: Map<string, number[]> | undefined;

  constructor(
    readonly definition: EntityDefinition,
    records: readonly ReferenceRecord[],
  ) {
    this.records = [...records].sort(recordComparator(definition, definition.defaultSort));
    this.validFrom = this.records.map((record) => record.validFromDate ?? null);
    this.validTo = this.records.map((record) => record.validToDate ?? null);
  }

  /** The record a lookup key names (see the domain's `lookupKeyFromText`) that is valid on the date. */
  lookUp(text: string, date: string): ReferenceRecord | undefined {
    if (!this.lookupPositions) {
      this.lookupPositions = new Map();
      this.records.forEach((record, position) => {
        const key = lookupKeyOfRecord(this.definition, record);
        if (key === null) return;
        const positions = this.lookupPositions?.get(key);
        if (positions) positions.push(position);
        else this.lookupPositions?.set(key, [position]);
      });
    }
    const positions = this.lookupPositions.get(lookupKeyFromText(this.definition, text)) ?? [];
    const position = positions.find((candidate) => this.validOn(candidate, date));
    return position === undefined ? undefined : this.records[position];
  }

  /** The rows of a sub-entity that belong to one parent record and are valid on the date. */
  rowsOfParent(parentCode: string, date: string): ReferenceRecord[] {
    if (!this.parentPositions) {
      this.parentPositions = new Map();
      this.records.forEach((record, position) => {
        const parent = record.parentCode;
        if (parent === null || parent === undefined) return;
        const positions = this.parentPositions?.get(parent);
        if (positions) positions.push(position);
        else this.parentPositions?.set(parent, [position]);
      });
    }
    return (this.parentPositions.get(parentCode) ?? [])
      .filter((position) => this.validOn(position, date))
      .map((position) => this.records[position] as ReferenceRecord);
  }

  /** Every record valid on the date, in default order. */
  recordsValidOn(date: string): ReferenceRecord[] {
    return this.records.filter((_record, position) => this.validOn(position, date));
  }

  /** The latest day any record began: the latest period's start (a future one too); none when empty. */
  latestValidFrom(): string | undefined {
    if (this.latestFrom === undefined) {
      this.latestFrom = null;
      for (const from of this.validFrom)
        if (from !== null && (this.latestFrom === null || from > this.latestFrom)) this.latestFrom = from;
    }
    return this.latestFrom ?? undefined;
  }

  /**
   * The stretch of days that `date` falls in, within which the same records are valid: two dates of one
   * stretch have the same records in force, so what is built from them (the tariff's ranker) serves both,
   * and a client asking every day of a year builds it once per period, not 365 times. It is the last day
   * on or before `date` on which some record began, or the day after one ended (written `{validTo}+`, which
   * sorts between that day and the next); '' before any.
   */
  periodOf(date: string): string {
    this.periodStarts ??= [
      ...new Set([
        ...this.validFrom.filter((from): from is string => from !== null),
        ...this.validTo.filter((to): to is string => to !== null).map((to) => `${to}+`),
      ]),
    ].sort();
    let low = 0;
    let high = this.periodStarts.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.periodStarts[middle] as string) <= date) low = middle + 1;
      else high = middle;
    }
    return low === 0 ? '' : (this.periodStarts[low - 1] as string);
  }

  /** How many records are valid on the date: the rows of the table's download. */
  countValidOn(date: string): number {
    let count = 0;
    for (let position = 0; position < this.records.length; position += 1) {
      if (this.validOn(position, date)) count += 1;
    }
    return count;
  }

  private validOn(position: number, date: string): boolean {
    const from = this.validFrom[position] ?? null;
    const to = this.validTo[position] ?? null;
    return (from === null || from <= date) && (to === null || to >= date);
  }

  /**
   * The search answered as the JSON text of `{resultList, totalCount}`. Each record's JSON for a given
   * selection of fields is kept, so that a page of results is joined, not projected and serialized anew.
   * A ranking (the tariff search's, for FULL_TEXT) answers its restriction and, with no order asked for,
   * orders the result, as the domain's `searchRecords` says.
   */
  searchJson(request: SearchRequest, ranking?: SearchRanking): string {
    const { records, totalCount } = this.matching(request, ranking);
    const page = records.slice(request.offset, request.offset + request.max);
    const fragments = this.recordJsonCache(request.selectFields);
    const parts = page.map((record) => {
      let json = fragments.get(record);
      if (json === undefined) {
        json = JSON.stringify(projectRecord(record, request.selectFields));
        fragments.set(record, json);
      }
      return json;
    });
    return `{"resultList":[${parts.join(',')}],"totalCount":${totalCount}}`;
  }

  private recordJsonCache(fields: readonly string[]): WeakMap<ReferenceRecord, string> {
    const key = fields.join(',');
    let cache = this.recordJson.get(key);
    if (!cache) {
      // A client can ask for any selection: keep a few (the oldest made is dropped first), as screens use a handful.
      if (this.recordJson.size >= RECORD_JSON_SELECTIONS_KEPT) {
        const oldest = this.recordJson.keys().next().value;
        if (oldest !== undefined) this.recordJson.delete(oldest);
      }
      cache = new WeakMap();
      this.recordJson.set(key, cache);
    }
    return cache;
  }

  /** Every record that answers the request, in the requested order. */
  private matching(
    request: SearchRequest,
    ranking: SearchRanking | undefined,
  ): { records: ReferenceRecord[]; totalCount: number } {
    const plan = this.plan(request, ranking);
    // What the index already proved need not be checked again: only the rest of the request is.
    const rest =
      plan.proves === 'everything'
        ? []
        : request.restrictions.filter((restriction) => restriction !== plan.proves);
    const everyRest = request.restrictBy === 'AND' || plan.proves === 'everything';
    const restMatches = (record: ReferenceRecord) => {
      if (rest.length === 0) return true;
      const matches = (restriction: Restriction) =>
        restrictionMatchesRanked(this.definition, restriction, record, ranking);
      return everyRest ? rest.every(matches) : rest.some(matches);
    };
    const date = request.validityDate;
    const matches: ReferenceRecord[] = [];
    // Validity is read from flat arrays: records are large objects whose property lookups cost more.
    const check = (position: number) => {
      if (!this.validOn(position, date)) return;
      const record = this.records[position] as ReferenceRecord;
      if (restMatches(record)) matches.push(record);
    };
    if (plan.positions === 'all')
      for (let position = 0; position < this.records.length; position += 1) check(position);
    else for (const position of plan.positions) check(position);

    if (!sameSort(request.sortBy, this.definition.defaultSort)) {
      // Array.prototype.sort is stable: ties keep the default order.
      matches.sort(recordComparator(this.definition, request.sortBy));
    }
    if (ranking && !request.sortByRequested) matches.sort(rankingComparator(ranking));
    return { records: matches, totalCount: matches.length };
  }

  /**
   * Which records to check, in default order ('all' when no index applies), and what the index proves of
   * them: one restriction of an AND, or, for an OR whose every restriction was answered exactly, all.
   */
  private plan(request: SearchRequest, ranking: SearchRanking | undefined): Plan {
    const candidatesOf = (restriction: Restriction) =>
      ranking && restriction === ranking.restriction
        ? this.rankedCandidates(ranking)
        : this.restrictionCandidates(restriction);
    if (request.restrictBy === 'AND') {
      // Start from the restriction with the fewest candidates; the others are checked on those.
      let best: { restriction: Restriction; candidates: Candidates } | undefined;
      for (const restriction of request.restrictions) {
        const candidates = candidatesOf(restriction);
        if (
          candidates !== 'all' &&
          (!best || candidates.positions.length < best.candidates.positions.length)
        ) {
          best = { restriction, candidates };
        }
      }
      if (!best) return { positions: 'all', proves: 'nothing' };
      return {
        positions: best.candidates.positions,
        proves: best.candidates.exact ? best.restriction : 'nothing',
      };
    }
    const union = this.unionOf(request.restrictions, candidatesOf);
    if (union === 'all') return { positions: 'all', proves: 'nothing' };
    return { positions: union.positions, proves: union.exact ? 'everything' : 'nothing' };
  }

  private unionOf(
    restrictions: readonly Restriction[],
    candidatesOf: (restriction: Restriction) => Candidates | 'all',
  ): Candidates | 'all' {
    if (restrictions.length === 1) return candidatesOf(restrictions[0] as Restriction);
    // Marks per record rather than a Set: a short code prefix OR a word names thousands of the 24,761
    // locations, and a Set of them, then sorted, cost more than the rest of the search.
    const marked = new Uint8Array(this.records.length);
    let count = 0;
    let exact = true;
    for (const restriction of restrictions) {
      const candidates = candidatesOf(restriction);
      if (candidates === 'all') return 'all';
      for (const position of candidates.positions) {
        count += 1 - (marked[position] as number);
        marked[position] = 1;
      }
      exact &&= candidates.exact;
    }
    const positions = new Int32Array(count);
    for (let position = 0, next = 0; next < count; position += 1) {
      if (marked[position] === 1) positions[next++] = position;
    }
    return { positions, exact };
  }

  private restrictionCandidates(restriction: Restriction): Candidates | 'all' {
    const value = restriction.value ?? '';
    switch (restriction.operator) {
      case 'CONTAINS':
        return value === ''
          ? 'all'
          : { positions: this.containing(restriction.field, foldForMatch(value)), exact: true };
      case 'STARTS_WITH':
        return value === ''
          ? 'all'
          : { positions: this.prefixed(restriction.field, foldForMatch(value), false), exact: true };
      case 'EQUALS':
        // The index folds case; EQUALS does not, so its candidates are checked again.
        return this.definition.fields[restriction.field] === 'text'
          ? { positions: this.prefixed(restriction.field, foldForMatch(value), true), exact: false }
          : 'all';
      case 'FULL_TEXT':
        return this.fullTextCandidates(restriction);
      default:
        return 'all';
    }
  }

  /** The records of the ranked codes: exactly those the ranking matches, validity aside. */
  private rankedCandidates(ranking: SearchRanking): Candidates {
    if (!this.codePositions) {
      this.codePositions = new Map();
      this.records.forEach((record, position) => {
        const code = record.code;
        if (code === null || code === undefined) return;
        const positions = this.codePositions?.get(code);
        if (positions) positions.push(position);
        else this.codePositions?.set(code, [position]);
      });
    }
    const positions: number[] = [];
    for (const code of ranking.placeOfCode.keys()) positions.push(...(this.codePositions.get(code) ?? []));
    return { positions: Int32Array.from(positions).sort(), exact: true };
  }

  /** Code prefix or words, as the domain's `fullTextMatches` reads free text: both answered exactly. */
  private fullTextCandidates(restriction: Restriction): Candidates | 'all' {
    const query = fullTextQueryOfRestriction(this.definition, restriction);
    if (query === 'every record') return 'all';
    const byWords = this.wordIndex(restriction.field).withEvery(query.words);
    if (query.codePrefix === null || query.codePrefix === '') return { positions: byWords, exact: true };
    const byCode = this.prefixed('code', query.codePrefix, false);
    return { positions: Int32Array.from(new Set([...byCode, ...byWords])).sort(), exact: true };
  }

  private wordIndex(field: string): WordIndex {
    let index = this.wordIndexes.get(field);
    if (!index) {
      index = new WordIndex(this.records.map((record) => record[field] ?? null));
      this.wordIndexes.set(field, index);
    }
    return index;
  }

  private containing(field: string, needle: string): number[] {
    return this.trigramIndex(field).containing(needle);
  }

  /** Records whose folded value starts with (or, when `exact`, equals) the folded prefix, in default order. */
  private prefixed(field: string, prefix: string, exact: boolean): Int32Array {
    const { positions, folded } = this.prefixOrder(field);
    let low = 0;
    let high = folded.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((folded[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    let end = low;
    while (end < folded.length) {
      const candidate = folded[end] as string;
      if (exact ? candidate !== prefix : !candidate.startsWith(prefix)) break;
      end += 1;
    }
    return positions.slice(low, end).sort();
  }

  private trigramIndex(field: string): TrigramIndex {
    let index = this.trigramIndexes.get(field);
    if (!index) {
      index = new TrigramIndex(this.records.map((record) => foldForMatch(record[field] ?? '')));
      this.trigramIndexes.set(field, index);
    }
    return index;
  }

  private prefixOrder(field: string): PrefixOrder {
    let order = this.prefixOrders.get(field);
    if (!order) {
      const entries = this.records
        .map((record, position) => ({ position, value: record[field] }))
        .filter((entry): entry is { position: number; value: string } => typeof entry.value === 'string')
        .map((entry) => ({ position: entry.position, folded: foldForMatch(entry.value) }))
        .sort((left, right) => (left.folded < right.folded ? -1 : left.folded > right.folded ? 1 : 0));
      order = {
        positions: Int32Array.from(entries, (entry) => entry.position),
        folded: entries.map((entry) => entry.folded),
      };
      this.prefixOrders.set(field, order);
    }
    return order;
  }
}
