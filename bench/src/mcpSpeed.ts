/**
 * The MCP server's overhead (issue 47): the p95 of a tool call at `/mcp` beside the p95 of the same API
 * call made directly, at 1 and 8 connections, on the portal as `npm start` runs it (embedded database,
 * shipped and sample data) with a signed-in trader's token. Two tools: `search_tariff` with words of real
 * FY2025-26 tariff lines, and `browse_tariff` with their headings; each case draws from BODIES_PER_CASE
 * different inputs, the same for the tool and the API. Each tool call is a whole stateless MCP request
 * (JSON-RPC `tools/call`, no session), as a client sends it.
 * Run: npm run bench:mcp
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { SERVER_PATHS } from '@tsw/domain';
import { fetchTransport, SignInFlow } from '@tsw/server/testing/signInFlow';
import { benchInputsFromTariff, pick } from './benchInputs.js';
import { BENCH_TARIFF } from './benchTariffData.js';
import { startProductionPortal } from './productionPortal.js';
import { wrkLoad, type LoadFigures } from './wrkLoad.js';

const CONNECTIONS = [1, 8] as const;
const BODIES_PER_CASE = 500;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
/** The sample trader every portal with sample data has (docs/signing-in.md). */
const SAMPLE_TRADER = { username: 'trader', password: 'trader-sample' };
/** What an MCP client sends with each request of the Streamable HTTP transport. */
const MCP_HEADERS = { Accept: 'application/json, text/event-stream', 'MCP-Protocol-Version': '2025-06-18' };

interface Case {
  readonly name: string;
  /** The tool's arguments, one per input. */
  readonly calls: readonly Record<string, string>[];
  /** The API path that does the same, one per input. */
  readonly paths: readonly string[];
}

function toolCallBody(tool: string, input: Record<string, string>, id: number): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: tool, arguments: input },
  });
}

async function main(): Promise<void> {
  if (!existsSync(BENCH_TARIFF)) {
    console.error('The benchmark draws its tariff words and codes from ../shared/data, which is not here.');
    process.exit(1);
  }
  const inputs = benchInputsFromTariff(BENCH_TARIFF);
  const words = Array.from({ length: BODIES_PER_CASE }, () => `${pick(inputs.words)} ${pick(inputs.words)}`);
  const headings = Array.from({ length: BODIES_PER_CASE }, () => pick(inputs.codes).slice(0, 4));
  const cases: [string, Case][] = [
    [
      'search_tariff',
      {
        name: 'search_tariff (two words)',
        calls: words.map((query) => ({ query })),
        paths: words.map((query) => `${SERVER_PATHS.tariffSearch}?${new URLSearchParams({ q: query })}`),
      },
    ],
    [
      'browse_tariff',
      {
        name: 'browse_tariff (a heading)',
        calls: headings.map((heading) => ({ heading })),
        paths: headings.map((heading) => `${SERVER_PATHS.tariffHeadings}/${heading}`),
      },
    ],
  ];
  const dataDirectory = mkdtempSync(join(tmpdir(), 'tsw-bench-mcp-'));
  const rows: { name: string; connections: number; api: LoadFigures; mcp: LoadFigures }[] = [];
  process.stderr.write('Starting the portal (first start: the shipped data and the sample)…\n');
  const portal = await startProductionPortal(dataDirectory);
  try {
    const flow = new SignInFlow(fetchTransport(portal.url), { publicUrl: portal.url, ...SAMPLE_TRADER });
    const authorization = `Bearer ${(await flow.signIn()).tokens.access_token}`;
    const scriptPath = join(dataDirectory, 'case.lua');
    for (const [tool, { name, calls, paths }] of cases) {
      const bodies = calls.map((input, index) => toolCallBody(tool, input, index + 1));
      const sample = await fetch(`${portal.url}/mcp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: authorization, ...MCP_HEADERS },
        body: bodies[0],
      });
      const answer = (await sample.json()) as { result?: { isError?: boolean } };
      if (!sample.ok || !answer.result || answer.result.isError) {
        throw new Error(`The tool call failed: ${sample.status} ${JSON.stringify(answer).slice(0, 500)}`);
      }
      for (const connections of CONNECTIONS) {
        process.stderr.write(`  ${name}, ${connections} connection(s)…\n`);
        const api = (seconds: number) =>
          wrkLoad({ url: portal.url, bodies: [], paths, connections, seconds, scriptPath, authorization });
        const mcp = (seconds: number) =>
          wrkLoad({
            url: `${portal.url}/mcp`,
            bodies,
            connections,
            seconds,
            scriptPath,
            authorization,
            headers: MCP_HEADERS,
          });
        await api(WARM_UP_SECONDS);
        const apiFigures = await api(SECONDS);
        await mcp(WARM_UP_SECONDS);
        rows.push({ name, connections, api: apiFigures, mcp: await mcp(SECONDS) });
      }
    }
  } finally {
    await portal.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nMachine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `embedded database, ${SECONDS} s per case after ${WARM_UP_SECONDS} s of warm-up, ${BODIES_PER_CASE} ` +
      `inputs per case from ${inputs.codes.length} tariff lines; load generator (wrk) on the same machine.\n`,
  );
  console.log(
    '| tool | connections | API p95 ms | MCP p95 ms | p95 overhead ms | API requests/s | MCP requests/s | errors |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const { name, connections, api, mcp } of rows) {
    console.log(
      `| ${name} | ${connections} | ${api.p95} | ${mcp.p95} | ${(mcp.p95 - api.p95).toFixed(2)} | ` +
        `${api.requestsPerSecond} | ${mcp.requestsPerSecond} | ${api.errors + mcp.errors} |`,
    );
  }
}

await main();
