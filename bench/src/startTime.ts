/**
 * How fast the portal starts with the data it ships (issue 9): from launching the process as `npm start`
 * runs it (NODE_ENV=production, embedded database, the web build served) until /health answers, on a fresh
 * data directory (first start: migrations, then the real tariff, the code lists and the sample loaded) and
 * again on the same directory (a restart: nothing to load). Each is run BENCH_STARTS times (default 3), with a
 * fresh start on the sample alone (REFERENCE_DATA=false) beside it: what the real data adds.
 * Run: npm run bench:start
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { startProductionPortal } from './productionPortal.js';

const STARTS = Number(process.env.BENCH_STARTS ?? 3);
/** /health is asked this often while the portal starts: the figures' resolution. */
const HEALTH_POLL_MS = 10;
/** The targets on a 2-core machine. */
const FRESH_TARGET_MS = 15_000;
const RESTART_TARGET_MS = 3_000;

async function secondsToHealth(dataDirectory: string, env: NodeJS.ProcessEnv = {}): Promise<number> {
  const started = performance.now();
  const portal = await startProductionPortal(dataDirectory, { env, healthPollMs: HEALTH_POLL_MS });
  const elapsed = performance.now() - started;
  await portal.stop();
  return elapsed;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main(): Promise<void> {
  const fresh: number[] = [];
  const restart: number[] = [];
  const sampleOnly: number[] = [];
  const loadBefore = loadavg()[0] ?? 0;
  for (let run = 0; run < STARTS; run += 1) {
    const dataDirectory = mkdtempSync(join(tmpdir(), 'tsw-bench-start-'));
    const sampleDirectory = mkdtempSync(join(tmpdir(), 'tsw-bench-start-sample-'));
    try {
      fresh.push(await secondsToHealth(dataDirectory));
      restart.push(await secondsToHealth(dataDirectory));
      sampleOnly.push(await secondsToHealth(sampleDirectory, { REFERENCE_DATA: 'false' }));
    } finally {
      rmSync(dataDirectory, { recursive: true, force: true });
      rmSync(sampleDirectory, { recursive: true, force: true });
    }
    process.stderr.write(
      `run ${run + 1}: fresh ${Math.round(fresh.at(-1) ?? 0)} ms, restart ${Math.round(restart.at(-1) ?? 0)} ms, ` +
        `fresh on the sample alone ${Math.round(sampleOnly.at(-1) ?? 0)} ms\n`,
    );
  }
  const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
  const verdict = (values: readonly number[], target: number) =>
    Math.max(...values) <= target ? `within ${seconds(target)}` : `OVER ${seconds(target)}`;
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nMachine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `embedded database (PGlite), NODE_ENV=production; load average ${loadBefore.toFixed(1)} before, ` +
      `${(loadavg()[0] ?? 0).toFixed(1)} after.\n`,
  );
  console.log(`Launch to /health answered, ${STARTS} runs each:`);
  console.log(
    `  fresh start (real and sample data loaded): median ${seconds(median(fresh))}, slowest ${seconds(Math.max(...fresh))} — ${verdict(fresh, FRESH_TARGET_MS)}`,
  );
  console.log(
    `  restart (existing data directory):         median ${seconds(median(restart))}, slowest ${seconds(Math.max(...restart))} — ${verdict(restart, RESTART_TARGET_MS)}`,
  );
  console.log(
    `  for comparison, a fresh start on the sample alone (REFERENCE_DATA=false): median ${seconds(median(sampleOnly))}, slowest ${seconds(Math.max(...sampleOnly))}`,
  );
}

await main();
