import {
  entityChildren,
  entityDefinition,
  ENTITY_CATALOG,
  REFERENCE_BULK_ANSWER,
  REFERENCE_BULK_BODY,
  REFERENCE_SEARCH_ANSWER,
  REFERENCE_SEARCH_BODY,
  isIsoDate,
  metaOperatorProblem,
  PARTY_ACCESS,
  partyDefinitionFor,
  partyReadingOf,
  partyRecordFor,
  partyRowsReachedBy,
  partyRowsRefused,
  searchRankingFrom,
  searchRequestFromBody,
  tariffRankedRestrictionOf,
  tariffSearchLanguageOf,
  type EntityDefinition,
  type IsoDate,
  type PartyReading,
  type ReferenceRecord,
  type RoleScope,
  type SearchRanking,
  type SearchRequest,
  type TariffQuery,
  type TariffSearchLanguage,
} from '@tsw/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TypedApp } from '../http/typedApp.js';
import { sendJsonText } from '../http/jsonText.js';
import { invalidRequest, problem, PROBLEM_SCHEMA } from '../http/problem.js';
import { rateLimited, type RateLimitCheck } from '../http/rateLimiter.js';
import { REFERENCE_SEARCH_LARGE_ROWS } from '../http/rateLimits.js';
import type { ReferenceCache } from './referenceCache.js';
import {
  ENTITY_LIST_RESPONSE,
  ENTITY_PARAMS,
  LOOKUP_PARAMS,
  LOOKUP_RESPONSE,
  VALIDITY_QUERY,
} from './referenceSchemas.js';

export const REFERENCE_BASE_PATH = '/rimm-server';

export interface ReferenceRouteDependencies {
  readonly cache: ReferenceCache;
  /** Party tables' searches and large searches are counted against their limits. */
  readonly rateLimit: RateLimitCheck;
  /** Which of a token's roles count: who reads the parties' contact fields and their bulk. */
  readonly roleScope: RoleScope;
  /** Today in the administration's time zone: the default date of validity. */
  readonly today: () => IsoDate;
  /**
   * The tariff search's ranking (codes best first) on a date: FULL_TEXT on the tariff's descriptions is
   * answered by it, so that a script finds what the tariff screen finds. Without it, words are matched.
   */
  readonly tariffRanking?: (
    query: TariffQuery,
    date: IsoDate,
    language: TariffSearchLanguage,
  ) => Promise<readonly string[]>;
}

const ERRORS = { 400: PROBLEM_SCHEMA, 403: PROBLEM_SCHEMA, 404: PROBLEM_SCHEMA, 429: PROBLEM_SCHEMA };

/** The 403 of a reader asking for more party records than their roles allow (`rows`: how far it reads). */
export function partyRowsForbidden(reply: FastifyReply, definition: EntityDefinition, rows: number) {
  const most = PARTY_ACCESS.officerRowsFrom;
  const message =
    `Reading past the first ${most} ${definition.name} records of a search needs one of these roles: ` +
    `${PARTY_ACCESS.bulkRoles.join(', ')}; this reads up to record ${rows}.`;
  return reply
    .status(403)
    .send(
      problem(403, 'PARTY_ROWS_ROLE_REQUIRED', message, [
        { path: 'max', code: 'PARTY_ROWS_ROLE_REQUIRED', message, params: { max: most, rows } },
      ]),
    );
}

/**
 * Counts a reference read against its limits: every read of a party table, and every large one. Answers
 * the seconds to wait, 0 when it may go on.
 */
export async function referenceReadWait(
  rateLimit: RateLimitCheck,
  request: FastifyRequest,
  definition: EntityDefinition,
  rows: number,
): Promise<number> {
  const party = definition.party ? await rateLimit('partySearches', request) : 0;
  if (party > 0) return party;
  return rows > REFERENCE_SEARCH_LARGE_ROWS ? rateLimit('referenceLargeSearches', request) : 0;
}

/** The 404 of a table the catalog does not declare. */
export function unknownEntity(reply: FastifyReply, entity: string) {
  return reply.status(404).send(
    problem(404, 'UNKNOWN_ENTITY', `There is no reference entity '${entity}'.`, [
      {
        path: 'entity',
        code: 'UNKNOWN_ENTITY',
        message: `Unknown entity '${entity}'.`,
        params: { entity },
      },
    ]),
  );
}

/** The 400 of a validity date that is not a calendar date, naming the part of the request it came in. */
export function badDate(reply: FastifyReply, path: string, value: string) {
  const message = `'${value}' is not a date written YYYY-MM-DD.`;
  return reply
    .status(400)
    .send(
      problem(400, 'INVALID_REQUEST', message, [{ path, code: 'INVALID_DATE', message, params: { value } }]),
    );
}

/**
 * The record valid on the date that a lookup key names, with the lists of its sub-entities, without the
 * fields its reader may not see.
 */
async function lookUp(
  cache: ReferenceCache,
  definition: EntityDefinition,
  key: string,
  date: IsoDate,
  reading: PartyReading,
): Promise<Record<string, string | null | ReferenceRecord[]> | undefined> {
  const record = (await cache.entityIndex(definition)).lookUp(key, date);
  if (!record) return undefined;
  const result: Record<string, string | null | ReferenceRecord[]> = partyRecordFor(
    definition,
    record,
    reading,
  );
  for (const child of entityChildren(definition.name)) {
    result[child.name] = (await cache.entityIndex(child)).rowsOfParent(record.code ?? '', date);
  }
  return result;
}

async function searchRankingOf(
  definition: EntityDefinition,
  request: SearchRequest,
  tariffRanking: ReferenceRouteDependencies['tariffRanking'],
): Promise<SearchRanking | undefined> {
  const ranked = tariffRanking && tariffRankedRestrictionOf(definition, request);
  if (!ranked) return undefined;
  const language = tariffSearchLanguageOf(request.lang);
  return searchRankingFrom(
    ranked.restriction,
    await tariffRanking(ranked.query, request.validityDate, language),
  );
}

export function registerReferenceRoutes(
  app: TypedApp,
  { cache, today, tariffRanking, rateLimit, roleScope }: ReferenceRouteDependencies,
): void {
  const tags = ['Reference data'];

  app.get(
    `${REFERENCE_BASE_PATH}/`,
    {
      schema: {
        tags,
        summary: 'The reference entities, their fields and default selections',
        response: { 200: ENTITY_LIST_RESPONSE },
      },
    },
    async () =>
      [...ENTITY_CATALOG.values()].map((definition) => ({
        name: definition.name,
        ...(definition.parent ? { parent: definition.parent } : {}),
        fields: { ...definition.fields },
        selectedFields: [...definition.selectedFields],
        lookupField: definition.lookupField,
      })),
  );

  app.post(
    `${REFERENCE_BASE_PATH}/:entity/search`,
    {
      schema: {
        tags,
        summary: 'Search the records of an entity valid on a date',
        params: ENTITY_PARAMS,
        body: REFERENCE_SEARCH_BODY,
        response: { 200: REFERENCE_SEARCH_ANSWER, ...ERRORS },
      },
    },
    async (request, reply) => {
      const definition = entityDefinition(request.params.entity);
      if (!definition) return unknownEntity(reply, request.params.entity);
      // Read against the table as this reader sees it: withheld fields can be neither returned nor searched.
      const reading = partyReadingOf(request.identity, roleScope);
      const read = searchRequestFromBody(partyDefinitionFor(definition, reading), request.body, today());
      if (!read.ok) {
        return reply
          .status(400)
          .send(
            problem(
              400,
              'INVALID_REQUEST',
              read.problems[0]?.message ?? 'The search is not valid.',
              read.problems,
            ),
          );
      }
      const reached = partyRowsReachedBy(read.request);
      if (partyRowsRefused(definition, reached, reading))
        return partyRowsForbidden(reply, definition, reached);
      const retryAfter = await referenceReadWait(rateLimit, request, definition, read.request.max);
      if (retryAfter > 0) return rateLimited(reply, retryAfter);
      const ranking = await searchRankingOf(definition, read.request, tariffRanking);
      const index = await cache.entityIndex(definition);
      // The index keeps each record's JSON text: a page is joined, not serialized anew.
      return sendJsonText(reply, index.searchJson(read.request, ranking));
    },
  );

  app.post(
    `${REFERENCE_BASE_PATH}/:entity/bulk`,
    {
      schema: {
        tags,
        summary: 'Fetch many records by code in one call; lists the codes not found',
        params: ENTITY_PARAMS,
        body: REFERENCE_BULK_BODY,
        response: { 200: REFERENCE_BULK_ANSWER, ...ERRORS },
      },
    },
    async (request, reply) => {
      const definition = entityDefinition(request.params.entity);
      if (!definition) return unknownEntity(reply, request.params.entity);
      const operatorProblem = metaOperatorProblem(request.body.meta?.operator);
      if (operatorProblem) {
        return reply.status(400).send(invalidRequest(operatorProblem));
      }
      const date = request.body.meta?.validityDate ?? today();
      if (!isIsoDate(date)) return badDate(reply, 'meta.validityDate', date);
      const codes = new Set(request.body.codes);
      const retryAfter = await referenceReadWait(rateLimit, request, definition, codes.size);
      if (retryAfter > 0) return rateLimited(reply, retryAfter);
      const reading = partyReadingOf(request.identity, roleScope);
      const index = await cache.entityIndex(definition);
      const resultList: ReferenceRecord[] = [];
      const notFound: string[] = [];
      for (const code of codes) {
        const record = index.lookUp(code, date);
        if (record) resultList.push(partyRecordFor(definition, record, reading));
        else notFound.push(code);
      }
      return { resultList, notFound };
    },
  );

  app.get(
    `${REFERENCE_BASE_PATH}/:entity/*`,
    {
      schema: {
        tags,
        summary: 'One record valid on a date (default today)',
        params: LOOKUP_PARAMS,
        querystring: VALIDITY_QUERY,
        response: { 200: LOOKUP_RESPONSE, ...ERRORS },
      },
    },
    async (request, reply) => {
      const definition = entityDefinition(request.params.entity);
      if (!definition) return unknownEntity(reply, request.params.entity);
      const date = request.query.validityDate ?? today();
      if (!isIsoDate(date)) return badDate(reply, 'validityDate', date);
      const key = request.params['*'];
      const retryAfter = await referenceReadWait(rateLimit, request, definition, 1);
      if (retryAfter > 0) return rateLimited(reply, retryAfter);
      const reading = partyReadingOf(request.identity, roleScope);
      const record = await lookUp(cache, definition, key, date, reading);
      if (!record) {
        return reply
          .status(404)
          .send(
            problem(404, 'RECORD_NOT_FOUND', `${definition.name} has no record '${key}' valid on ${date}.`),
          );
      }
      return record;
    },
  );
}
