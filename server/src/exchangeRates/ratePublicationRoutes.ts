import {
  earliestPeriodStart,
  entityDefinition,
  RATE_PERIOD_START_ANSWER,
  RATE_PUBLICATION_ANSWER,
  RATE_PUBLICATION_LIMITS,
  ratePublicationProblems,
  SERVER_PATHS,
  type IsoDate,
  type RequestProblem,
} from '@tsw/domain';
import Type from 'typebox';
import type { Database, SqlExecutor } from '../database/database.js';
import { problem } from '../http/problem.js';
import type { TypedApp } from '../http/typedApp.js';
import type { ReferenceCache } from '../referenceService/referenceCache.js';
import { replaceReferencePeriod } from '../referenceService/referenceStore.js';

/** Publications take turns, so that two cannot both start after the same newest period. */
const RATE_PUBLICATION_LOCK_KEY = 4_270_302;
const RATES_ENTITY = 'exchangeRate';

const BODY = Type.Object(
  {
    validFrom: Type.String({ maxLength: 10, description: 'The first day of the new period (YYYY-MM-DD).' }),
    rates: Type.Array(
      Type.Object(
        {
          code: Type.String({ maxLength: 3, description: 'ISO 4217 currency code.' }),
          rate: Type.String({
            maxLength: RATE_PUBLICATION_LIMITS.rateMaxLength,
            description: 'Taka per unit of the currency, as a decimal string.',
          }),
        },
        { additionalProperties: false },
      ),
      { maxItems: RATE_PUBLICATION_LIMITS.ratesMax },
    ),
  },
  { additionalProperties: false },
);

/**
 * Staff publish the customs exchange rates of a new period (issue 6): checked whole, then stored as the
 * next validity period of the exchange-rate entity in one transaction. The period before it ends the day
 * before; nothing published is rewritten, as the period must start after the newest one.
 */
export function registerRatePublicationRoutes(
  app: TypedApp,
  options: { database: Database; cache: ReferenceCache; today: () => IsoDate },
): void {
  const currencies = entityDefinition('currency');
  if (!currencies) throw new Error('The entity catalog has no currency.');

  app.get(
    `${SERVER_PATHS.ratePublication}/latest`,
    {
      config: { access: { roles: ['rates-publisher'] } },
      schema: {
        tags: ['Exchange rates'],
        summary: 'The newest period of customs exchange rates, and the first day a new one may start',
        response: { 200: RATE_PERIOD_START_ANSWER },
      },
    },
    async () => {
      const latestStart = await newestPeriodStart(options.database);
      return { latestStart, earliestStart: earliestPeriodStart(options.today(), latestStart) };
    },
  );

  app.post(
    SERVER_PATHS.ratePublication,
    {
      config: { access: { roles: ['rates-publisher'] } },
      schema: {
        tags: ['Exchange rates'],
        summary: 'Publish the customs exchange rates of a new period',
        body: BODY,
        response: { 201: RATE_PUBLICATION_ANSWER, 400: Type.Ref('Problem'), 409: Type.Ref('Problem') },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const currencyIndex = await options.cache.entityIndex(currencies);
      const namesOn = (code: string) => currencyIndex.lookUp(code, body.validFrom);
      const who = request.identity?.username ?? 'unknown';
      const outcome = await options.database.transaction(async (transaction) => {
        await transaction.query('select pg_advisory_xact_lock($1)', [RATE_PUBLICATION_LOCK_KEY]);
        const problems = ratePublicationProblems(body, {
          today: options.today(),
          latestStart: await newestPeriodStart(transaction),
          isKnownCurrency: (code) => namesOn(code) !== undefined,
        });
        if (problems.length > 0) return { problems, closedRates: 0 };
        const stored = await replaceReferencePeriod(transaction, {
          entity: RATES_ENTITY,
          validFrom: body.validFrom as IsoDate,
          records: body.rates.map(({ code, rate }) => {
            const names = namesOn(code);
            return {
              key: code,
              fields: {
                code,
                description: names?.description ?? code,
                descriptionTranslated: names?.descriptionTranslated ?? null,
                rate,
              },
            };
          }),
          source: `Published in the portal by ${who}`,
          sample: false,
        });
        return { problems: undefined, closedRates: stored.closedRecords };
      });
      if (outcome.problems) {
        const status = publicationStatus(outcome.problems);
        const [first] = outcome.problems;
        return reply
          .status(status)
          .send(problem(status, first?.code ?? 'INVALID_REQUEST', first?.message ?? '', outcome.problems));
      }
      // This instance answers with the new rates at once; the others notice within their refresh interval.
      await options.cache.refreshVersions();
      request.log.info(
        { validFrom: body.validFrom, rates: body.rates.length, by: who },
        'exchange rates published',
      );
      return reply.status(201).send({
        validFrom: body.validFrom,
        publishedRates: body.rates.length,
        closedRates: outcome.closedRates,
      });
    },
  );
}

/** The first day of the newest period of customs rates; null when none was ever loaded. */
async function newestPeriodStart(database: SqlExecutor): Promise<string | null> {
  const [newest] = await database.query<{ start: string | null }>(
    'select max(valid_from)::text as start from reference_record where entity = $1',
    [RATES_ENTITY],
  );
  return newest?.start ?? null;
}

/** A period that collides with one already published is a conflict; anything else is a bad request. */
function publicationStatus(problems: readonly RequestProblem[]): 400 | 409 {
  return problems.some((item) => item.code === 'RATES_DATE_NOT_AFTER_LATEST') ? 409 : 400;
}
