import {
  LANGUAGE_CODES,
  SERVER_PATHS,
  TARIFF_SEARCH_ANSWER,
  TARIFF_SEARCH_LIMITS,
  tariffQueryFromText,
  tariffSearchLanguageOf,
  type IsoDate,
  type RankedLine,
  type TariffCode,
  type TariffSearchAnswer,
  taxRateOf,
} from '@tsw/domain';
import Type from 'typebox';
import { problem } from '../http/problem.js';
import type { TypedApp } from '../http/typedApp.js';
import { tariffLineJsonOpen, tariffMatchJson } from './tariffLineJson.js';
import type { TariffSearchService } from './tariffSearchService.js';
import { DATE_OF_VALIDITY, dateOfValidity } from './tariffSchemas.js';

type LineOf = (code: string) => TariffCode;

/** Orders of the result table besides relevance; each reads only what it compares. */
const SORTS = {
  relevance: undefined,
  code: () => (left: RankedLine, right: RankedLine) => left.code.localeCompare(right.code),
  description: (lineOf: LineOf) => (left: RankedLine, right: RankedLine) =>
    lineOf(left.code).description.localeCompare(lineOf(right.code).description),
  tti: (lineOf: LineOf) => (left: RankedLine, right: RankedLine) =>
    taxOf(lineOf(left.code), 'TTI') - taxOf(lineOf(right.code), 'TTI'),
} as const;

function taxOf(line: TariffCode, name: string): number {
  const value = taxRateOf(line, name);
  return value === undefined ? -1 : Number(value);
}

/** The search's query string, which the MCP server's `search_tariff` takes too. */
export const TARIFF_SEARCH_QUERY = Type.Object(
  {
    q: Type.String({
      maxLength: TARIFF_SEARCH_LIMITS.keywordMaxLength * 2,
      description: 'Keywords or an HS code.',
    }),
    date: Type.Optional(DATE_OF_VALIDITY),
    page: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
    size: Type.Union(
      TARIFF_SEARCH_LIMITS.pageSizes.map((size) => Type.Literal(size)),
      { default: TARIFF_SEARCH_LIMITS.defaultPageSize },
    ),
    sort: Type.Enum(Object.keys(SORTS) as (keyof typeof SORTS)[], { default: 'relevance' }),
    order: Type.Enum(['asc', 'desc'], { default: 'asc' }),
    lang: Type.Optional(
      Type.Enum(LANGUAGE_CODES, {
        description:
          "The screen's language, which the keywords are read in: fr and es read the HS's French or " +
          'Spanish texts (the EU’s) and everyday names, with the English ones; en, bn and ar read the ' +
          'English and Bengali texts (the default).',
      }),
    ),
    explain: Type.Boolean({
      default: false,
      description:
        'For keywords: each line says why it was found (`matched`: which word matched which word of the ' +
        'tariff, how and where, and the everyday names that led to it), as the tariff screen shows it.',
    }),
  },
  { additionalProperties: false },
);

/**
 * The tariff search of the tariff screen: ranked for people (exact code, then prefixes; every word,
 * whole words, plurals, typos, everyday names), paged and sorted. The reference contract's
 * `commodity/search` stays as it is for ASYCUDA-style clients.
 */
export function registerTariffSearchRoutes(
  app: TypedApp,
  options: { search: TariffSearchService; today: () => IsoDate },
): void {
  app.get(
    SERVER_PATHS.tariffSearch,
    {
      schema: {
        tags: ['Tariff'],
        summary: 'Ranked tariff search by keywords or HS code, as of a date',
        querystring: TARIFF_SEARCH_QUERY,
        response: { 200: TARIFF_SEARCH_ANSWER, 400: Type.Ref('Problem') },
      },
    },
    async (request, reply) => {
      const parsed = tariffQueryFromText(request.query.q);
      if (!parsed.ok) {
        const { code, message, params } = parsed.problem;
        return reply
          .status(400)
          .send(problem(400, code, message, [{ path: 'q', code, message, ...(params ? { params } : {}) }]));
      }
      const validity = dateOfValidity(request.query.date, options.today);
      if (!validity.ok) return reply.status(400).send(validity.problem);
      const { date } = validity;
      const language = tariffSearchLanguageOf(request.query.lang);
      const { ranked, tariff } = await options.search.search(parsed.query, date, language);
      const { sort, order, page, size } = request.query;
      const comparator = SORTS[sort]?.((code) => tariff.line(code));
      const sorted = comparator ? [...ranked].sort(comparator) : ranked;
      if (order === 'desc' && comparator) (sorted as RankedLine[]).reverse();
      const head: Omit<TariffSearchAnswer, 'lines'> = {
        query: {
          kind: parsed.query.kind,
          text: parsed.query.kind === 'code' ? parsed.query.digits : parsed.query.text,
        },
        date,
        total: sorted.length,
        page,
        size,
      };
      // The answer is written here rather than by the response schema's serializer: each line's JSON is
      // made once per tariff (tariffLineJsonOpen), and the score (and for words, why) is added to it.
      const { query } = parsed;
      const explain =
        request.query.explain && query.kind === 'words'
          ? tariff.rankerIn(language).explainer(query.text)
          : undefined;
      const lines = sorted.slice((page - 1) * size, page * size).map((line) => {
        const matched = explain ? `,"matched":${tariffMatchJson(explain(line.code))}` : '';
        return `${tariffLineJsonOpen(tariff, line.code)},"score":${line.score}${matched}}`;
      });
      return reply
        .type('application/json; charset=utf-8')
        .send(`${JSON.stringify(head).slice(0, -1)},"lines":[${lines.join(',')}]}`);
    },
  );
}
