import { searchWords } from '../tariff/search/searchWords.js';
import type { EntityDefinition } from './entityCatalog.js';
import type { ReferenceRecord } from './referenceRecord.js';
import { foldForMatch } from './matchFolding.js';
import type { Restriction } from './searchRequest.js';

/** Digits, with the dots and spaces people write codes with (0101.21): a code, not words. */
const CODE_LIKE = /^[\d.\s]+$/;

/**
 * Free text (`FULL_TEXT`) as a search reads it: a code prefix, words, or both, as the entity's declaration
 * says (`freeText`). Read as the tariff reads it, digits are a code prefix and anything else words; read as
 * a code or words, the text is both, since a code is typed in the same box as a name.
 */
export interface FullTextQuery {
  /** Folded; null when the text cannot be a code. */
  readonly codePrefix: string | null;
  /** The text's search words (case, accents and plurals folded, words like "of" dropped). */
  readonly words: readonly string[];
}

/** The text read for a search; 'every record' when it is empty, as clients send it to list all. */
export function fullTextQueryOf(definition: EntityDefinition, text: string): FullTextQuery | 'every record' {
  const trimmed = text.trim();
  if (trimmed === '') return 'every record';
  if (definition.freeText === 'tariffRanked') {
    if (!CODE_LIKE.test(trimmed)) return { codePrefix: null, words: searchWords(trimmed) };
    const digits = trimmed.replace(/[.\s]/g, '');
    return { codePrefix: digits === '' ? null : digits, words: [] };
  }
  return { codePrefix: foldForMatch(trimmed), words: searchWords(trimmed) };
}

/**
 * Whether every word of the query begins a word of the text ("hors" and "horses" both find "Horse"),
 * in any order; a query with no words finds nothing.
 */
export function fullTextWordsMatch(queryWords: readonly string[], text: string | null): boolean {
  if (queryWords.length === 0 || text === null) return false;
  const words = searchWords(text);
  return queryWords.every((queryWord) => words.some((word) => word.startsWith(queryWord)));
}

/** A restriction's query is read once, not for every record it is checked against. */
const QUERY_OF_RESTRICTION = new WeakMap<Restriction, FullTextQuery | 'every record'>();

export function fullTextQueryOfRestriction(
  definition: EntityDefinition,
  restriction: Restriction,
): FullTextQuery | 'every record' {
  let query = QUERY_OF_RESTRICTION.get(restriction);
  if (query === undefined) {
    query = fullTextQueryOf(definition, restriction.value ?? '');
    QUERY_OF_RESTRICTION.set(restriction, query);
  }
  return query;
}

/** Whether a record answers a FULL_TEXT restriction, searched in its field (the description, most often). */
export function fullTextMatches(
  definition: EntityDefinition,
  restriction: Restriction,
  record: ReferenceRecord,
): boolean {
  const query = fullTextQueryOfRestriction(definition, restriction);
  if (query === 'every record') return true;
  const code = record.code ?? null;
  if (query.codePrefix !== null && code !== null && foldForMatch(code).startsWith(query.codePrefix)) {
    return true;
  }
  return fullTextWordsMatch(query.words, record[restriction.field] ?? null);
}
