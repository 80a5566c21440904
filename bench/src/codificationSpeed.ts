/**
 * The codification screen's searches (issue 23), one case per reference table: each request the search the
 * screen sends (the domain's codificationQuery: a code prefix or words of the description, 15 tariff lines
 * or 5,000 records a page) for a code or a word drawn from the table's own records, POSTed with a signed-in
 * trader's token to the portal as `npm start` runs it (embedded database, shipped and sample data).
 * Run: npm run bench:codification
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { codificationPageSize, codificationQuery, ENTITY_CATALOG, type EntityDefinition } from '@tsw/domain';
import { fetchTransport, SignInFlow } from '@tsw/server/testing/signInFlow';
import { pick } from './benchInputs.js';
import { startProductionPortal } from './productionPortal.js';
import { wrkLoad, type LoadFigures } from './wrkLoad.js';

const BODIES_PER_CASE = 500;
const CONNECTIONS = 4;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 2;
/** The sample trader every portal with sample data has (docs/signing-in.md). */
const SAMPLE_TRADER = { username: 'trader', password: 'trader-sample' };

async function signIn(url: string): Promise<string> {
  const flow = new SignInFlow(fetchTransport(url), { publicUrl: url, ...SAMPLE_TRADER });
  return `Bearer ${(await flow.signIn()).tokens.access_token}`;
}

/** The table's records today (at most 10,000): where the codes and words searched for come from. */
async function recordsOf(url: string, authorization: string, table: string) {
  const response = await fetch(`${url}/rimm-server/${table}/search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: authorization },
    body: JSON.stringify({ max: 10_000, selectFields: ['code', 'description'] }),
  });
  const answer = (await response.json()) as {
    resultList: { code: string | null; description: string | null }[];
  };
  return answer.resultList;
}

/** What a user types: half the time the start of a code, else a word of a name (3 letters or more). */
function typedTexts(records: Awaited<ReturnType<typeof recordsOf>>): string[] {
  const codes = records.map((record) => record.code ?? '').filter(Boolean);
  const words = records.flatMap((record) =>
    (record.description ?? '').split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3),
  );
  return Array.from({ length: BODIES_PER_CASE }, () => {
    if (words.length === 0 || Math.random() < 0.5) {
      const code = pick(codes);
      return code.slice(0, 1 + Math.floor(Math.random() * code.length));
    }
    return pick(words).toLowerCase();
  });
}

function searchBody(definition: EntityDefinition, text: string): string {
  const query = codificationQuery(definition, text, 'en');
  const size = codificationPageSize(definition);
  const restrictions = query.kind === 'search' ? query.restrictions : [];
  return JSON.stringify({ max: size, offset: 0, restrictBy: 'OR', restrictions });
}

async function main(): Promise<void> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'tsw-bench-codification-'));
  const results: [string, number, LoadFigures][] = [];
  process.stderr.write('Starting the portal (first start: the shipped data and the sample)…\n');
  const portal = await startProductionPortal(dataDirectory);
  try {
    const authorization = await signIn(portal.url);
    for (const definition of ENTITY_CATALOG.values()) {
      if (!definition.group) continue;
      const records = await recordsOf(portal.url, authorization, definition.name);
      const bodies = typedTexts(records).map((text) => searchBody(definition, text));
      const measure = (seconds: number) =>
        wrkLoad({
          url: `${portal.url}/rimm-server/${definition.name}/search`,
          bodies,
          connections: CONNECTIONS,
          seconds,
          scriptPath: join(dataDirectory, 'case.lua'),
          authorization,
        });
      process.stderr.write(`  ${definition.name}…\n`);
      await measure(WARM_UP_SECONDS);
      results.push([definition.name, records.length, await measure(SECONDS)]);
    }
  } finally {
    await portal.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nMachine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `embedded database, ${CONNECTIONS} connections, ${SECONDS} s per table, ${BODIES_PER_CASE} searches ` +
      `per table; load generator on the same machine.\n`,
  );
  console.log('| table | records drawn from | requests/s | p50 ms | p95 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [name, count, figures] of results) {
    console.log(
      `| ${name} | ${count} | ${figures.requestsPerSecond} | ${figures.p50} | ${figures.p95} | ${figures.p99} | ${figures.errors} |`,
    );
  }
}

await main();
