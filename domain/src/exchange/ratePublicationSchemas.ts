import { Type, type Static } from 'typebox';

/*
 * The answers of publishing customs rates (`/api/exchange-rates/periods`), written once: the server's
 * routes declare them, the web front end checks what it receives against them.
 */

/** Where a new period may start (`GET …/latest`). */
export const RATE_PERIOD_START_ANSWER = Type.Object({
  latestStart: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
    description: 'The first day of the newest period published; null when there is none.',
  }),
  earliestStart: Type.String({ format: 'date', description: 'The first day a new period may start.' }),
});

/** What a publication stored (`POST …`). */
export const RATE_PUBLICATION_ANSWER = Type.Object({
  validFrom: Type.String({ format: 'date' }),
  publishedRates: Type.Integer(),
  closedRates: Type.Integer({ description: 'Rates of the previous period that now end the day before.' }),
});

export type RatePeriodStart = Static<typeof RATE_PERIOD_START_ANSWER>;
export type RatePublicationAnswer = Static<typeof RATE_PUBLICATION_ANSWER>;
