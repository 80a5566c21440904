/**
 * The portal held under load for ten minutes (issue 29's reliability figures, issue 48's memory): the tariff
 * search, as the tariff benchmark drives it, with twice its connections (64), so that the portal answers as
 * fast as it can the whole time and requests queue. A rate of twice what it sustains could only pile up
 * without end; twice the connections is twice the load that can still be answered. Beside it, every other
 * tool is used in turn, one use at a time, as its screen uses it (portalToolUses.ts), so that every memory
 * copy, export and document is alive during the soak. The portal runs as `npm start` does (the embedded
 * database with its real data, its heap limit), signed in as the sample trader (and officer, for the
 * manifests); every request is drawn from the Bangladesh tariff's real words and codes. The run is cut into
 * one-minute segments (each with fresh tokens, as they live five minutes), and after each the portal's
 * resident memory is read. The report fails (exit code 1) when memory grows in the second half.
 * Run: npm run bench:soak (SOAK_MINUTES, SOAK_CONNECTIONS to change it).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { SERVER_PATHS } from '@tsw/domain';
import { benchInputsFromTariff, pick } from './benchInputs.js';
import { SAMPLE_TRADER, signIn } from './benchSignIn.js';
import { BENCH_TARIFF } from './benchTariffData.js';
import { portalToolUses, toolTokens } from './portalToolUses.js';
import { startProductionPortal } from './productionPortal.js';
import { wrkLoad, type LoadFigures } from './wrkLoad.js';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
/** Twice the tariff benchmark's 32. */
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 64);
const SEGMENT_SECONDS = 60;
/**
 * Growth over the second half, by the least-squares line through its minutes, above which the report fails:
 * above the noise of a steady portal (a few MiB as caches settle and the allocator rounds), below a leak of
 * a copy per request.
 */
const SECOND_HALF_GROWTH_LIMIT_MIB = 16;
const QUERIES = 5_000;
/** The tariff's date the searches ask for, as the tariff benchmark's. */
const DATE = '2025-11-23';
const WARM_UP_SECONDS = 10;

const residentMiB = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

/** How much the least-squares line through the second half's readings rises across that half. */
function secondHalfGrowthMiB(memory: readonly number[]): number {
  const half = memory.slice(Math.floor(memory.length / 2));
  if (half.length < 2) return 0;
  const meanX = (half.length - 1) / 2;
  const meanY = half.reduce((sum, value) => sum + value, 0) / half.length;
  let covariance = 0;
  let variance = 0;
  half.forEach((value, index) => {
    covariance += (index - meanX) * (value - meanY);
    variance += (index - meanX) ** 2;
  });
  return (covariance / variance) * (half.length - 1);
}

async function main(): Promise<void> {
  const inputs = benchInputsFromTariff(BENCH_TARIFF);
  const paths = Array.from({ length: QUERIES }, (_, index) => {
    const query =
      index % 2 === 0
        ? `${pick(inputs.words)} ${pick(inputs.words)}`
        : pick(inputs.codes).slice(0, 2 + Math.floor(Math.random() * 7));
    return `${SERVER_PATHS.tariffSearch}?${new URLSearchParams({ q: query, date: DATE })}`;
  });
  const workDirectory = mkdtempSync(join(tmpdir(), 'tsw-bench-soak-'));
  const portal = await startProductionPortal(join(workDirectory, 'data'));
  const segments: { figures: LoadFigures; memoryMiB: number }[] = [];
  try {
    const toolUses = { count: 0, refused: 0 };
    /** Every tool in turn, one use at a time, until `until` (a time from performance.now()). */
    const useEveryTool = async (until: number) => {
      const tools = portalToolUses(portal.url, await toolTokens(portal.url));
      for (let index = 0; performance.now() < until; index += 1) {
        const statuses = await (tools[index % tools.length] as (typeof tools)[number]).use();
        toolUses.count += 1;
        toolUses.refused += statuses.filter((status) => status >= 400).length;
      }
    };
    const load = async (seconds: number) => {
      const [figures] = await Promise.all([
        wrkLoad({
          url: portal.url,
          bodies: [],
          paths,
          connections: CONNECTIONS,
          seconds,
          scriptPath: join(workDirectory, 'soak.lua'),
          authorization: await signIn(portal.url, SAMPLE_TRADER),
        }),
        useEveryTool(performance.now() + seconds * 1_000),
      ]);
      return figures;
    };
    process.stderr.write(`Warming up for ${WARM_UP_SECONDS} s…\n`);
    await load(WARM_UP_SECONDS);
    const memoryBefore = residentMiB(portal.pid);
    const segmentCount = Math.round((MINUTES * 60) / SEGMENT_SECONDS);
    console.log(
      `${MINUTES} minutes at ${CONNECTIONS} connections, in ${segmentCount} segments of ${SEGMENT_SECONDS} s. ` +
        `Resident memory after the warm-up: ${memoryBefore} MiB.\n`,
    );
    console.log('| minute | requests/s | p50 ms | p95 ms | p99 ms | errors | resident MiB |');
    console.log('| -----: | ---------: | -----: | -----: | -----: | -----: | -----------: |');
    for (let segment = 0; segment < segmentCount; segment++) {
      const figures = await load(SEGMENT_SECONDS);
      const memoryMiB = residentMiB(portal.pid);
      segments.push({ figures, memoryMiB });
      const minute = (((segment + 1) * SEGMENT_SECONDS) / 60).toFixed(0);
      console.log(
        `| ${minute} | ${figures.requestsPerSecond} | ${figures.p50} | ${figures.p95} | ${figures.p99} | ${figures.errors} | ${memoryMiB} |`,
      );
    }
    const requests = segments.reduce(
      (sum, { figures }) => sum + figures.requestsPerSecond * SEGMENT_SECONDS,
      0,
    );
    const errors = segments.reduce((sum, { figures }) => sum + figures.errors, 0);
    const memory = segments.map(({ memoryMiB }) => memoryMiB);
    const half = Math.floor(memory.length / 2);
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    console.log(
      `\nAbout ${Math.round(requests).toLocaleString('en')} requests, ${errors} errors (wrk: non-2xx answers, ` +
        `connect, read, write and timeout errors). Resident memory: ${Math.min(...memory)}–${Math.max(...memory)} MiB; ` +
        `mean of the first half ${mean(memory.slice(0, half)).toFixed(0)} MiB, of the second ${mean(memory.slice(half)).toFixed(0)} MiB; ` +
        `peak (VmHWM) ${portal.peakMemoryMiB()} MiB. Every other tool used ${toolUses.count} times beside it ` +
        `(${toolUses.refused} requests refused).`,
    );
    const growth = secondHalfGrowthMiB(memory);
    if (growth > SECOND_HALF_GROWTH_LIMIT_MIB) {
      console.log(
        `FAILED: resident memory grew ${growth.toFixed(0)} MiB over the second half (more than ${SECOND_HALF_GROWTH_LIMIT_MIB}).`,
      );
      process.exitCode = 1;
    } else {
      console.log(
        `Resident memory over the second half: ${growth.toFixed(0)} MiB (at most ${SECOND_HALF_GROWTH_LIMIT_MIB}).`,
      );
    }
    const warnings = portal
      .output()
      .split('\n')
      .filter((line) => /"level":(40|50|60)/.test(line));
    console.log(`The portal logged ${warnings.length} warnings or errors.`);
    for (const line of warnings.slice(0, 10)) console.log(`  ${line.slice(0, 300)}`);
  } finally {
    await portal.stop();
    rmSync(workDirectory, { recursive: true, force: true });
  }
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `Machine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `load average at the end ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}; wrk and the portal on the same machine.`,
  );
}

await main();
