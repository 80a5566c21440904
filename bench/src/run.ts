/**
 * The reference-search benchmark of issue 2: the Bangladesh tariff and the HS 2022 nomenclature loaded into
 * commodity, then each search case driven over loopback at 32 connections for 10 s, on PGlite and, when
 * BENCH_DATABASE_URL is set (bench/run.sh starts a server), on PostgreSQL. Prints a Markdown table.
 */
import { cpus, totalmem } from 'node:os';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCases } from './benchCases.js';
import { benchInputsFromTariff } from './benchInputs.js';
import { runAddUserCommand, startPortalProcess } from '@tsw/server/testing/portalProcess';
import { BENCH_USER, signIn } from './benchSignIn.js';
import { BENCH_TARIFF, importBenchTariff } from './benchTariffData.js';
import { wrkLoad, type LoadFigures } from './wrkLoad.js';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Row extends LoadFigures {
  readonly database: string;
  readonly name: string;
}

/** Distinct request bodies per case, drawn from the real tariff. */
const BODIES_PER_CASE = 5_000;

async function measure(url: string, body: () => object, scriptPath: string): Promise<LoadFigures> {
  return wrkLoad({
    authorization: await signIn(url),
    url: `${url}/rimm-server/commodity/search`,
    bodies: Array.from({ length: BODIES_PER_CASE }, () => JSON.stringify(body())),
    connections: CONNECTIONS,
    seconds: SECONDS,
    scriptPath,
  });
}

async function benchDatabase(
  label: string,
  env: NodeJS.ProcessEnv,
  rows: Row[],
  workDirectory: string,
): Promise<number> {
  process.stderr.write(`\n${label}: loading the tariff and the HS nomenclature…\n`);
  await importBenchTariff(env);
  await runAddUserCommand(env, BENCH_USER);
  const portal = await startPortalProcess({ ...env, LOG_LEVEL: 'warn', SAMPLE_DATA: 'false' });
  const inputs = benchInputsFromTariff(BENCH_TARIFF);
  try {
    for (const benchCase of benchCases(inputs)) {
      const scriptPath = join(workDirectory, 'case.lua');
      // Warm-up: the first searches build the memory index and let the JIT compile the hot paths.
      await measure(portal.url, benchCase.body, scriptPath);
      process.stderr.write(`  ${benchCase.name}…\n`);
      rows.push({
        database: label,
        name: benchCase.name,
        ...(await measure(portal.url, benchCase.body, scriptPath)),
      });
    }
    return portal.peakMemoryMiB();
  } finally {
    await portal.stop();
  }
}

async function main(): Promise<void> {
  if (!existsSync(BENCH_TARIFF)) {
    console.error(`The benchmark needs ../shared/data (looked for ${BENCH_TARIFF}).`);
    process.exit(1);
  }
  const rows: Row[] = [];
  const memory: Record<string, number> = {};
  const workDirectory = mkdtempSync(join(tmpdir(), 'tsw-bench-'));
  try {
    const pglite = { ...process.env, DATA_DIR: join(workDirectory, 'data'), DATABASE_URL: '' };
    memory.PGlite = await benchDatabase('PGlite', pglite, rows, workDirectory);
    const serverUrl = process.env.BENCH_DATABASE_URL;
    if (serverUrl) {
      const postgres = { ...process.env, DATABASE_URL: serverUrl };
      memory.PostgreSQL = await benchDatabase('PostgreSQL', postgres, rows, workDirectory);
    }
  } finally {
    rmSync(workDirectory, { recursive: true, force: true });
  }

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nMachine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `${CONNECTIONS} connections, ${SECONDS} s per case, wrk on the same machine.\n`,
  );
  console.log('| database | case | requests/s | p50 ms | p95 ms | p99 ms | errors |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.database} | ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.errors} |`,
    );
  }
  console.log(
    `\nServer peak memory (VmHWM): ${Object.entries(memory)
      .map(([name, mib]) => `${name} ${mib} MiB`)
      .join(', ')}`,
  );
}

await main();
