import {
  ENTITY_CATALOG,
  ENTITY_NAMES,
  REFERENCE_EXPORT_FORMATS,
  REFERENCE_EXPORTS_ANSWER,
  REFERENCE_EXPORTS_PATH,
  entityDefinition,
  isIsoDate,
  partyDefinitionFor,
  partyReadingOf,
  partyRowsRefused,
  referenceExportFileName,
  reportFormatFrom,
  reportFormatParameter,
  type IsoDate,
  type RoleScope,
} from '@tsw/domain';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import type { TypedApp } from '../http/typedApp.js';
import { invalidRequest, PROBLEM_SCHEMA } from '../http/problem.js';
import { rateLimited, type RateLimitCheck } from '../http/rateLimiter.js';
import type { ReferenceCache } from './referenceCache.js';
import { REFERENCE_EXPORT_CONTENT_TYPES, referenceExportStream } from './referenceExportFiles.js';
import {
  badDate,
  partyRowsForbidden,
  REFERENCE_BASE_PATH,
  referenceReadWait,
  unknownEntity,
} from './referenceRoutes.js';
import { VALIDITY_QUERY } from './referenceSchemas.js';

const EXPORTS_BASE = `${REFERENCE_BASE_PATH}/${REFERENCE_EXPORTS_PATH}`;

const EXPORT_PARAMS = Type.Object({
  entity: Type.String({ description: `One of: ${ENTITY_NAMES.join(', ')}.` }),
  format: reportFormatParameter(REFERENCE_EXPORT_FORMATS),
});

const ERRORS = { 400: PROBLEM_SCHEMA, 403: PROBLEM_SCHEMA, 404: PROBLEM_SCHEMA, 429: PROBLEM_SCHEMA };

/**
 * Whole reference tables as files, made here and streamed (the 24,000 locations need not pass through the
 * browser twice): the list of tables with the records each has in force on a date, and one table's
 * records in force as CSV or XLSX, under the columns of its default selection.
 */
export function registerReferenceExportRoutes(
  app: TypedApp,
  options: {
    readonly cache: ReferenceCache;
    readonly today: () => IsoDate;
    /** Every export is a large read (`referenceLargeSearches`), a party table's a party read too. */
    readonly rateLimit: RateLimitCheck;
    /** Which of a token's roles count: who reads the parties' contact fields and their bulk. */
    readonly roleScope: RoleScope;
  },
): void {
  const { cache, today } = options;
  const tags = ['Reference data'];

  app.get(
    EXPORTS_BASE,
    {
      schema: {
        tags,
        summary: 'Every table with the number of its records in force on a date (default today)',
        querystring: VALIDITY_QUERY,
        response: { 200: REFERENCE_EXPORTS_ANSWER, 400: PROBLEM_SCHEMA },
      },
    },
    async (request, reply) => {
      const date = request.query.validityDate ?? today();
      if (!isIsoDate(date)) return badDate(reply, 'validityDate', date);
      const tables = await Promise.all(
        [...ENTITY_CATALOG.values()].map(async (definition) => ({
          entity: definition.name,
          ...(definition.parent ? { parent: definition.parent } : {}),
          recordCount: (await cache.entityIndex(definition)).countValidOn(date),
        })),
      );
      return { validityDate: date, tables };
    },
  );

  app.get(
    `${EXPORTS_BASE}/:entity.:format`,
    {
      schema: {
        tags,
        summary: 'A whole table in force on a date (default today) as CSV or XLSX, streamed',
        description:
          'The columns are the fields of the default selection, headed by their names, led by displayedCode ' +
          'where the code is in two parts. The CSV is UTF-8 with a byte-order mark.',
        params: EXPORT_PARAMS,
        querystring: VALIDITY_QUERY,
        response: {
          200: {
            description: 'The file, saved as {entity}_{date}.{format}',
            content: {
              [REFERENCE_EXPORT_CONTENT_TYPES.csv]: { schema: Type.String() },
              [REFERENCE_EXPORT_CONTENT_TYPES.xlsx]: { schema: Type.String({ format: 'binary' }) },
            },
          },
          ...ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { entity } = request.params;
      const definition = entityDefinition(entity);
      if (!definition) return unknownEntity(reply, entity);
      const reportFormat = reportFormatFrom(request.params.format, REFERENCE_EXPORT_FORMATS, 'format');
      if (!reportFormat.ok) {
        return reply.status(400).send(invalidRequest(reportFormat.problem));
      }
      const { format } = reportFormat;
      const date = request.query.validityDate ?? today();
      if (!isIsoDate(date)) return badDate(reply, 'validityDate', date);
      const records = (await cache.entityIndex(definition)).recordsValidOn(date);
      const reading = partyReadingOf(request.identity, options.roleScope);
      if (partyRowsRefused(definition, records.length, reading)) {
        return partyRowsForbidden(reply, definition, records.length);
      }
      // A whole table, however small: the file is made for each request.
      const retryAfter = await referenceReadWait(options.rateLimit, request, definition, Infinity);
      if (retryAfter > 0) return rateLimited(reply, retryAfter);
      // The reply's type knows the file as its documented schema (a string); the file is sent as a stream.
      const fileReply: FastifyReply = reply;
      return fileReply
        .header('content-type', REFERENCE_EXPORT_CONTENT_TYPES[format])
        .header(
          'content-disposition',
          `attachment; filename="${referenceExportFileName(entity, date, format)}"`,
        )
        .header('cache-control', 'no-store')
        .send(referenceExportStream(partyDefinitionFor(definition, reading), records, format));
    },
  );
}
