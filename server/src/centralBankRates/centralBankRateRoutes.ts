import {
  CENTRAL_BANK_RATE_LIMITS,
  CENTRAL_BANK_RATE_SORTS,
  CENTRAL_BANK_RATES_ANSWER,
  CENTRAL_BANK_REPORT_FORMATS,
  LANGUAGE_CODES,
  reportFormatFrom,
  reportFormatParameter,
  selectCentralBankRates,
  type IsoDate,
  type Language,
  type PortalCountry,
} from '@tsw/domain';
import Type, { type Static } from 'typebox';
import type { Database } from '../database/database.js';
import { invalidRequest } from '../http/problem.js';
import { rateLimited, type RateLimitCheck } from '../http/rateLimiter.js';
import type { TypedApp } from '../http/typedApp.js';
import { DATE_OF_VALIDITY, dateOfValidity } from '../tariff/tariffSchemas.js';
import { centralBankRatesCsv, centralBankRatesPdf, currencyNameIn } from './centralBankRatePrint.js';
import { centralBankPublications, centralBankSources } from './centralBankRateStore.js';

/** The external exchange-rate service (`EXTERNAL_RATES_URL` points the front end here by default). */
export const CENTRAL_BANK_RATES_PATH = '/api/external-rates';
/** A printed CSV is saved under this name. */
const CENTRAL_BANK_CSV_FILE_NAME = 'rates.csv';
const PDF_FILE_NAME = 'rates.pdf';

const { currenciesMax, searchTextMaxLength, sourceMaxLength, maxCap, offsetMax } = CENTRAL_BANK_RATE_LIMITS;

/** What both operations select: a day, a source, currencies or a text, an order, a language. */
const SELECTION = {
  date: Type.Optional({
    ...DATE_OF_VALIDITY,
    description: "The day asked about (default today): each source's latest rates on or before it.",
  }),
  currencies: Type.Optional(
    Type.String({
      pattern: `^[A-Z]{3}(,[A-Z]{3}){0,${currenciesMax - 1}}$`,
      description: `Up to ${currenciesMax} currency codes, comma-separated (USD,EUR); they take precedence over searchText.`,
    }),
  ),
  searchText: Type.Optional(
    Type.String({
      maxLength: searchTextMaxLength,
      description: "The start of a currency code, or part of its name (English or the locale's).",
    }),
  ),
  source: Type.Optional(
    Type.String({ minLength: 1, maxLength: sourceMaxLength, description: 'One publisher only.' }),
  ),
  sortByFields: Type.Enum(CENTRAL_BANK_RATE_SORTS, { default: 'currencyCode' }),
  order: Type.Enum(['asc', 'desc'], { default: 'asc' }),
  locale: Type.Enum(LANGUAGE_CODES, { default: 'en', description: 'Language of names and of the print.' }),
};

const SEARCH_QUERY = Type.Object(
  {
    ...SELECTION,
    max: Type.Integer({ minimum: 1, maximum: maxCap, default: 10 }),
    offset: Type.Integer({ minimum: 0, maximum: offsetMax, default: 0 }),
  },
  { additionalProperties: false },
);

const PRINT_QUERY = Type.Object(
  { ...SELECTION, reportFormat: reportFormatParameter(CENTRAL_BANK_REPORT_FORMATS) },
  { additionalProperties: false },
);

type Selection = Static<typeof PRINT_QUERY>;

/**
 * Central-bank (external) exchange rates: a search answering `{exchangeRates, totalCount}` and a
 * print as CSV or PDF, over the rates each central bank published last on or before the day asked.
 */
export function registerCentralBankRateRoutes(
  app: TypedApp,
  options: {
    /** PDF prints count against `printRenders`. */
    rateLimit: RateLimitCheck;
    database: Database;
    today: () => IsoDate;
    country: PortalCountry;
    /** The administration's time zone: the print's time is written in it. */
    timeZone: string;
    now?: () => Date;
  },
): void {
  async function selected(query: Omit<Selection, 'reportFormat'>, date: IsoDate) {
    const language = query.locale as Language;
    const rates = await centralBankPublications(options.database, date, query.source);
    const days = new Map(rates.map((rate) => [rate.source, rate.rateDate]));
    const publications = [...days]
      .sort(([left], [right]) => left.localeCompare(right))
      .map(([source, rateDate]) => ({ source, rateDate }));
    const chosen = selectCentralBankRates(
      rates,
      {
        currencies: query.currencies?.split(',') ?? [],
        searchText: query.searchText ?? '',
        sort: query.sortByFields,
        order: query.order,
      },
      (rate) => currencyNameIn(language, rate),
    ).map((rate) => ({ ...rate, currencyName: currencyNameIn(language, rate) }));
    return { rates: chosen, publications };
  }

  app.get(
    `${CENTRAL_BANK_RATES_PATH}/search`,
    {
      schema: {
        tags: ['Exchange rates'],
        summary: "Central banks' exchange rates on a day, searched, sorted and paged",
        querystring: SEARCH_QUERY,
        response: { 200: CENTRAL_BANK_RATES_ANSWER, 400: Type.Ref('Problem') },
      },
    },
    async (request, reply) => {
      const validity = dateOfValidity(request.query.date, options.today);
      if (!validity.ok) return reply.status(400).send(validity.problem);
      const { rates, publications } = await selected(request.query, validity.date);
      const { offset, max } = request.query;
      return {
        exchangeRates: rates.slice(offset, offset + max),
        totalCount: rates.length,
        sources: await centralBankSources(options.database),
        publications,
      };
    },
  );

  app.get(
    `${CENTRAL_BANK_RATES_PATH}/print`,
    {
      schema: {
        tags: ['Exchange rates'],
        summary: `Central banks' exchange rates on a day as CSV (saved as ${CENTRAL_BANK_CSV_FILE_NAME}) or PDF`,
        querystring: PRINT_QUERY,
        response: {
          200: {
            description: 'text/csv or application/pdf',
            content: {
              'text/csv': { schema: Type.String() },
              'application/pdf': { schema: Type.String({ format: 'binary' }) },
            },
          },
          400: Type.Ref('Problem'),
          429: Type.Ref('Problem'),
        },
      },
    },
    async (request, reply) => {
      const reportFormat = reportFormatFrom(
        request.query.reportFormat,
        CENTRAL_BANK_REPORT_FORMATS,
        'reportFormat',
      );
      if (!reportFormat.ok) {
        return reply.status(400).send(invalidRequest(reportFormat.problem));
      }
      const validity = dateOfValidity(request.query.date, options.today);
      if (!validity.ok) return reply.status(400).send(validity.problem);
      const { rates, publications } = await selected(request.query, validity.date);
      const language = request.query.locale as Language;
      if (reportFormat.format === 'csv') {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${CENTRAL_BANK_CSV_FILE_NAME}"`)
          .header('cache-control', 'no-store')
          .send(centralBankRatesCsv(rates, language));
      }
      const retryAfter = await options.rateLimit('printRenders', request);
      if (retryAfter > 0) return rateLimited(reply, retryAfter);
      const pdf = await centralBankRatesPdf(rates, {
        publications,
        timeZone: options.timeZone,
        language,
        country: options.country,
        printed: options.now?.() ?? new Date(),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${PDF_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
