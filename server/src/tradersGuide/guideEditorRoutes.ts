import {
  GUIDE_RULE_CHANGES_ANSWER,
  GUIDE_RULE_DRAFT_SCHEMA,
  GUIDE_RULE_SCHEMA,
  GUIDE_RULE_STATUSES,
  GUIDE_RULE_UPDATE_SCHEMA,
  GUIDE_RULE_WITHDRAW_SCHEMA,
  GUIDE_RULES_ANSWER,
  GUIDE_RULES_IMPORT_ANSWER,
  guideRuleDraftProblems,
  IMPORT_PROBLEMS_SHOWN,
  SERVER_PATHS,
  TRADERS_GUIDE_LIMITS,
  type GuideRule,
  type GuideRuleBody,
  type GuideRuleDraft,
  type IsoDate,
  type RequestProblem,
} from '@tsw/domain';
import Type from 'typebox';
import type { Database } from '../database/database.js';
import { problem } from '../http/problem.js';
import type { TypedApp } from '../http/typedApp.js';
import { importRefusal, IMPORT_REFUSAL_SCHEMA } from '../importing/importRefusal.js';
import { isUploadedFile, takeUploadsToFile } from '../importing/uploadedFile.js';
import type { ReferenceCache } from '../referenceService/referenceCache.js';
import type { GuideRuleCache } from './guideRuleCache.js';
import { guideRulesCsvText } from './guideRuleCsv.js';
import { importGuideRulesCsv } from './guideRuleImport.js';
import { guideRulesMatchingSearch, type GuideRuleSearch } from './guideRuleSearch.js';
import {
  guideRule,
  guideRuleChanges,
  insertGuideRules,
  updateGuideRule,
  withdrawGuideRule,
} from './guideRuleStore.js';
import { TradersGuideTables } from './tradersGuideLookups.js';

/** The route configuration of every editors' operation: guide editors only. */
const GUIDE_EDITORS = { access: { roles: ['guide-editor'] as const } };

const ID_PARAMS = Type.Object({ id: Type.String({ format: 'uuid' }) });
const NOT_FOUND = problem(404, 'GUIDE_RULE_NOT_FOUND', 'There is no such rule.');
const CHANGED_MEANWHILE = problem(
  409,
  'GUIDE_RULE_CHANGED_MEANWHILE',
  'Someone else saved this rule since you opened it: reload it to see their change.',
);
const IMPORT_MIB_MAX = TRADERS_GUIDE_LIMITS.importMaxBytes / 1024 / 1024;

const LIST_QUERY = Type.Object(
  {
    q: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'Words found in the document code or name, a prefix, the authority or the source.',
      }),
    ),
    status: Type.Optional(Type.Enum(GUIDE_RULE_STATUSES)),
    documentCode: Type.Optional(Type.String({ maxLength: 32 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
    max: Type.Optional(
      Type.Integer({ minimum: 1, maximum: TRADERS_GUIDE_LIMITS.editorPageMax, default: 50 }),
    ),
  },
  { additionalProperties: false },
);

function invalid(problems: readonly RequestProblem[]) {
  return problem(400, 'GUIDE_RULE_INVALID', problems[0]?.message ?? 'The rule is not valid.', problems);
}

/** A stored rule as the answer's schema types it: the same object, its lists no longer read-only. */
function wire(rule: GuideRule): GuideRuleBody;
function wire(rule: GuideRule | undefined): GuideRuleBody | undefined;
function wire(rule: GuideRule | undefined): GuideRuleBody | undefined {
  return rule as GuideRuleBody | undefined;
}

/**
 * The draft a body says, without its version. The validator coerces a null sent for a text-or-null field to
 * an empty text; both mean "none".
 */
function draftOf(body: GuideRuleDraft & { version?: number }): GuideRuleDraft {
  const { version, ...draft } = body;
  void version;
  return { ...draft, sourceUrl: draft.sourceUrl || null, validTo: draft.validTo || null };
}

/**
 * The guide editors' API (role guide-editor): the rules listed and searched, created, changed against the
 * version they were opened at, withdrawn, every change recorded with who and when; and a CSV import that
 * lands whole or not at all. Each change refreshes this instance's rules at once; other instances see it
 * within their refresh interval.
 */
export async function registerGuideEditorRoutes(
  app: TypedApp,
  options: { database: Database; cache: ReferenceCache; rules: GuideRuleCache; today: () => IsoDate },
): Promise<void> {
  const { database, rules } = options;
  const base = SERVER_PATHS.guideEditorRules;
  const who = (request: { identity: { username?: string } | null }) =>
    request.identity?.username ?? 'unknown';
  const codeLists = async () => (await TradersGuideTables.of(options.cache)).ruleCodeLists();
  /** The rules an editors' search finds, read after a refresh so that an editor sees every change at once. */
  const searched = async (search: GuideRuleSearch) => {
    const current = await rules.refresh();
    const tables = await TradersGuideTables.of(options.cache);
    return guideRulesMatchingSearch(current.rules, search, tables.documentNames(options.today()));
  };
  const changed = async (rule: GuideRule) => {
    await rules.refresh();
    return wire(rule);
  };

  app.get(
    base,
    {
      config: GUIDE_EDITORS,
      schema: {
        tags: ['Guide editors'],
        summary: 'The rules, withdrawn ones included, searched and paged',
        description:
          'Ordered by document code, then by id. Every word of q must be found in the document code or ' +
          'name, a commodity prefix, the authority or the source, in any language.',
        querystring: LIST_QUERY,
        response: { 200: GUIDE_RULES_ANSWER },
      },
    },
    async (request) => {
      const found = await searched(request.query);
      const offset = request.query.offset ?? 0;
      return {
        items: found.slice(offset, offset + (request.query.max ?? 50)).map((rule) => wire(rule)),
        totalCount: found.length,
      };
    },
  );

  app.get(
    `${base}/export`,
    {
      config: GUIDE_EDITORS,
      schema: {
        tags: ['Guide editors'],
        summary: 'The rules the search finds, as the CSV the import takes, with their ids',
        description:
          'Every rule the list’s filters find (all pages), one a row, in every column of the import. Edit ' +
          'it and import it back to change those rules: a row keeps its id to change that rule.',
        querystring: Type.Omit(LIST_QUERY, ['offset', 'max']),
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'CSV text, UTF-8 with a byte-order mark.' }) },
      },
    },
    async (request, reply) => {
      const found = await searched(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="traders-guide-rules_${options.today()}.csv"`)
        .send(guideRulesCsvText(found));
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: GUIDE_EDITORS,
      schema: {
        tags: ['Guide editors'],
        summary: 'One rule, as stored',
        params: ID_PARAMS,
        response: { 200: GUIDE_RULE_SCHEMA, 404: Type.Ref('Problem') },
      },
    },
    async (request, reply) =>
      (await guideRule(database, request.params.id)) ?? reply.status(404).send(NOT_FOUND),
  );

  app.get(
    `${base}/:id/history`,
    {
      config: GUIDE_EDITORS,
      schema: {
        tags: ['Guide editors'],
        summary: 'Who changed the rule, how and when, newest first, with the rule as it was after',
        params: ID_PARAMS,
        response: { 200: GUIDE_RULE_CHANGES_ANSWER, 404: Type.Ref('Problem') },
      },
    },
    async (request, reply) => {
      const changes = await guideRuleChanges(database, request.params.id);
      return changes.length > 0 ? { changes } : reply.status(404).send(NOT_FOUND);
    },
  );

  app.post(
    base,
    {
      config: GUIDE_EDITORS,
      schema: {
        tags: ['Guide editors'],
        summary: 'Create a rule, active at once',
        description:
          'The document, countries and procedure codes must be in the reference data; prefixes have 2 to ' +
          '10 digits; dates are YYYY-MM-DD, the last not before the first; the English authority and ' +
          'source are required. Each problem is named by its path and a translatable code.',
        body: GUIDE_RULE_DRAFT_SCHEMA,
        response: { 201: GUIDE_RULE_SCHEMA, 400: Type.Ref('Problem') },
      },
    },
    async (request, reply) => {
      const draft = draftOf(request.body);
      const problems = guideRuleDraftProblems(draft, await codeLists());
      if (problems.length > 0) return reply.status(400).send(invalid(problems));
      const created = await database.transaction(async (transaction) => {
        const [id] = await insertGuideRules(transaction, [{ draft }], {
          username: who(request),
          action: 'create',
        });
        return guideRule(transaction, id ?? '');
      });
      if (!created) throw new Error('A rule just created was not found in its own transaction.');
      return reply.status(201).send(await changed(created));
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: GUIDE_EDITORS,
      schema: {
        tags: ['Guide editors'],
        summary: 'Change a rule, from the version the editor opened',
        description: 'A rule saved by someone else since that version is not overwritten: 409.',
        params: ID_PARAMS,
        body: GUIDE_RULE_UPDATE_SCHEMA,
        response: {
          200: GUIDE_RULE_SCHEMA,
          400: Type.Ref('Problem'),
          404: Type.Ref('Problem'),
          409: Type.Ref('Problem'),
        },
      },
    },
    async (request, reply) => {
      const draft = draftOf(request.body);
      const problems = guideRuleDraftProblems(draft, await codeLists());
      if (problems.length > 0) return reply.status(400).send(invalid(problems));
      const outcome = await database.transaction(async (transaction) => {
        if (!(await guideRule(transaction, request.params.id))) return 404 as const;
        const rule = await updateGuideRule(transaction, request.params.id, draft, {
          username: who(request),
          version: request.body.version,
        });
        return rule ?? (409 as const);
      });
      if (outcome === 404) return reply.status(404).send(NOT_FOUND);
      if (outcome === 409) return reply.status(409).send(CHANGED_MEANWHILE);
      return changed(outcome);
    },
  );

  app.post(
    `${base}/:id/withdraw`,
    {
      config: GUIDE_EDITORS,
      schema: {
        tags: ['Guide editors'],
        summary: 'Withdraw a rule: it stays, with its history, and no guide matches it again',
        params: ID_PARAMS,
        body: GUIDE_RULE_WITHDRAW_SCHEMA,
        response: { 200: GUIDE_RULE_SCHEMA, 404: Type.Ref('Problem'), 409: Type.Ref('Problem') },
      },
    },
    async (request, reply) => {
      const outcome = await database.transaction(async (transaction) => {
        if (!(await guideRule(transaction, request.params.id))) return 404 as const;
        const rule = await withdrawGuideRule(transaction, request.params.id, {
          username: who(request),
          version: request.body.version,
        });
        return rule ?? (409 as const);
      });
      if (outcome === 404) return reply.status(404).send(NOT_FOUND);
      if (outcome === 409) return reply.status(409).send(CHANGED_MEANWHILE);
      return changed(outcome);
    },
  );

  // In a scope of its own: the upload to disk and its size limit apply to the import only.
  await app.register(async (scope: TypedApp) => {
    takeUploadsToFile(scope, {
      contentTypes: ['text/csv'],
      maxBytes: TRADERS_GUIDE_LIMITS.importMaxBytes,
      folderPrefix: 'tsw-guide-rules-',
      tooLarge: {
        code: 'GUIDE_IMPORT_TOO_LARGE',
        message: `A rules file sent here has at most ${IMPORT_MIB_MAX} MiB; import a larger one with the import command.`,
      },
    });
    scope.post(
      `${base}/import`,
      {
        config: GUIDE_EDITORS,
        schema: {
          tags: ['Guide editors'],
          summary: 'Import rules from CSV (text/csv): every row lands, or none',
          description:
            'One rule a row. Columns: documentCode, ruleType, authority_en, source_en and validFrom are ' +
            'required; id, status (active or withdrawn), commodityPrefixes, exceptCommodityPrefixes, ' +
            'origins, exceptOrigins, flows, generalProcedureCodes, extendedProcedureCodes, ' +
            'nationalProcedureCodes (codes separated by spaces, commas or semicolons), condition_{lang}, ' +
            'authority_{lang}, source_{lang} (en, fr, es, ar, bn), sourceUrl, validTo and sample (true or ' +
            'false) may be left out. A row without an id adds a rule; a row with a stored rule’s id ' +
            'changes it (and withdraws it when its status says so); no other rule is touched. Any problem ' +
            'in any row refuses the whole file: 400, each problem naming its line (rows[line]) and column, ' +
            `the first ${IMPORT_PROBLEMS_SHOWN} listed and problemCount saying how many there are. At most ` +
            `${TRADERS_GUIDE_LIMITS.importMaxRules} rows, ${TRADERS_GUIDE_LIMITS.importRowMaxCharacters} ` +
            `characters a row and ${IMPORT_MIB_MAX} MiB (413 GUIDE_IMPORT_TOO_LARGE); the import command ` +
            'takes larger files.',
          // No body schema: the file arrives on disk, read by the import (a schema would check a string).
          consumes: ['text/csv'],
          response: {
            200: GUIDE_RULES_IMPORT_ANSWER,
            400: IMPORT_REFUSAL_SCHEMA,
            413: Type.Ref('Problem'),
            415: Type.Ref('Problem'),
          },
        },
      },
      async (request, reply) => {
        if (!isUploadedFile(request.body)) {
          return reply
            .status(415)
            .send(problem(415, 'GUIDE_IMPORT_NOT_CSV', 'Send the rules as a CSV file (text/csv).'));
        }
        const outcome = await importGuideRulesCsv(database, request.body.uploadedFile, {
          lists: await codeLists(),
          username: who(request),
        });
        if (!outcome.landed) {
          const count = outcome.problemCount;
          const message =
            count > outcome.problems.length
              ? `The file has ${count} problems (the first ${outcome.problems.length} are listed); nothing was imported.`
              : `The file has ${count} problem(s); nothing was imported.`;
          return reply
            .status(400)
            .send(importRefusal('GUIDE_IMPORT_INVALID', message, { count, kept: outcome.problems }));
        }
        await rules.refresh();
        return outcome.counts;
      },
    );
  });
}
