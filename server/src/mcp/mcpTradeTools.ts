import {
  amountFromText,
  convertedTotal,
  REFERENCE_SEARCH_ANSWER,
  TAXATION_ANSWER,
  TAXATION_BODY,
  TRADERS_GUIDE_ANSWER,
  TRADERS_GUIDE_BODY,
  type ReferenceSearchAnswer,
} from '@tsw/domain';
import Type from 'typebox';
import { problem } from '../http/problem.js';
import { REFERENCE_BASE_PATH } from '../referenceService/referenceRoutes.js';
import { TAXATION_PATH } from '../taxation/taxationRoutes.js';
import { TRADERS_GUIDE_PATH } from '../tradersGuide/tradersGuideRoutes.js';
import { MCP_DATE, MCP_LANGUAGE } from './mcpTariffTools.js';
import { mcpOutcomeOf, mcpTool, type McpApi, type McpTool } from './mcpTool.js';

/** What a customs rate says, as the exchange-rate screens read it. */
const RATE_FIELDS = ['code', 'description', 'descriptionTranslated', 'rate', 'validFromDate', 'validToDate'];
const CURRENCY = Type.String({ maxLength: 8, description: 'A currency (ISO 4217: USD).' });

const simulateTaxes = mcpTool({
  name: 'simulate_taxes',
  title: 'Simulate import taxes',
  description:
    "What a declaration's items will cost in duties and taxes, to the paisa: each item valued at the customs " +
    "exchange rate in force on validityDate (default today) and taxed by the country's cascade, with the " +
    'reductions of the SROs its national procedure cites. The items are as the taxation service takes them.',
  inputSchema: Type.Object(
    { ...TAXATION_BODY.properties, language: MCP_LANGUAGE },
    { additionalProperties: false },
  ),
  outputSchema: TAXATION_ANSWER,
  async run({ language, ...body }, { api }) {
    return mcpOutcomeOf(await api.post(`${TAXATION_PATH}/`, body, { query: { lang: language ?? 'en' } }));
  },
  text: (answer) =>
    [
      `${answer.items.length} items on ${answer.validityDate}: taxes ${answer.totalItemTaxes} ${answer.currency}.`,
      ...answer.messages.map((message) => message.message),
    ].join('\n'),
});

const tradersGuide = mcpTool({
  name: 'traders_guide',
  title: "Documents each consignment needs (traders' guide)",
  description:
    'The documents each consignment of a declaration needs, by its tariff line, origin and procedures, on ' +
    'meta.validityDate (default today): each with the issuing authority, any condition and its legal ' +
    'source. Problems with a consignment come back in data.fieldsErrors.',
  inputSchema: Type.Object(
    { ...TRADERS_GUIDE_BODY.properties, language: MCP_LANGUAGE },
    { additionalProperties: false },
  ),
  outputSchema: TRADERS_GUIDE_ANSWER,
  async run({ language, ...body }, { api }) {
    return mcpOutcomeOf(
      await api.post(`${TRADERS_GUIDE_PATH}/`, { ...body, meta: { language, ...body.meta } }),
    );
  },
  text: ({ data }) =>
    [
      ...data.items.map(
        (item) =>
          `Consignment ${item.itemNumber} (${item.commodityCode}): ` +
          (item.attachments.map((attachment) => attachment.attDocName).join('; ') || 'no documents'),
      ),
      ...data.fieldsErrors.map(
        (error) => `Consignment ${error.itemNumber}, ${error.field}: ${error.message}`,
      ),
    ].join('\n'),
});

/** The customs rates in force on a date: of some currencies, or all. */
function customsRates(api: McpApi, currencies: readonly string[], date: string | undefined, max: number) {
  return api.post(`${REFERENCE_BASE_PATH}/exchangeRate/search`, {
    max,
    restrictions: currencies.length > 0 ? [{ field: 'code', operator: 'IN', values: [...currencies] }] : [],
    selectFields: RATE_FIELDS,
    ...(date ? { meta: { validityDate: date } } : {}),
  });
}

const exchangeRate = mcpTool({
  name: 'exchange_rate',
  title: 'Customs exchange rates',
  description:
    'The customs exchange rates in force on a date (default today): national currency per unit of each ' +
    'currency asked, or of every currency when none is named.',
  inputSchema: Type.Object(
    {
      currencies: Type.Optional(Type.Array(CURRENCY, { maxItems: 200 })),
      date: MCP_DATE,
      language: MCP_LANGUAGE,
    },
    { additionalProperties: false },
  ),
  outputSchema: REFERENCE_SEARCH_ANSWER,
  async run(input, { api }) {
    return mcpOutcomeOf(await customsRates(api, input.currencies ?? [], input.date, 200));
  },
  text: (answer) => answer.resultList.map((record) => `${record.code}: ${record.rate}`).join('\n'),
});

const CONVERSION = Type.Object({
  currency: Type.String(),
  date: Type.String({ description: 'The date whose customs rate applied.' }),
  amount: Type.String({ description: 'The amount converted, as read.' }),
  rate: Type.String({ description: 'National currency per unit of the currency.' }),
  converted: Type.String({ description: 'The amount in the national currency, exactly.' }),
});

const convertCurrency = mcpTool({
  name: 'convert_currency',
  title: 'Convert an amount at the customs rate',
  description:
    'An amount in a foreign currency in the national currency, at the customs rate in force on a date ' +
    '(default today), exactly, as the converter screen does.',
  inputSchema: Type.Object(
    {
      amount: Type.Union([Type.String({ maxLength: 40 }), Type.Number()], {
        description: 'The amount (1,000.50).',
      }),
      currency: CURRENCY,
      date: MCP_DATE,
      language: MCP_LANGUAGE,
    },
    { additionalProperties: false },
  ),
  outputSchema: CONVERSION,
  async run(input, { api }) {
    const read = amountFromText(String(input.amount));
    if (!read.ok) {
      const { code, message, params } = read.problem;
      return {
        ok: false,
        problem: problem(400, code, message, [
          { path: 'amount', code, message, ...(params ? { params } : {}) },
        ]),
      };
    }
    const rates = await customsRates(api, [input.currency.toUpperCase()], input.date, 1);
    if (!rates.ok) return rates;
    const [record] = (rates.body as ReferenceSearchAnswer).resultList;
    const converted = record?.rate ? convertedTotal(read.amount, record.rate) : undefined;
    if (!record?.rate || converted === undefined) {
      const message = `There is no customs rate of ${input.currency} on this date.`;
      return {
        ok: false,
        problem: problem(404, 'CURRENCY_NOT_FOUND', message, [
          { path: 'currency', code: 'CURRENCY_NOT_FOUND', message },
        ]),
      };
    }
    return {
      ok: true,
      output: {
        currency: record.code ?? input.currency,
        date: input.date ?? record.validFromDate ?? '',
        amount: String(input.amount),
        rate: record.rate,
        converted,
      },
    };
  },
  text: (conversion) =>
    `${conversion.amount} ${conversion.currency} = ${conversion.converted} (rate ${conversion.rate}).`,
});

export const MCP_TRADE_TOOLS: readonly McpTool[] = [
  simulateTaxes,
  tradersGuide,
  exchangeRate,
  convertCurrency,
];
