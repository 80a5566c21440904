/**
 * Every tool of the portal used as its screens use it, with inputs drawn afresh from the real tariff (words,
 * codes, chapters) and the five languages: what the memory benchmark and the soak put the portal through.
 */
import { SERVER_PATHS } from '@tsw/domain';
import { benchInputsFromTariff, pick } from './benchInputs.js';
import { signIn } from './benchSignIn.js';
import { BENCH_TARIFF } from './benchTariffData.js';

/** The sample accounts (docs/signing-in.md): a trader for the tools, an officer for the manifests. */
const SAMPLE_ACCOUNTS = {
  trader: { username: 'trader', password: 'trader-sample' },
  officer: { username: 'officer', password: 'officer-sample' },
};

export interface ToolTokens {
  readonly trader: string;
  readonly officer: string;
}

/** Fresh tokens (they live five minutes) for the accounts the tools are used as. */
export async function toolTokens(url: string): Promise<ToolTokens> {
  return {
    trader: await signIn(url, SAMPLE_ACCOUNTS.trader),
    officer: await signIn(url, SAMPLE_ACCOUNTS.officer),
  };
}

export interface ToolUse {
  readonly name: string;
  /** One use, with inputs drawn afresh; answers the status of each request it made. */
  readonly use: () => Promise<number[]>;
}

export function portalToolUses(url: string, tokens: ToolTokens): ToolUse[] {
  const inputs = benchInputsFromTariff(BENCH_TARIFF);
  const send = async (path: string, init: RequestInit = {}, token = tokens.trader) => {
    const response = await fetch(`${url}${path}`, {
      ...init,
      headers: { Authorization: token, 'Content-Type': 'application/json', ...init.headers },
    });
    await response.arrayBuffer();
    return response.status;
  };
  const post = (path: string, body: object, token?: string) =>
    send(path, { method: 'POST', body: JSON.stringify(body) }, token);
  const words = () => `${pick(inputs.words)} ${pick(inputs.words)}`;
  const language = () => pick(['en', 'bn', 'ar', 'fr', 'es']);
  return [
    {
      name: 'tariff search',
      use: async () => [
        await send(
          `${SERVER_PATHS.tariffSearch}?${new URLSearchParams({ q: words(), page: '1', size: '10', sort: 'relevance', order: 'desc', explain: 'true' })}`,
        ),
        await send(
          `${SERVER_PATHS.tariffSearch}?${new URLSearchParams({ q: pick(inputs.codes).slice(0, 4), page: '1', size: '10', sort: 'code', order: 'asc', explain: 'false' })}`,
        ),
      ],
    },
    {
      name: 'tariff browsing and lines',
      use: async () => {
        const code = pick(inputs.codes);
        return [
          await send(`${SERVER_PATHS.tariffChapters}/${code.slice(0, 2)}`),
          await send(`${SERVER_PATHS.tariffHeadings}/${code.slice(0, 4)}`),
          await send(`${SERVER_PATHS.tariffLines}/${code}`),
        ];
      },
    },
    {
      name: 'tariff book PDF',
      use: async () => [
        await send(
          `${SERVER_PATHS.tariffBook}/ChapterData_${pick(inputs.codes).slice(0, 2)}_${pick(['en', 'bn'])}.pdf`,
        ),
      ],
    },
    {
      name: 'reference search',
      use: async () => [
        await post('/rimm-server/commodity/search', {
          max: 15,
          restrictions: [{ field: 'description', operator: 'CONTAINS', value: pick(inputs.words) }],
        }),
        await post('/rimm-server/location/search', {
          max: 15,
          restrictions: [
            {
              field: 'code',
              operator: 'STARTS_WITH',
              value: `BD${String.fromCharCode(65 + Math.floor(Math.random() * 26))}`,
            },
          ],
        }),
        await post('/rimm-server/country/search', { max: 50 }),
      ],
    },
    {
      name: 'exports (CSV, XLSX, PDF)',
      use: async () => [
        await send(
          `/rimm-server/exports/${pick(['currency', 'commodity', 'location'])}.${pick(['csv', 'xlsx'])}`,
        ),
        await send(
          `/api/external-rates/print?${new URLSearchParams({ sortByFields: 'currencyCode', order: 'asc', locale: language(), reportFormat: pick(['pdf', 'csv']) })}`,
        ),
      ],
    },
    {
      name: 'HS code finder',
      use: async () => [
        await send(
          `/hs-code-finder/search?${new URLSearchParams({ query: `${words()} ${pick(inputs.words)}` })}`,
          {
            headers: { country: 'BD', language: 'en' },
          },
        ),
      ],
    },
    {
      name: 'taxation',
      use: async () => [
        await post('/api/taxation/', {
          document: { typeOfDeclaration: 'IM', generalProcedureCode: '4' },
          items: Array.from({ length: 5 }, () => {
            const code = pick(inputs.codes);
            return {
              commodityCode: { hsCode: code.slice(0, 6), pr1: code.slice(6) },
              currencyCode: { value: 'USD' },
              statValueInForeignCurrency: (100 + Math.random() * 50_000).toFixed(2),
              incoterm: 'CIF',
            };
          }),
        }),
      ],
    },
    {
      name: 'traders’ guide',
      use: async () => [
        await post('/api/traders-guide/', {
          document: { typeOfDeclaration: 'IM', generalProcedureCode: '4' },
          items: Array.from({ length: 5 }, () => ({
            commodityCode: pick(inputs.codes),
            itemCountryOfOriginCode: pick(['CN', 'IN', 'US', 'DE', 'JP']),
            extendedProcedureCode: '4000',
            statisticalValue: (100 + Math.random() * 50_000).toFixed(2),
          })),
        }),
      ],
    },
    {
      name: 'exchange rates',
      use: async () => [
        await send(
          `/api/external-rates/search?${new URLSearchParams({ sortByFields: 'currencyCode', order: 'asc', locale: language(), max: '50', offset: '0' })}`,
        ),
        await post('/rimm-server/exchangeRate/search', { max: 100 }),
      ],
    },
    {
      name: 'manifests and vessels (officer)',
      use: async () => [
        await post('/api/manifest/search', { max: 15 }, tokens.officer),
        await post('/api/manifest/vessels/search', { max: 15 }, tokens.officer),
      ],
    },
    {
      name: 'information site and content',
      use: async () => {
        const lang = pick(['en', 'bn']);
        return [
          await send(`/${lang}`),
          await send(`/${lang}/news`),
          await send(`/${lang}/faq`),
          await send(
            `/${lang}/news/search?${new URLSearchParams({ q: pick(['customs', 'tariff', 'rate', 'import']) })}`,
          ),
          await send('/api/content/items/news'),
        ];
      },
    },
  ];
}
