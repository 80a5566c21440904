/**
 * The tariff search's speed benchmark (issue 5): the ranked search (GET /api/tariff/search) over the
 * Bangladesh tariff and HS 2022 on PostgreSQL, driven by wrk at 32 connections with queries drawn from
 * the tariff's own words and codes; beside it, PostgreSQL's full-text search (to_tsvector and
 * websearch_to_tsquery, GIN index) on the same rows of the same database, driven by 32 concurrent
 * clients, database only. Run: npm run bench:tariff
 */
import { cpus, totalmem } from 'node:os';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { SERVER_PATHS, TariffRanker, tariffQueryFromText } from '@tsw/domain';
import { loadTariffSynonyms } from '@tsw/server/tariff/tariffSynonyms';
import { runAddUserCommand, startPortalProcess } from '@tsw/server/testing/portalProcess';
import { benchInputsFromTariff, pick } from './benchInputs.js';
import { BENCH_USER, signIn } from './benchSignIn.js';
import { BENCH_NOMENCLATURE, BENCH_TARIFF, importBenchTariff } from './benchTariffData.js';
import { wrkLoad, type LoadFigures } from './wrkLoad.js';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const QUERIES_PER_CASE = 5_000;
const DATE = '2025-11-23';
const WARM_UP_RUNS = 3;
const WARM_UP_SECONDS = 4;
/** Rounds of ranked words over HTTP (1 process) and full text, one after the other, for their ratio. */
const RATIO_ROUNDS = 3;
/** The portal alone, and as one worker per core of this two-core machine (WORKERS). */
const WORKER_COUNTS = [1, 2] as const;

/** One or two words of the tariff, as people type them. */
function wordQuery(words: readonly string[]): string {
  return Math.random() < 0.5 ? pick(words) : `${pick(words)} ${pick(words)}`;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** Latencies measured one query at a time (no queueing): the engines themselves. */
function figuresOf(latencies: number[], seconds: number, errors = 0): LoadFigures {
  latencies.sort((left, right) => left - right);
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 0.5)),
    p95: round(percentile(latencies, 0.95)),
    p99: round(percentile(latencies, 0.99)),
    errors,
  };
}

/** The ranker alone, in this process, over the same rows and names the portal loads. */
function rankerInProcess(queries: readonly string[]): LoadFigures {
  const rowsOf = (path: string) =>
    parse(readFileSync(path), { columns: true, bom: true }) as Record<string, string>[];
  const tariff = rowsOf(BENCH_TARIFF);
  const hs = rowsOf(BENCH_NOMENCLATURE);
  const ranker = new TariffRanker(
    [
      ...tariff.map((row) => ({ code: row.hs_code_digits ?? '', description: row.description_bd ?? '' })),
      ...hs
        .filter((row) => row.level === '6')
        .map((row) => ({ code: row.code ?? '', description: row.description ?? '' })),
    ],
    loadTariffSynonyms(),
  );
  const latencies: number[] = [];
  const started = performance.now();
  for (const query of queries) {
    const parsed = tariffQueryFromText(query);
    if (!parsed.ok) continue;
    const begun = performance.now();
    ranker.rank(parsed.query);
    latencies.push(performance.now() - begun);
  }
  return figuresOf(latencies, (performance.now() - started) / 1000);
}

/** Full-text search in PostgreSQL for SECONDS, `clients` queries at a time: the baseline. */
async function fullTextBaseline(
  databaseUrl: string,
  queries: readonly string[],
  clients = CONNECTIONS,
): Promise<LoadFigures> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: clients });
  try {
    await pool.query(
      `create index if not exists bench_commodity_fts on reference_record
       using gin (to_tsvector('english', fields->>'description')) where entity = 'commodity'`,
    );
    await pool.query('analyze reference_record');
    const sql = `select fields->>'code' as code from reference_record
      where entity = 'commodity' and valid_from <= $2 and (valid_to is null or valid_to >= $2)
        and to_tsvector('english', fields->>'description') @@ websearch_to_tsquery('english', $1)
      order by ts_rank(to_tsvector('english', fields->>'description'), websearch_to_tsquery('english', $1)) desc
      limit 25`;
    const latencies: number[] = [];
    let errors = 0;
    const deadline = Date.now() + SECONDS * 1000;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (Date.now() < deadline) {
          const begun = performance.now();
          try {
            await pool.query(sql, [pick(queries), DATE]);
            latencies.push(performance.now() - begun);
          } catch {
            errors++;
          }
        }
      }),
    );
    return figuresOf(latencies, (Date.now() - started) / 1000, errors);
  } finally {
    await pool.end();
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!existsSync(BENCH_TARIFF) || !databaseUrl) {
    console.error(
      'The benchmark needs ../shared/data and BENCH_DATABASE_URL (npm run bench:tariff sets it).',
    );
    process.exit(1);
  }
  const env = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', SAMPLE_DATA: 'false' };
  process.stderr.write('Loading the tariff and the HS nomenclature…\n');
  await importBenchTariff(env);
  await runAddUserCommand(env, BENCH_USER).catch(() => undefined);
  const inputs = benchInputsFromTariff(BENCH_TARIFF);
  const wordQueries = Array.from({ length: QUERIES_PER_CASE }, () => wordQuery(inputs.words));
  const codeQueries = Array.from({ length: QUERIES_PER_CASE }, () =>
    pick(inputs.codes).slice(0, 2 + Math.floor(Math.random() * 7)),
  );
  const workDirectory = mkdtempSync(join(tmpdir(), 'tsw-bench-tariff-'));
  const rows: [string, LoadFigures][] = [];
  const ratioRounds: { ranked: LoadFigures; fullText: LoadFigures }[] = [];
  try {
    for (const workers of WORKER_COUNTS) {
      const portal = await startPortalProcess({ ...env, WORKERS: String(workers) });
      try {
        const measure = async (queries: readonly string[], seconds = SECONDS) =>
          wrkLoad({
            url: portal.url,
            bodies: [],
            paths: queries.map((query) => `${SERVER_PATHS.tariffSearch}?${query}`),
            connections: CONNECTIONS,
            seconds,
            scriptPath: join(workDirectory, 'case.lua'),
            authorization: await signIn(portal.url),
          });
        const processes = workers === 1 ? '1 process' : `${workers} processes`;
        const asked = (queries: readonly string[], explain = false) =>
          queries.map((q) =>
            new URLSearchParams({ q, date: DATE, ...(explain ? { explain: 'true' } : {}) }).toString(),
          );
        for (const [name, queries] of [
          [`ranked search, words (HTTP, JSON), ${processes}`, asked(wordQueries)],
          [`ranked search, codes (HTTP, JSON), ${processes}`, asked(codeQueries)],
          // As the tariff screen asks: each line says why it was found.
          [`ranked search, words, explained (HTTP, JSON), ${processes}`, asked(wordQueries, true)],
        ] as const) {
          process.stderr.write(`  ${name}…\n`);
          // Warm-up: builds the rankers and lets the JIT settle, in every worker. Only the first worker
          // answers /health at first, and wrk's connections stay with the workers ready when it opened them,
          // so the warm-up is several short runs, each with new connections.
          for (let run = 0; run < WARM_UP_RUNS; run++) await measure(queries, WARM_UP_SECONDS);
          rows.push([name, await measure(queries)]);
        }
        if (workers === 1) {
          // The ratio issue 41 keeps: word searches over HTTP against full text, in alternating rounds, so
          // that a burst of other work on this shared machine weighs on both sides alike.
          process.stderr.write('  alternating rounds, ranked words against full text…\n');
          for (let round = 1; round <= RATIO_ROUNDS; round++) {
            ratioRounds.push({
              ranked: await measure(asked(wordQueries)),
              fullText: await fullTextBaseline(databaseUrl, wordQueries),
            });
          }
        }
      } finally {
        await portal.stop();
      }
    }
  } finally {
    rmSync(workDirectory, { recursive: true, force: true });
  }
  process.stderr.write('  PostgreSQL full text…\n');
  await fullTextBaseline(databaseUrl, wordQueries);
  rows.push([
    'PostgreSQL full text, words (database only)',
    await fullTextBaseline(databaseUrl, wordQueries),
  ]);
  process.stderr.write('  one query at a time…\n');
  rows.push(['ranked search, words: ranker alone, one at a time', rankerInProcess(wordQueries)]);
  rows.push([
    'PostgreSQL full text, words: one at a time',
    await fullTextBaseline(databaseUrl, wordQueries, 1),
  ]);

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nMachine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `${CONNECTIONS} connections, ${SECONDS} s per case, load generator on the same machine.\n`,
  );
  console.log('| case | requests/s | p50 ms | p95 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [name, figures] of rows) {
    console.log(
      `| ${name} | ${figures.requestsPerSecond} | ${figures.p50} | ${figures.p95} | ${figures.p99} | ${figures.errors} |`,
    );
  }
  console.log('\n| round | ranked words, 1 process, requests/s | full text, requests/s | ratio |');
  console.log('|---:|---:|---:|---:|');
  const ratios = ratioRounds.map(({ ranked, fullText }, index) => {
    const ratio = ranked.requestsPerSecond / fullText.requestsPerSecond;
    console.log(
      `| ${index + 1} | ${ranked.requestsPerSecond} | ${fullText.requestsPerSecond} | ${ratio.toFixed(2)} |`,
    );
    return ratio;
  });
  ratios.sort((left, right) => left - right);
  console.log(
    `\nRatio, median of ${ratios.length} rounds: ${(ratios[Math.floor(ratios.length / 2)] ?? 0).toFixed(2)}×`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
