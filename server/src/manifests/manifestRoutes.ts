import {
  CARGO_IMPORT_LIMITS,
  IMPORT_PROBLEMS_SHOWN,
  imoNumberFrom,
  isLanguage,
  LANGUAGE_CODES,
  MANIFEST_DETAIL_ANSWER,
  MANIFEST_IMPORT_ANSWER,
  MANIFEST_IMPORT_ROLES,
  MANIFEST_SEARCH_ANSWER,
  MANIFEST_SERVICE_PATHS,
  manifestPrintFileName,
  manifestSearchRequest,
  REFERENCE_SEARCH_BODY,
  REPORT_FORMATS,
  reportFormatFrom,
  reportFormatParameter,
  VESSEL_DETAIL_ANSWER,
  VESSEL_IDENTITY_MESSAGES,
  VESSEL_SEARCH_ANSWER,
  vesselSearchRequest,
  type IsoDate,
  type ManifestRecord,
  type PortalCountry,
  type RequestProblem,
  type SearchRequestResult,
} from '@tsw/domain';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import type { Database } from '../database/database.js';
import { rateLimited, type RateLimitCheck } from '../http/rateLimiter.js';
import { invalidRequest, problem, PROBLEM_SCHEMA } from '../http/problem.js';
import type { TypedApp } from '../http/typedApp.js';
import {
  billsOfLadingOf,
  cargoSearch,
  latestManifestsOf,
  manifestById,
  vesselByImoNumber,
} from './cargoStore.js';
import { importRefusal, IMPORT_REFUSAL_SCHEMA } from '../importing/importRefusal.js';
import { isUploadedFile, takeUploadsToFile } from '../importing/uploadedFile.js';
import { MANIFEST_TABLE, VESSEL_TABLE } from './cargoTables.js';
import { manifestsCsv, manifestsPdf, manifestsXlsx } from './manifestPrint.js';
import { importManifestFile, type ManifestFileFormat } from './manifestImport.js';
import type { ReferenceCache } from '../referenceService/referenceCache.js';

/** The manifest service (`MANIFEST_URL` points the front end here by default). */
export const MANIFEST_PATH = '/api/manifest';

/** Cargo manifests and vessels are for those who declare or control cargo (the tools list says the same). */
const CARGO_READERS = { access: { roles: ['declarant', 'customs-officer'] as const } };

/** Manifest files are imported by customs officers only (MANIFEST_IMPORT_ROLES). */
const CARGO_IMPORTERS = { access: { roles: MANIFEST_IMPORT_ROLES } };

/** What an upload's content type says its file is. */
const IMPORT_CONTENT_TYPES: Readonly<Record<string, ManifestFileFormat>> = {
  'application/xml': 'asycuda-xml',
  'text/xml': 'asycuda-xml',
  'text/csv': 'csv',
};

const FILE_MIB_MAX = CARGO_IMPORT_LIMITS.fileBytesMax / 1024 / 1024;

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const ERRORS = { 400: PROBLEM_SCHEMA, 401: PROBLEM_SCHEMA, 403: PROBLEM_SCHEMA };

const PRINT_QUERY = Type.Object(
  {
    reportFormat: reportFormatParameter([...REPORT_FORMATS]),
    locale: Type.Optional(
      Type.String({
        maxLength: 10,
        default: 'en',
        description: `The print's language, in any case: ${LANGUAGE_CODES.join(', ')} (default en).`,
      }),
    ),
  },
  { additionalProperties: false },
);

const MANIFEST_PARAMS = Type.Object({
  id: Type.String({ maxLength: 18, description: "The manifest's id, as the search answers it." }),
});
const VESSEL_PARAMS = Type.Object({
  imoNumber: Type.String({ maxLength: 20, description: "Lloyd's (IMO) number: 9321483 or IMO 9321483." }),
});

const SEARCH_DESCRIPTION =
  "The reference search's body: offset, max, selectFields and restrictions with their operators. " +
  'Restrictions combine with AND unless restrictBy says OR; one whose operator is empty is ignored (a filter ' +
  'left blank). Numbers are compared as numbers, dates (YYYY-MM-DD) as dates; BETWEEN includes both ends.';

function searchProblem(reply: FastifyReply, problems: readonly RequestProblem[]) {
  return reply
    .status(400)
    .send(problem(400, 'INVALID_REQUEST', problems[0]?.message ?? 'The search is not valid.', problems));
}

function readSearch(read: SearchRequestResult, reply: FastifyReply) {
  if (read.ok) return read.request;
  void searchProblem(reply, read.problems);
  return undefined;
}

/**
 * Cargo manifests (search, print, one with its bills of lading) and the vessels that bring them (search,
 * one with its latest manifests), for declarants and customs officers.
 */
export async function registerManifestRoutes(
  app: TypedApp,
  options: {
    /** Prints drawn as PDF or XLSX count against `printRenders`; a CSV does not. */
    rateLimit: RateLimitCheck;
    database: Database;
    /** The reference data an import's codes are checked against. */
    cache: ReferenceCache;
    today: () => IsoDate;
    country: PortalCountry;
    /** The administration's time zone: the print's time is written in it. */
    timeZone: string;
    now?: () => Date;
  },
): Promise<void> {
  const { database } = options;
  const tags = ['Cargo manifests'];
  const path = (operation: string) => `${MANIFEST_PATH}/${operation}`;

  app.post(
    path(MANIFEST_SERVICE_PATHS.search),
    {
      config: CARGO_READERS,
      schema: {
        tags,
        summary: 'Search the manifests: a page and the count of every match',
        description: SEARCH_DESCRIPTION,
        body: REFERENCE_SEARCH_BODY,
        response: { 200: MANIFEST_SEARCH_ANSWER, ...ERRORS },
      },
    },
    async (request, reply) => {
      const search = readSearch(manifestSearchRequest(request.body, options.today()), reply);
      if (!search) return reply;
      return cargoSearch(database, MANIFEST_TABLE, search);
    },
  );

  app.post(
    path(MANIFEST_SERVICE_PATHS.print),
    {
      config: CARGO_READERS,
      schema: {
        tags,
        summary: 'The manifests a search finds (its page: offset and max) as PDF, XLSX or CSV',
        description:
          `${SEARCH_DESCRIPTION} The file is named Manifest({first}-{last}).{pdf|xlsx|csv}, by the rows it ` +
          'holds; its columns are the list’s whatever selectFields names.',
        querystring: PRINT_QUERY,
        body: REFERENCE_SEARCH_BODY,
        response: {
          200: {
            description: 'The file, as an attachment',
            content: {
              [CONTENT_TYPES.csv]: { schema: Type.String() },
              [CONTENT_TYPES.pdf]: { schema: Type.String({ format: 'binary' }) },
              [CONTENT_TYPES.xlsx]: { schema: Type.String({ format: 'binary' }) },
            },
          },
          ...ERRORS,
          429: PROBLEM_SCHEMA,
        },
      },
    },
    async (request, reply) => {
      const format = reportFormatFrom(request.query.reportFormat, [...REPORT_FORMATS], 'reportFormat');
      if (!format.ok) return reply.status(400).send(invalidRequest(format.problem));
      const locale = (request.query.locale ?? 'en').trim().toLowerCase();
      if (!isLanguage(locale)) {
        return reply.status(400).send(
          invalidRequest({
            path: 'locale',
            code: 'UNKNOWN_LOCALE',
            message: `'${request.query.locale ?? ''}' is not a language of the portal; use ${LANGUAGE_CODES.join(', ')}.`,
            params: { value: request.query.locale ?? '', languages: LANGUAGE_CODES.join(', ') },
          }),
        );
      }
      const search = readSearch(manifestSearchRequest(request.body, options.today()), reply);
      if (!search) return reply;
      if (format.format !== 'csv') {
        const retryAfter = await options.rateLimit('printRenders', request);
        if (retryAfter > 0) return rateLimited(reply, retryAfter);
      }
      // Every column is read, whatever selectFields says: the print has the list's columns.
      const found = await cargoSearch(database, MANIFEST_TABLE, {
        ...search,
        selectFields: Object.keys(MANIFEST_TABLE.columns),
      });
      const page = {
        manifests: found.resultList as unknown as ManifestRecord[],
        offset: search.offset,
        totalCount: found.totalCount,
      };
      const file =
        format.format === 'csv'
          ? manifestsCsv(page, locale)
          : format.format === 'xlsx'
            ? await manifestsXlsx(page, locale)
            : await manifestsPdf(page, {
                language: locale,
                country: options.country,
                timeZone: options.timeZone,
                printed: options.now?.() ?? new Date(),
              });
      // The reply's type knows the file as its documented schema (a string); a PDF or XLSX is bytes.
      const fileReply: FastifyReply = reply;
      return fileReply
        .header('content-type', CONTENT_TYPES[format.format])
        .header(
          'content-disposition',
          `attachment; filename="${manifestPrintFileName(search.offset, page.manifests.length, format.format)}"`,
        )
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  app.get(
    `${path(MANIFEST_SERVICE_PATHS.manifest)}/:id`,
    {
      config: CARGO_READERS,
      schema: {
        tags,
        summary: 'One manifest with its bills of lading and their containers',
        params: MANIFEST_PARAMS,
        response: { 200: MANIFEST_DETAIL_ANSWER, 404: PROBLEM_SCHEMA, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const notFound = problem(404, 'MANIFEST_NOT_FOUND', `There is no manifest ${id}.`);
      if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1) return reply.status(404).send(notFound);
      const manifest = await manifestById(database, Number(id));
      if (!manifest) return reply.status(404).send(notFound);
      return { ...manifest, billsOfLading: await billsOfLadingOf(database, manifest.id) };
    },
  );

  app.post(
    path(MANIFEST_SERVICE_PATHS.vesselSearch),
    {
      config: CARGO_READERS,
      schema: {
        tags,
        summary: 'Search the vessels: a page and the count of every match',
        description: SEARCH_DESCRIPTION,
        body: REFERENCE_SEARCH_BODY,
        response: { 200: VESSEL_SEARCH_ANSWER, ...ERRORS },
      },
    },
    async (request, reply) => {
      const search = readSearch(vesselSearchRequest(request.body, options.today()), reply);
      if (!search) return reply;
      return cargoSearch(database, VESSEL_TABLE, search);
    },
  );

  app.get(
    `${path(MANIFEST_SERVICE_PATHS.vessel)}/:imoNumber`,
    {
      config: CARGO_READERS,
      schema: {
        tags,
        summary: 'One vessel, by its IMO number, with its latest manifests',
        params: VESSEL_PARAMS,
        response: { 200: VESSEL_DETAIL_ANSWER, 404: PROBLEM_SCHEMA, ...ERRORS },
      },
    },
    async (request, reply) => {
      const imo = imoNumberFrom(request.params.imoNumber);
      if (!imo.ok) {
        return reply.status(400).send(
          invalidRequest({
            path: 'imoNumber',
            code: imo.code,
            message: VESSEL_IDENTITY_MESSAGES[imo.code],
            params: { value: request.params.imoNumber },
          }),
        );
      }
      const vessel = await vesselByImoNumber(database, imo.imoNumber);
      if (!vessel) {
        return reply
          .status(404)
          .send(problem(404, 'VESSEL_NOT_FOUND', `There is no vessel with the IMO number ${imo.imoNumber}.`));
      }
      return { ...vessel, latestManifests: await latestManifestsOf(database, imo.imoNumber) };
    },
  );

  // In a scope of its own: the uploads to disk and their size limit apply to the import only.
  await app.register(async (scope: TypedApp) => {
    takeUploadsToFile(scope, {
      contentTypes: Object.keys(IMPORT_CONTENT_TYPES),
      maxBytes: CARGO_IMPORT_LIMITS.fileBytesMax,
      folderPrefix: 'tsw-manifest-',
      tooLarge: {
        code: 'MANIFEST_IMPORT_TOO_LARGE',
        message: `A manifest file sent here has at most ${FILE_MIB_MAX} MiB; import a larger one with the import command.`,
      },
    });
    scope.post(
      path(MANIFEST_SERVICE_PATHS.import),
      {
        config: CARGO_IMPORTERS,
        schema: {
          tags,
          summary: 'Import a manifest file: ASYCUDA World XML (application/xml) or the CSV layout (text/csv)',
          description:
            'Every manifest and bill of lading is checked first; any problem refuses the whole file: 400 ' +
            'MANIFEST_IMPORT_INVALID, each problem naming its line (params.line), the first ' +
            `${IMPORT_PROBLEMS_SHOWN} listed and problemCount saying how many there are. Otherwise the file ` +
            `lands in one transaction. At most ${FILE_MIB_MAX} MiB (413 MANIFEST_IMPORT_TOO_LARGE), ` +
            `${CARGO_IMPORT_LIMITS.manifestsMax} manifests, ${CARGO_IMPORT_LIMITS.billsOfLadingMax} bills of ` +
            `lading and ${CARGO_IMPORT_LIMITS.containersMax} containers; the import command takes larger ` +
            'files and reports its progress. Layouts: docs/importing.md.',
          // No body schema: the file arrives on disk, read by the import (a schema would check a string).
          consumes: Object.keys(IMPORT_CONTENT_TYPES),
          response: {
            200: MANIFEST_IMPORT_ANSWER,
            400: IMPORT_REFUSAL_SCHEMA,
            401: PROBLEM_SCHEMA,
            403: PROBLEM_SCHEMA,
            413: PROBLEM_SCHEMA,
            415: PROBLEM_SCHEMA,
          },
        },
      },
      async (request, reply) => {
        const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        const format = IMPORT_CONTENT_TYPES[type];
        // JSON and plain text keep the server's own parsers: they are no manifest file.
        if (!format || !isUploadedFile(request.body)) {
          return reply
            .status(415)
            .send(
              problem(
                415,
                'MANIFEST_IMPORT_TYPE',
                `Send the manifest file as ${Object.keys(IMPORT_CONTENT_TYPES).join(' or ')}.`,
              ),
            );
        }
        const outcome = await importManifestFile(database, options.cache, {
          filePath: request.body.uploadedFile,
          format,
          today: options.today(),
          fileName: `upload ${new Date().toISOString()}`,
        });
        if (!outcome.landed) {
          return reply.status(400).send(
            importRefusal(
              'MANIFEST_IMPORT_INVALID',
              `The file has ${outcome.problemCount} problem(s); nothing was imported.`,
              {
                count: outcome.problemCount,
                kept: outcome.problems.map(({ line, ...found }) => ({
                  ...found,
                  path: `line ${line}: ${found.path}`,
                  params: { ...found.params, line },
                })),
              },
            ),
          );
        }
        return { manifests: outcome.manifests, billsOfLading: outcome.billsOfLading };
      },
    );
  });
}
