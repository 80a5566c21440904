import {
  LANGUAGE_CODES,
  TAXATION_ANSWER,
  TAXATION_BODY,
  taxationRequestFromBody,
  taxCascadeOf,
  taxSimulationOf,
  type IsoDate,
  type PortalCountry,
} from '@tsw/domain';
import Type from 'typebox';
import { problem } from '../http/problem.js';
import type { TypedApp } from '../http/typedApp.js';
import type { ReferenceCache } from '../referenceService/referenceCache.js';
import { taxationLookupsOn } from './taxationLookups.js';

/** The taxation service's own address; `TAXATION_URL` points the screens here by default. */
export const TAXATION_PATH = '/api/taxation';

const QUERY = Type.Object(
  {
    lang: Type.Optional(
      Type.Enum(LANGUAGE_CODES, {
        default: 'en',
        description: 'The language of tax names and tariff descriptions: Bengali where the data has it.',
      }),
    ),
  },
  { additionalProperties: false },
);

/**
 * The import taxation simulation: what a declaration's items will cost in duties and taxes, by the
 * country's cascade and the reference data in force on the date of validity. Any signed-in user may ask;
 * nothing is stored.
 */
export function registerTaxationRoutes(
  app: TypedApp,
  options: { cache: ReferenceCache; country: PortalCountry; today: () => IsoDate },
): void {
  const cascade = taxCascadeOf(options.country);
  app.post(
    `${TAXATION_PATH}/`,
    {
      schema: {
        tags: ['Taxation'],
        summary: 'Simulate the import taxes of a declaration’s items',
        description:
          'Each item is valued at the customs exchange rate in force on the date of validity (today by ' +
          'default) and taxed by the country’s cascade, with the reductions of the SROs its national ' +
          'procedure cites. Amounts are exact decimals in the national currency, each rounded to the ' +
          'paisa. At most 100 items.',
        querystring: QUERY,
        body: TAXATION_BODY,
        response: { 200: TAXATION_ANSWER, 400: Type.Ref('Problem'), 501: Type.Ref('Problem') },
      },
    },
    async (request, reply) => {
      if (!cascade) {
        return reply
          .status(501)
          .send(problem(501, 'NO_TAX_CASCADE', `Taxation is not configured for ${options.country}.`));
      }
      const read = taxationRequestFromBody(request.body, options.today());
      if (!read.ok) {
        const [first] = read.problems;
        return reply
          .status(400)
          .send(
            problem(400, 'INVALID_REQUEST', first?.message ?? 'The request is not valid.', [
              ...read.problems,
            ]),
          );
      }
      const language = request.query.lang ?? 'en';
      const lookups = await taxationLookupsOn(options.cache, cascade, read.request.validityDate, language);
      const simulation = taxSimulationOf(read.request, lookups);
      if (!simulation.ok) {
        const [first] = simulation.problems;
        return reply
          .status(400)
          .send(
            problem(400, 'INVALID_REQUEST', first?.message ?? 'The request is not valid.', [
              ...simulation.problems,
            ]),
          );
      }
      return simulation.answer;
    },
  );
}
