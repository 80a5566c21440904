/**
 * The taxation service's speed (issue 22): simulations of 1, 5, 10 and 20 items, each item a real tariff
 * line of FY2025-26 with a currency that has a customs rate and a value drawn at random, POSTed over HTTP
 * with a signed-in trader's token to the portal as `npm start` runs it (embedded database, shipped and
 * sample data). Each case sends BODIES_PER_CASE different bodies, so that no cache of one request can
 * answer for the work.
 * Run: npm run bench:taxation
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { fetchTransport, SignInFlow } from '@tsw/server/testing/signInFlow';
import { pick } from './benchInputs.js';
import { BENCH_TARIFF } from './benchTariffData.js';
import { startProductionPortal } from './productionPortal.js';
import { wrkLoad, type LoadFigures } from './wrkLoad.js';

const ITEM_COUNTS = [1, 5, 10, 20] as const;
const BODIES_PER_CASE = 500;
const CONNECTIONS = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const INCOTERMS = ['CIF', 'CFR', 'FOB'] as const;
/** The sample trader every portal with sample data has (docs/signing-in.md). */
const SAMPLE_TRADER = { username: 'trader', password: 'trader-sample' };

async function signIn(url: string): Promise<string> {
  const flow = new SignInFlow(fetchTransport(url), { publicUrl: url, ...SAMPLE_TRADER });
  return `Bearer ${(await flow.signIn()).tokens.access_token}`;
}

/** The currencies with a customs rate today, as the exchange-rate screen lists them. */
async function ratedCurrencies(url: string, authorization: string): Promise<string[]> {
  const response = await fetch(`${url}/rimm-server/exchangeRate/search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: authorization },
    body: JSON.stringify({ max: 100, selectFields: ['code'] }),
  });
  const answer = (await response.json()) as { resultList: { code: string }[] };
  return answer.resultList.map((record) => record.code);
}

function simulationBody(itemCount: number, codes: readonly string[], currencies: readonly string[]): string {
  const items = Array.from({ length: itemCount }, () => {
    const code = pick(codes);
    const incoterm = pick(INCOTERMS);
    const value = (100 + Math.random() * 50_000).toFixed(2);
    return {
      commodityCode: { hsCode: code.slice(0, 6), pr1: code.slice(6) },
      currencyCode: { value: pick(currencies) },
      statValueInForeignCurrency: value,
      incoterm,
      ...(incoterm === 'FOB' ? { freight: (Number(value) / 20).toFixed(2) } : {}),
    };
  });
  return JSON.stringify({ document: { typeOfDeclaration: 'IM', generalProcedureCode: '4' }, items });
}

async function main(): Promise<void> {
  if (!existsSync(BENCH_TARIFF)) {
    console.error('The benchmark draws its tariff lines from ../shared/data, which is not here.');
    process.exit(1);
  }
  const rows = parse(readFileSync(BENCH_TARIFF), { columns: true, bom: true }) as Record<string, string>[];
  const codes = rows.map((row) => row.hs_code_digits ?? '').filter((code) => /^\d{8}$/.test(code));
  const dataDirectory = mkdtempSync(join(tmpdir(), 'tsw-bench-taxation-'));
  const results: [string, LoadFigures][] = [];
  let currencies: string[] = [];
  process.stderr.write('Starting the portal (first start: the shipped data and the sample)…\n');
  const portal = await startProductionPortal(dataDirectory);
  try {
    const authorization = await signIn(portal.url);
    currencies = await ratedCurrencies(portal.url, authorization);
    for (const itemCount of ITEM_COUNTS) {
      const bodies = Array.from({ length: BODIES_PER_CASE }, () =>
        simulationBody(itemCount, codes, currencies),
      );
      const measure = (seconds: number) =>
        wrkLoad({
          url: `${portal.url}/api/taxation/`,
          bodies,
          connections: CONNECTIONS,
          seconds,
          scriptPath: join(dataDirectory, 'case.lua'),
          authorization,
        });
      const name = `${itemCount} item${itemCount === 1 ? '' : 's'}`;
      process.stderr.write(`  ${name}…\n`);
      await measure(WARM_UP_SECONDS);
      results.push([name, await measure(SECONDS)]);
    }
  } finally {
    await portal.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nMachine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `embedded database, ${CONNECTIONS} connections, ${SECONDS} s per case, ${BODIES_PER_CASE} bodies per ` +
      `case from ${codes.length} tariff lines and ${currencies.length} currencies; load generator on the same machine.\n`,
  );
  console.log('| simulation | requests/s | p50 ms | p95 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [name, figures] of results) {
    console.log(
      `| ${name} | ${figures.requestsPerSecond} | ${figures.p50} | ${figures.p95} | ${figures.p99} | ${figures.errors} |`,
    );
  }
}

await main();
